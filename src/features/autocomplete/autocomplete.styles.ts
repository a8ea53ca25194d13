/**
 * The element's own box: inline, like the input it wraps. The input and the list are styled by
 * the shared part (ui/autocomplete.styles.ts), which adopts its own sheet when it renders.
 */
export const autocompleteElementCss = `
:host { display: inline-block; max-width: 100%; vertical-align: top; }
`;

