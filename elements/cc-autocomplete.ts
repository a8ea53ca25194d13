/**
 * @tag cc-autocomplete
 * @summary A text input with a suggestion list (ARIA combobox), in every variant of the site, and a form field.
 * Variants: "generic" (local items or a remote address; 3 characters; at most 7 suggestions),
 * "table-filter" (1 character; requests 500 ms after the last keystroke; list-limit suggestions),
 * "site-wide" (2 characters; 100 ms delay; the first 10 items), "submission" (the site-wide
 * widget of the submission form: 1 character; GET /submission/autocomplete/{field}?term=, the
 * field being the field attribute or the element's id: handle, pcode or ccode), "contest-local"
 * (1 character; at most 10 matches among the local items) and "organisation"
 * (GET /codechef_register/autocomplete/organisation?term=; items {id, label}). No request is made
 * below the minimum length, and an older answer never replaces a newer one. Remote failures of
 * the generic and table-filter inputs are retried after 2 s while fewer than 10 retries were
 * made (status 499 or above), then cc-error fires; nothing is shown. The other variants only log.
 * Keyboard: ArrowDown/ArrowUp move the highlight (opening the list), Home/End jump, Enter or Tab
 * commits the highlighted suggestion as the text, Escape closes the list; the pointer highlights
 * on hover and a click commits. Finished lookups are announced ("3 suggestions").
 * The element is form-associated: with a name it submits the chosen suggestion's value; inside a
 * form its text must be a chosen suggestion, otherwise "You must select a value from the
 * suggestions provided." shows and the form does not submit. Form reset restores the initial
 * value; the browser's back/forward restore keeps the chosen value.
 * @attr {string} variant - generic (default), table-filter, site-wide, submission, contest-local or organisation.
 * @attr {string} label - Accessible name of the input (default: the text of a <label for> pointing at the element, else the placeholder).
 * @attr {json} items - Local items: objects, or strings/numbers (each becomes {text}). Also settable as a property.
 * @attr {string} src - Remote address of the lookups (wins over items); the answer is JSON: an array, or an object with a suggestions/list/data/items/results array.
 * @attr {string} method - GET (default) or POST (fields sent as a form body).
 * @attr {string} query-param - Name of the parameter carrying the typed text (default "query"; "term" for site-wide, submission, organisation).
 * @attr {json} params - Further lookup parameters, a JSON object of scalars (a table filter's qparam and filter-specific parameter).
 * @attr {string} field - Submission variant: handle, pcode or ccode (default: the element's id).
 * @attr {string} text-field - Item field committed into the input (default "text"; "name" for table-filter; "value" for site-wide and submission; "label" for organisation).
 * @attr {string} label-field - Item field shown in the list (default: the text field; "label" for site-wide and submission).
 * @attr {string} search-fields - Comma-separated item fields local matching searches (default: the text field).
 * @attr {string} value-field - Item field submitted as the value (default: the text; "value" for table-filter, site-wide, submission; "id" for organisation).
 * @attr {number} highlighted-index - Suggestion highlighted when the list opens (default -1: none).
 * @attr {number} list-limit - Table filter: suggestions shown at most (default 10).
 * @attr {string} placeholder - Placeholder of the input.
 * @attr {number} size - Size of the input (characters).
 * @attr {number} maxlength - Maximum length of the text.
 * @attr {string} value-type - Type of the input: text (default), search, email, tel or url.
 * @attr {boolean} disabled - Disables the input (so does a disabled fieldset around it).
 * @attr {boolean} required - An empty field is invalid.
 * @attr {boolean} hide-list - Keeps the suggestion list hidden (it is visible by default).
 * @attr {string} value - Initial value (submitted as is, counts as chosen); form reset returns to it.
 * @attr {string} text - Text shown for the initial value when it differs from it (an organisation's name for its id).
 * @attr {boolean} free-text - Inside a form, accept any text instead of requiring a suggestion.
 * @fires cc-commit - A suggestion was committed: detail {text, label, value, item}.
 * @fires cc-focus-out - Focus left the input while the list was visible: detail {text}.
 * @fires cc-error - A lookup failed (generic, table-filter: after the retries): detail {status, message}.
 * @csspart autocomplete - The wrapper (as wide as the input).
 * @csspart input - The text input (role=combobox).
 * @csspart list - The suggestion list (role=listbox), at least as wide as the input.
 * @csspart option - A suggestion; the highlighted one also has the part "highlighted".
 * @csspart highlighted - The highlighted suggestion.
 * @csspart error - The "You must select a value from the suggestions provided." message.
 * @cssprop --cc-color-primary - Background of the highlighted suggestion.
 * @cssprop --cc-color-border - Border of the input and the list.
 * @cssprop --cc-color-error - Colour of the message.
 */
import { defineElement } from '../src/core/define';
import { AutocompleteElement } from '../src/features/autocomplete/AutocompleteElement';
import { autocompleteCss } from '../src/features/autocomplete/autocomplete.styles';

export const CcAutocompleteElement = defineElement('cc-autocomplete', AutocompleteElement, {
  props: {
    variant: 'string',
    label: 'string',
    items: 'json',
    src: 'string',
    method: 'string',
    queryParam: 'string',
    params: 'json',
    field: 'string',
    textField: 'string',
    labelField: 'string',
    searchFields: 'string',
    valueField: 'string',
    highlightedIndex: 'number',
    listLimit: 'number',
    placeholder: 'string',
    size: 'number',
    maxlength: 'number',
    valueType: 'string',
    disabled: 'boolean',
    required: 'boolean',
    hideList: 'boolean',
    value: 'string',
    text: 'string',
    freeText: 'boolean',
  },
  styles: [autocompleteCss],
  formAssociated: true,
});
