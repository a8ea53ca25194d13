/**
 * The auto-complete rules, pure: the variants' limits, turning source items into suggestions,
 * local matching, the table-filter rule, form validity, and one reducer with named change
 * types (the shape of downshift's useCombobox: every event is a named change the reducer turns
 * into the next state). No DOM, no timers, no I/O: the component schedules and fetches, this
 * module decides.
 */

/** The auto-complete inputs of the site. */
export type AutocompleteVariant =
  | 'generic'
  | 'table-filter'
  | 'site-wide'
  | 'submission'
  | 'contest-local'
  | 'organisation';

export const AUTOCOMPLETE_VARIANTS: readonly AutocompleteVariant[] = [
  'generic',
  'table-filter',
  'site-wide',
  'submission',
  'contest-local',
  'organisation',
];

/** What a variant does by default; every field can be overridden by the element's props. */
export interface VariantRules {
  /** No suggestions are looked for below this many characters (after trimming). */
  minLength: number;
  /** Quiet time after the last keystroke before a remote request (0: at once). */
  delayMs: number;
  /** Suggestions shown at most. */
  maxItems: number;
  /** The item field committed into the input as the text. */
  textField: string;
  /** The item field shown in the list ('' : the text field). The site-wide widget shows a label
   * and writes the value into the input, like the widget it replaces. */
  labelField: string;
  /** The item field that is the form value (defaults to the text field when absent). */
  valueField: string;
  /** Name of the query parameter that carries the typed text. */
  queryParam: string;
  /** Remote failures: 'callback' (silent retries, then the error callback) or 'log' (console only). */
  errors: 'callback' | 'log';
  /** The default remote address, when the variant has a fixed one. */
  source: string | null;
}

export const SUBMISSION_FIELDS = ['handle', 'pcode', 'ccode'] as const;
export type SubmissionField = (typeof SUBMISSION_FIELDS)[number];

/** The submission form's suggestions for one of its inputs (handle, pcode, ccode). */
export const submissionSource = (field: SubmissionField) => `/submission/autocomplete/${field}`;
export const ORGANISATION_SOURCE = '/codechef_register/autocomplete/organisation';

/** The table filter's list limit when the table does not give one. */
export const DEFAULT_LIST_LIMIT = 10;

/**
 * Each variant's limits. The generic component: 3 characters, at most 7 suggestions. The table
 * filter: 1 character, requests 500 ms after the last keystroke, listLimit suggestions. The
 * site-wide widget: 2 characters, a 100 ms delay, the first 10 items. The submission form uses
 * the site-wide widget with its own minimum of 1 character. Contest-side local matching: 1
 * character, at most 10 matches. The organisation field of registration-style forms has no
 * limits of its own in the specification; it behaves like the site-wide widget.
 */
export const VARIANT_RULES: Readonly<Record<AutocompleteVariant, VariantRules>> = {
  generic: { minLength: 3, delayMs: 0, maxItems: 7, textField: 'text', labelField: '', valueField: '', queryParam: 'query', errors: 'callback', source: null },
  'table-filter': { minLength: 1, delayMs: 500, maxItems: DEFAULT_LIST_LIMIT, textField: 'name', labelField: '', valueField: 'value', queryParam: 'query', errors: 'callback', source: null },
  'site-wide': { minLength: 2, delayMs: 100, maxItems: 10, textField: 'value', labelField: 'label', valueField: 'value', queryParam: 'term', errors: 'log', source: null },
  submission: { minLength: 1, delayMs: 100, maxItems: 10, textField: 'value', labelField: 'label', valueField: 'value', queryParam: 'term', errors: 'log', source: null },
  'contest-local': { minLength: 1, delayMs: 0, maxItems: 10, textField: 'text', labelField: '', valueField: '', queryParam: 'query', errors: 'log', source: null },
  organisation: { minLength: 2, delayMs: 100, maxItems: 10, textField: 'label', labelField: '', valueField: 'id', queryParam: 'term', errors: 'log', source: ORGANISATION_SOURCE },
};

export const SUGGESTION_REQUIRED_MESSAGE = 'You must select a value from the suggestions provided.';
export const VALUE_MISSING_MESSAGE = 'Please fill out this field.';
export const FILTER_REFUSED_MESSAGE = "Can't apply filter, enter a valid Filter Value.";

/** One entry of the list. */
export interface Suggestion {
  /** Unique in its list (the option's id is built from it). */
  internal_id: string;
  /** The primary text: written into the input on commit. */
  text: string;
  /** What the list shows (the label field, else the text). */
  label: string;
  /** The form value (the value field, else the text). */
  value: string;
  /** The source object (a string item becomes `{text}`). */
  item: Readonly<Record<string, unknown>>;
}

export interface FieldNames {
  textField: string;
  labelField?: string;
  valueField?: string;
}

const fieldText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

/** Source items (objects, strings or numbers) as suggestions; items without a text are dropped. */
export function toSuggestions(items: readonly unknown[], fields: FieldNames): Suggestion[] {
  const out: Suggestion[] = [];
  for (const raw of items) {
    const scalar = fieldText(raw);
    const item: Record<string, unknown> | null =
      scalar !== null ? { [fields.textField]: scalar } : typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
    if (!item) continue;
    const text = fieldText(item[fields.textField]);
    if (text === null || text.trim() === '') continue;
    const value = (fields.valueField ? fieldText(item[fields.valueField]) : null) ?? text;
    const label = (fields.labelField ? fieldText(item[fields.labelField]) : null) || text;
    out.push({ internal_id: String(out.length), text, label, value, item });
  }
  return out;
}

/** "name, code" -> ['name', 'code']; empty means the text field alone. */
export function parseSearchFields(searchFields: string | undefined, textField: string): string[] {
  const fields = (searchFields ?? '').split(',').map((f) => f.trim()).filter((f) => f !== '');
  return fields.length > 0 ? fields : [textField];
}

/**
 * Local matching: case-insensitive, over the search fields; items whose field starts with the
 * query come first (in source order), then those containing it. At most `limit`.
 */
export function matchLocal(suggestions: readonly Suggestion[], query: string, searchFields: readonly string[], limit: number): Suggestion[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const starts: Suggestion[] = [];
  const contains: Suggestion[] = [];
  for (const s of suggestions) {
    let best = -1;
    for (const field of searchFields) {
      const value = fieldText(s.item[field])?.toLowerCase();
      if (value === undefined) continue;
      const at = value.indexOf(needle);
      if (at === 0) best = 0;
      else if (at > 0 && best !== 0) best = 1;
    }
    if (best === 0) starts.push(s);
    else if (best === 1) contains.push(s);
  }
  return [...starts, ...contains].slice(0, Math.max(0, limit)).map((s, i) => ({ ...s, internal_id: String(i) }));
}

/** A remote answer's list: a JSON array, or an object carrying one (suggestions, list, data, items). */
export function answerItems(body: unknown): unknown[] | null {
  if (Array.isArray(body)) return body;
  if (typeof body === 'object' && body !== null) {
    for (const key of ['suggestions', 'list', 'data', 'items', 'results']) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value;
    }
  }
  return null;
}

/** Whether the typed text is long enough to look for suggestions. */
export const meetsMinimum = (text: string, minLength: number) => text.trim().length >= minLength;

/**
 * The table-filter rule: a filter applies only when its value matches a suggestion (its text or
 * its value, ignoring case and surrounding spaces). Otherwise the alert text is the refusal
 * followed by the input's placeholder text.
 */
export function tableFilterCheck(
  value: string,
  suggestions: readonly Pick<Suggestion, 'text' | 'value'>[],
  placeholder: string,
): { ok: true; match: Pick<Suggestion, 'text' | 'value'> } | { ok: false; message: string } {
  const wanted = value.trim().toLowerCase();
  const match = wanted === '' ? undefined : suggestions.find((s) => s.text.trim().toLowerCase() === wanted || s.value.trim().toLowerCase() === wanted);
  if (match) return { ok: true, match };
  return { ok: false, message: placeholder.trim() === '' ? FILTER_REFUSED_MESSAGE : `${FILTER_REFUSED_MESSAGE} ${placeholder.trim()}` };
}

// ---------------------------------------------------------------------------------------------
// The reducer

export interface ComboRules {
  minLength: number;
  maxItems: number;
  /** The highlight after the list opens or the pointer leaves it (default -1: none). */
  initialHighlight: number;
}

export interface ComboState {
  inputValue: string;
  isOpen: boolean;
  highlightedIndex: number;
  suggestions: readonly Suggestion[];
  /** The committed suggestion; it counts only while the input still holds its text. */
  selected: Suggestion | null;
  status: 'idle' | 'loading' | 'done' | 'error';
  /** The newest request: an answer for any other is stale and changes nothing. */
  latestRequest: number;
  /** Whether the pointer is over the list. */
  pointerInList: boolean;
  rules: ComboRules;
  /** What a form reset goes back to. */
  initial: { text: string; value: string };
}

/** The named changes, after downshift's useCombobox.stateChangeTypes. */
export const ChangeType = {
  InputChange: 'InputChange',
  InputKeyDownArrowDown: 'InputKeyDownArrowDown',
  InputKeyDownArrowUp: 'InputKeyDownArrowUp',
  InputKeyDownHome: 'InputKeyDownHome',
  InputKeyDownEnd: 'InputKeyDownEnd',
  InputKeyDownEnter: 'InputKeyDownEnter',
  InputKeyDownTab: 'InputKeyDownTab',
  InputKeyDownEscape: 'InputKeyDownEscape',
  InputBlur: 'InputBlur',
  ItemMouseMove: 'ItemMouseMove',
  ItemClick: 'ItemClick',
  MenuMouseEnter: 'MenuMouseEnter',
  MenuMouseLeave: 'MenuMouseLeave',
  FetchStart: 'FetchStart',
  FetchSuccess: 'FetchSuccess',
  FetchFailure: 'FetchFailure',
  RulesChange: 'RulesChange',
  ValueSet: 'ValueSet',
  FormReset: 'FormReset',
  FormRestore: 'FormRestore',
} as const;
export type ChangeTypeName = (typeof ChangeType)[keyof typeof ChangeType];

export type ComboAction =
  | { type: 'InputChange'; text: string }
  | { type: 'InputKeyDownArrowDown' | 'InputKeyDownArrowUp' | 'InputKeyDownHome' | 'InputKeyDownEnd' }
  | { type: 'InputKeyDownEnter' | 'InputKeyDownTab' | 'InputKeyDownEscape' | 'InputBlur' }
  | { type: 'ItemMouseMove' | 'ItemClick'; index: number }
  | { type: 'MenuMouseEnter' | 'MenuMouseLeave' }
  | { type: 'FetchStart'; requestId: number }
  | { type: 'FetchSuccess'; requestId: number; suggestions: readonly Suggestion[] }
  | { type: 'FetchFailure'; requestId: number }
  | { type: 'RulesChange'; rules: ComboRules }
  /** The page set the value (attribute or property): text shown, value submitted. */
  | { type: 'ValueSet'; text: string; value: string }
  | { type: 'FormReset' }
  | { type: 'FormRestore'; text: string; value: string };

export function initialComboState(rules: ComboRules, text = '', value = text): ComboState {
  return {
    inputValue: text,
    isOpen: false,
    highlightedIndex: -1,
    suggestions: [],
    selected: text === '' ? null : { internal_id: 'initial', text, label: text, value, item: { text, value } },
    status: 'idle',
    latestRequest: 0,
    pointerInList: false,
    rules,
    initial: { text, value },
  };
}

const clampHighlight = (index: number, count: number) => (index >= 0 && index < count ? index : -1);

function committed(state: ComboState, index: number): ComboState {
  const item = state.suggestions[index];
  if (!item) return state;
  return {
    ...state,
    inputValue: item.text,
    selected: item,
    isOpen: false,
    highlightedIndex: -1,
    // A request still under way must not reopen the list over the committed text.
    latestRequest: state.latestRequest + 1,
    status: 'idle',
  };
}

function closed(state: ComboState): ComboState {
  return { ...state, isOpen: false, highlightedIndex: -1, pointerInList: false };
}

function withText(state: ComboState, text: string, value: string): ComboState {
  return {
    ...closed(state),
    inputValue: text,
    selected: text === '' ? null : { internal_id: 'initial', text, label: text, value, item: { text, value } },
    suggestions: [],
    status: 'idle',
    latestRequest: state.latestRequest + 1,
  };
}

/** The next state for one named change. Unknown or irrelevant changes return `state` itself. */
export function comboReducer(state: ComboState, action: ComboAction): ComboState {
  const count = state.suggestions.length;
  switch (action.type) {
    case 'InputChange': {
      const keepSelection = state.selected !== null && state.selected.text === action.text;
      const base = { ...state, inputValue: action.text, selected: keepSelection ? state.selected : null };
      if (!meetsMinimum(action.text, state.rules.minLength)) {
        // Below the minimum nothing is looked for, and an answer still on its way is stale.
        return { ...closed(base), suggestions: [], status: 'idle', latestRequest: state.latestRequest + 1 };
      }
      return { ...base, highlightedIndex: clampHighlight(state.rules.initialHighlight, count) };
    }
    case 'InputKeyDownArrowDown':
      if (count === 0) return state;
      if (!state.isOpen) return { ...state, isOpen: true, highlightedIndex: 0 };
      return { ...state, highlightedIndex: state.highlightedIndex >= count - 1 ? 0 : state.highlightedIndex + 1 };
    case 'InputKeyDownArrowUp':
      if (count === 0) return state;
      if (!state.isOpen) return { ...state, isOpen: true, highlightedIndex: count - 1 };
      return { ...state, highlightedIndex: state.highlightedIndex <= 0 ? count - 1 : state.highlightedIndex - 1 };
    case 'InputKeyDownHome':
      return state.isOpen && count > 0 ? { ...state, highlightedIndex: 0 } : state;
    case 'InputKeyDownEnd':
      return state.isOpen && count > 0 ? { ...state, highlightedIndex: count - 1 } : state;
    case 'InputKeyDownEnter':
    case 'InputKeyDownTab':
      if (state.isOpen && state.highlightedIndex >= 0) return committed(state, state.highlightedIndex);
      return action.type === 'InputKeyDownTab' && state.isOpen ? closed(state) : state;
    case 'InputKeyDownEscape':
    case 'InputBlur':
      return state.isOpen || state.pointerInList ? closed(state) : state;
    case 'ItemMouseMove':
      return action.index >= 0 && action.index < count && action.index !== state.highlightedIndex
        ? { ...state, highlightedIndex: action.index }
        : state;
    case 'ItemClick':
      return committed(state, action.index);
    case 'MenuMouseEnter':
      return state.pointerInList ? state : { ...state, pointerInList: true };
    case 'MenuMouseLeave':
      return { ...state, pointerInList: false, highlightedIndex: clampHighlight(state.rules.initialHighlight, count) };
    case 'FetchStart':
      return { ...state, latestRequest: action.requestId, status: 'loading' };
    case 'FetchSuccess': {
      if (action.requestId !== state.latestRequest) return state;
      const suggestions = action.suggestions.slice(0, Math.max(0, state.rules.maxItems));
      return {
        ...state,
        suggestions,
        status: 'done',
        isOpen: true,
        highlightedIndex: clampHighlight(state.rules.initialHighlight, suggestions.length),
      };
    }
    case 'FetchFailure':
      if (action.requestId !== state.latestRequest) return state;
      return { ...closed(state), suggestions: [], status: 'error' };
    case 'RulesChange':
      return { ...state, rules: action.rules };
    case 'ValueSet':
      return withText(state, action.text, action.value);
    case 'FormReset':
      return withText(state, state.initial.text, state.initial.value);
    case 'FormRestore':
      return withText(state, action.text, action.value);
    default:
      return state;
  }
}

/** The suggestion a change commits (Enter or Tab on the highlight, a click), or null. */
export function commitTarget(state: ComboState, action: ComboAction): Suggestion | null {
  if (action.type === 'ItemClick') return state.suggestions[action.index] ?? null;
  if (action.type === 'InputKeyDownEnter' || action.type === 'InputKeyDownTab') {
    return state.isOpen && state.highlightedIndex >= 0 ? state.suggestions[state.highlightedIndex] ?? null : null;
  }
  return null;
}

/** The suggestion the input holds: the committed one while its text is unchanged. */
export function chosen(state: ComboState): Suggestion | null {
  return state.selected !== null && state.selected.text === state.inputValue ? state.selected : null;
}

export interface FieldRules {
  required: boolean;
  /** An autocomplete form field: its text must be a committed suggestion. */
  requireSuggestion: boolean;
}

export interface FieldOutcome {
  /** What the surrounding form submits. */
  formValue: string;
  /** Empty when valid. */
  message: string;
  flags: { valueMissing?: boolean; customError?: boolean };
}

/** The value and validity a surrounding form sees. */
export function fieldOutcome(state: ComboState, rules: FieldRules): FieldOutcome {
  const pick = chosen(state);
  const empty = state.inputValue.trim() === '';
  const formValue = pick ? pick.value : rules.requireSuggestion ? '' : state.inputValue;
  if (empty) {
    return rules.required
      ? { formValue: '', message: VALUE_MISSING_MESSAGE, flags: { valueMissing: true } }
      : { formValue: '', message: '', flags: {} };
  }
  if (rules.requireSuggestion && !pick) {
    return { formValue, message: SUGGESTION_REQUIRED_MESSAGE, flags: { customError: true } };
  }
  return { formValue, message: '', flags: {} };
}

/** The live-region text for a finished lookup. */
export function resultsAnnouncement(count: number): string {
  return count === 1 ? '1 suggestion' : `${count} suggestions`;
}
