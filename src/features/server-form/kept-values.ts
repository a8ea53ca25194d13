/**
 * Nothing typed is lost: what the user entered in a server form survives a Reload after a
 * failing call, the retries, and a re-rendered error form (the server's new markup gets the
 * user's values back), and every field but a secret one is kept as a draft in storage across a
 * page reload (F5) until the form is accepted. Files cannot be put back (browsers forbid it),
 * hidden inputs belong to the server, and a control marked data-fresh (a captcha answer, a
 * one-time code) starts empty in every new rendering on purpose. Secrets (passwords, one-time
 * codes, captcha answers, tokens) never reach storage.
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

/** Names that say a field holds a secret, whatever its type. */
const SECRET_NAME = /pass(word|wd|phrase)?|secret|captcha|otp|token|pin$|cvv|cvc|card/i;

/** Whether a control holds something that must never be written to storage. */
function isSecretControl(control: Element): boolean {
  if (control instanceof HTMLInputElement && (control.type === 'password' || control.type === 'hidden' || control.type === 'file')) return true;
  if (control.hasAttribute('data-fresh') || control.closest('[data-captcha]')) return true;
  const autocomplete = (control.getAttribute('autocomplete') ?? '').toLowerCase();
  if (/password|one-time-code|cc-/.test(autocomplete)) return true;
  return SECRET_NAME.test(control.getAttribute('name') ?? '') || SECRET_NAME.test(control.id);
}

/** The names whose every control in `form` may be kept as a draft. */
function draftableNames(form: HTMLFormElement): Set<string> {
  const names = new Set<string>();
  const secret = new Set<string>();
  for (const control of form.querySelectorAll<Control>('input[name], select[name], textarea[name]')) {
    (isSecretControl(control) ? secret : names).add(control.name);
  }
  for (const box of form.querySelectorAll(AUTOCOMPLETES)) {
    const name = box.getAttribute('name') ?? '';
    (isSecretControl(box) ? secret : names).add(name);
  }
  for (const name of secret) names.delete(name);
  return names;
}

/** The form's non-secret values, saved (or removed when none has a value). */
export function saveDrafts(key: string, form: HTMLFormElement): void {
  const allowed = draftableNames(form);
  const drafts: Record<string, string[]> = {};
  for (const [name, list] of captureValues(form)) {
    if (allowed.has(name) && list.some((value) => value.trim() !== '')) drafts[name] = list;
  }
  if (Object.keys(drafts).length) storage.set(key, JSON.stringify(drafts));
  else storage.remove(key);
}

/**
 * The saved draft for `form`, as kept values: only names the form has and may keep (never a
 * secret, even when storage says otherwise), and no textarea that already holds a server-given
 * text. null when there is none. A draft of an older build ({name: text}) still reads.
 */
export function readDrafts(key: string, form: HTMLFormElement): KeptValues | null {
  let drafts: unknown;
  try {
    drafts = JSON.parse(storage.get(key) ?? 'null');
  } catch {
    storage.remove(key);
    return null;
  }
  if (typeof drafts !== 'object' || drafts === null || Array.isArray(drafts)) return null;
  const allowed = draftableNames(form);
  for (const area of form.querySelectorAll<HTMLTextAreaElement>('textarea[name]')) {
    if (area.value !== '') allowed.delete(area.name);
  }
  const values: KeptValues = new Map();
  for (const [name, saved] of Object.entries(drafts as Record<string, unknown>)) {
    const list = typeof saved === 'string' ? [saved] : Array.isArray(saved) ? saved.filter((v): v is string => typeof v === 'string') : [];
    if (allowed.has(name) && list.length) values.set(name, list);
  }
  return values.size ? values : null;
}

export const forgetDrafts = (key: string): void => storage.remove(key);
