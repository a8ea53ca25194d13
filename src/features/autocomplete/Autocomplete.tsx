/**
 * The <Autocomplete> component is a shared part now: src/ui/Autocomplete.tsx (same props; it
 * adopts its own stylesheet). This path stays for code written against the first version; new
 * code imports the ui part directly (a feature may not import another feature).
 */
export * from '../../ui/Autocomplete';
