/**
 * The auto-complete rules moved down a layer so other elements can use them: the variants,
 * suggestions and the table-filter rule to domain/autocomplete.ts, the reducer to
 * domain/combobox.ts, the answer reader to api/autocomplete.ts. This path stays for code written
 * against the first version of the API; new code imports those modules directly (a feature may
 * not import another feature).
 */
export * from '../../domain/autocomplete';
export * from '../../domain/combobox';
export { answerItems } from '../../api/autocomplete';
