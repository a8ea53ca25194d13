import { declareElement, t } from '../core/declare';
import { autocompleteParts } from './shared.decl';

// The allowed values, written once: domain/autocomplete.ts, ui/Autocomplete.tsx and the
// component import these lists.
export const AUTOCOMPLETE_VARIANTS = ['generic', 'table-filter', 'site-wide', 'submission', 'contest-local', 'organisation'] as const;
export const AUTOCOMPLETE_METHODS = ['get', 'post'] as const;
export const SUBMISSION_FIELDS = ['handle', 'pcode', 'ccode'] as const;
export const INPUT_TYPES = ['text', 'search', 'email', 'tel', 'url'] as const;

export const declaration = declareElement({
  tag: 'cc-autocomplete',
  summary: 'A text input with a suggestion list (ARIA combobox), in every variant of the site, and a form field.',
  description:
    'Variants: "generic" (local items or a remote address; 3 characters; at most 7 suggestions), ' +
    '"table-filter" (1 character; requests 500 ms after the last keystroke; list-limit suggestions), ' +
    '"site-wide" (2 characters; 100 ms delay; the first 10 items), "submission" (the site-wide widget of ' +
    'the submission form: 1 character; GET /submission/autocomplete/{field}?term=, the field being the ' +
    'field attribute or the element\'s id: handle, pcode or ccode), "contest-local" (1 character; at most ' +
    '10 matches among the local items) and "organisation" (GET /codechef_register/autocomplete/organisation' +
    '?term=; items {id, label}). No request is made below the minimum length, and an older answer never ' +
    'replaces a newer one. Remote failures of the generic and table-filter inputs are retried after 2 s ' +
    'while fewer than 10 retries were made (status 499 or above), then cc-error fires; nothing is shown. ' +
    'The other variants only log. Keyboard: ArrowDown/ArrowUp move the highlight (opening the list), ' +
    'Home/End jump, Enter or Tab commits the highlighted suggestion as the text, Escape closes the list; ' +
    'the pointer highlights on hover and a click commits. Finished lookups are announced ("3 ' +
    'suggestions"). The element is form-associated: with a name it submits the chosen suggestion\'s ' +
    'value; inside a form its text must be a chosen suggestion, otherwise "You must select a value from ' +
    'the suggestions provided." shows and the form does not submit. Form reset restores the initial ' +
    'value; the browser\'s back/forward restore keeps the chosen value.',
  formAssociated: true,
  props: {
    variant: {
      type: t.oneOf(...AUTOCOMPLETE_VARIANTS),
      default: 'generic',
      description: 'Which auto-complete input this is; it sets the minimum length, the delay, the list size and the item fields.',
    },
    label: {
      type: t.string,
      description: 'Accessible name of the input (default: the text of a <label for> pointing at the element, else the placeholder).',
    },
    items: {
      type: t.array(t.union(t.string, t.number, t.record(t.unknown))),
      description: 'Local items: objects, or strings/numbers (each becomes {text}). Also settable as a property.',
    },
    src: {
      type: t.string,
      description: 'Remote address of the lookups (wins over items); the answer is JSON: an array, or an object ' +
        'with a suggestions/list/data/items/results array.',
    },
    method: { type: t.oneOf(...AUTOCOMPLETE_METHODS), default: 'get', description: 'GET (default) or POST (fields sent as a form body).' },
    queryParam: {
      type: t.string,
      description: 'Name of the parameter carrying the typed text (default "query"; "term" for site-wide, submission, organisation).',
    },
    params: {
      type: t.record(t.union(t.string, t.number, t.boolean)),
      description: 'Further lookup parameters, a JSON object of scalars (a table filter\'s qparam and filter-specific parameter).',
    },
    field: { type: t.oneOf(...SUBMISSION_FIELDS), description: 'Submission variant: handle, pcode or ccode (default: the element\'s id).' },
    textField: {
      type: t.string,
      description: 'Item field committed into the input (default "text"; "name" for table-filter; "value" for site-wide ' +
        'and submission; "label" for organisation).',
    },
    labelField: {
      type: t.string,
      description: 'Item field shown in the list (default: the text field; "label" for site-wide and submission).',
    },
    searchFields: { type: t.string, description: 'Comma-separated item fields local matching searches (default: the text field).' },
    valueField: {
      type: t.string,
      description: 'Item field submitted as the value (default: the text; "value" for table-filter, site-wide, submission; "id" for organisation).',
    },
    highlightedIndex: { type: t.number, default: -1, description: 'Suggestion highlighted when the list opens (default -1: none).' },
    listLimit: { type: t.number, default: 10, description: 'Table filter: suggestions shown at most (default 10).' },
    placeholder: { type: t.string, description: 'Placeholder of the input.' },
    size: { type: t.number, description: 'Size of the input (characters).' },
    maxlength: { type: t.number, description: 'Maximum length of the text.' },
    valueType: {
      type: t.oneOf(...INPUT_TYPES),
      default: 'text',
      description: 'Type of the input: text (default), search, email, tel or url.',
    },
    disabled: { type: t.boolean, description: 'Disables the input (so does a disabled fieldset around it).' },
    required: { type: t.boolean, description: 'An empty field is invalid.' },
    hideList: { type: t.boolean, description: 'Keeps the suggestion list hidden (it is visible by default).' },
    value: { type: t.string, description: 'Initial value (submitted as is, counts as chosen); form reset returns to it.' },
    text: { type: t.string, description: 'Text shown for the initial value when it differs from it (an organisation\'s name for its id).' },
    freeText: { type: t.boolean, description: 'Inside a form, accept any text instead of requiring a suggestion.' },
  },
  events: {
    'cc-commit': {
      detail: t.object({ text: t.string, label: t.string, value: t.string, item: t.record(t.unknown) }),
      description: 'A suggestion was committed (Tab, Enter or a click): detail {text, label, value, item}.',
    },
    'cc-focus-out': { detail: t.object({ text: t.string }), description: 'Focus left the input while the list was visible: detail {text}.' },
    'cc-validity': {
      detail: t.object({ valid: t.boolean, message: t.string }),
      description: 'Inside a form, the field became valid or invalid (empty while required, or text that is not a chosen suggestion): detail {valid, message}. A form disables its submit meanwhile.',
    },
    'cc-error': {
      detail: t.object({ status: t.number, message: t.string }),
      description: 'A lookup failed (generic, table-filter: after the retries): detail {status, message}.',
    },
  },
  parts: autocompleteParts,
  cssProperties: {
    '--cc-color-primary': 'Background of the highlighted suggestion.',
    '--cc-color-border': 'Border of the input and the list.',
    '--cc-color-error': 'Colour of the message.',
  },
});
