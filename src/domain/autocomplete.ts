/**
 * The auto-complete rules, pure: the variants' limits, turning source items into suggestions,
 * local matching, the table-filter rule and the announcement. The combobox reducer is in
 * ./combobox.ts. No DOM, no timers, no I/O: the component schedules and fetches, these decide.
 */

import { AUTOCOMPLETE_VARIANTS, SUBMISSION_FIELDS } from '../declarations/cc-autocomplete.decl';

// The lists are the element's declared values (the declaration is their one source).
export { AUTOCOMPLETE_VARIANTS, SUBMISSION_FIELDS };

/** The auto-complete inputs of the site. */
export type AutocompleteVariant = (typeof AUTOCOMPLETE_VARIANTS)[number];

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

export type SubmissionField = (typeof SUBMISSION_FIELDS)[number];

/** The submission form's suggestions for one of its inputs (handle, pcode, ccode). */
export const submissionSource = (field: SubmissionField) => `/submission/autocomplete/${field}`;
const ORGANISATION_SOURCE = '/codechef_register/autocomplete/organisation';

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
export { FILTER_REFUSED_MESSAGE, tableFilterCheck } from './table-filter';

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

/** Whether the typed text is long enough to look for suggestions. */
export const meetsMinimum = (text: string, minLength: number) => text.trim().length >= minLength;

/** The live-region text for a finished lookup. */
export function resultsAnnouncement(count: number): string {
  return count === 1 ? '1 suggestion' : `${count} suggestions`;
}
