/**
 * Nothing typed is lost: what the user entered in a server form survives a Reload after a
 * failing call, the retries, and a re-rendered error form (the server's new markup gets the
 * user's values back), and long fields (textareas) are kept as drafts in storage across a page
 * reload until the form is accepted. Files cannot be put back (browsers forbid it), hidden
 * inputs belong to the server, and a control marked data-fresh (a captcha answer, a one-time
 * code) starts empty in every new rendering on purpose.
 */
import { storage } from '../../core/storage';

const TEXT_LIKE = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'number', 'password', 'date', 'time',
  'datetime-local', 'month', 'week', 'color', 'range']);

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The user's values by control name, in document order (names may repeat: name[] lists). */
export type KeptValues = Map<string, string[]>;

function keptControls(form: HTMLFormElement): Control[] {
  return [...form.querySelectorAll<Control>('input[name], select[name], textarea[name]')].filter((control) => {
    if (control.hasAttribute('data-fresh') || control.disabled) return false;
    if (control instanceof HTMLInputElement) {
      return TEXT_LIKE.has(control.type) || control.type === 'checkbox' || control.type === 'radio';
    }
    return true;
  });
}

/** Auto-complete fields (form-associated elements): a chosen suggestion is kept as [value, text]. */
const AUTOCOMPLETES = 'cc-autocomplete[name]';

/**
 * What the form holds now. Checkboxes and radios record the values that are checked; an
 * auto-complete records its chosen value (what the form submits) and the text shown for it.
 */
export function captureValues(form: HTMLFormElement): KeptValues {
  const values: KeptValues = new Map();
  const submitted = new FormData(form);
  for (const box of form.querySelectorAll(AUTOCOMPLETES)) {
    const name = box.getAttribute('name') ?? '';
    const value = submitted.get(name);
    const text = box.shadowRoot?.querySelector('input')?.value ?? '';
    // Only a chosen suggestion is a value; a half-typed text would come back as if chosen.
    if (typeof value === 'string' && value !== '' && text !== '') values.set(name, [value, text]);
  }
  for (const control of keptControls(form)) {
    const list = values.get(control.name) ?? [];
    values.set(control.name, list);
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked) list.push(control.value);
    } else if (control instanceof HTMLSelectElement && control.multiple) {
      list.push(...[...control.selectedOptions].map((option) => option.value));
    } else {
      list.push(control.value);
    }
  }
  return values;
}

/** Puts kept values back into a (new) rendering of the form; names it does not have are skipped. */
export function restoreValues(form: HTMLFormElement, values: KeptValues): void {
  for (const box of form.querySelectorAll(AUTOCOMPLETES)) {
    const kept = values.get(box.getAttribute('name') ?? '');
    if (kept?.length !== 2) continue;
    // The element takes a changed value/text as its chosen suggestion, before or after it renders.
    box.setAttribute('value', kept[0]);
    box.setAttribute('text', kept[1]);
  }
  const used = new Map<string, number>();
  for (const control of keptControls(form)) {
    const kept = values.get(control.name);
    if (kept === undefined) continue;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      control.checked = kept.includes(control.value);
    } else if (control instanceof HTMLSelectElement && control.multiple) {
      for (const option of control.options) option.selected = kept.includes(option.value);
    } else {
      const index = used.get(control.name) ?? 0;
      used.set(control.name, index + 1);
      if (index < kept.length) setValue(control, kept[index]);
    }
  }
}

/** A select only takes a value it offers (a state list may have changed); others take any. */
function setValue(control: Control, value: string): void {
  if (control instanceof HTMLSelectElement && ![...control.options].some((option) => option.value === value)) return;
  control.value = value;
}

const DRAFT_PREFIX = 'cc-form-draft:';

/** Drafts are per user and form address, so one person's text never shows for another. */
export const draftKey = (username: string, address: string): string => `${DRAFT_PREFIX}${username}|${address}`;

/** The form's textareas with their current text, saved (or removed when all are empty). */
export function saveDrafts(key: string, form: HTMLFormElement): void {
  const drafts: Record<string, string> = {};
  for (const area of form.querySelectorAll<HTMLTextAreaElement>('textarea[name]')) {
    if (!area.hasAttribute('data-fresh') && area.value.trim() !== '') drafts[area.name] = area.value;
  }
  if (Object.keys(drafts).length) storage.set(key, JSON.stringify(drafts));
  else storage.remove(key);
}

/** Fills empty textareas from a saved draft (a server-given text is not overwritten). */
export function restoreDrafts(key: string, form: HTMLFormElement): void {
  let drafts: unknown;
  try {
    drafts = JSON.parse(storage.get(key) ?? 'null');
  } catch {
    storage.remove(key);
    return;
  }
  if (typeof drafts !== 'object' || drafts === null) return;
  for (const area of form.querySelectorAll<HTMLTextAreaElement>('textarea[name]')) {
    const text = (drafts as Record<string, unknown>)[area.name];
    if (typeof text === 'string' && area.value === '' && !area.hasAttribute('data-fresh')) area.value = text;
  }
}

export const forgetDrafts = (key: string): void => storage.remove(key);
