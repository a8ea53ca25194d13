/**
 * The rules of server-driven forms (the form flow, field validation, failure texts), pure: the
 * form's state and how each answer changes it, the redirect timing, error names, file checks,
 * the form address check and the texts. No DOM here.
 */
import type { FormAnswer } from '../../api/forms';

export const DEFAULT_REDIRECT_DELAY_MS = 3000;

/** The text for any failing form call. */
export const failedFormText = (email: string): string =>
  `Please try submitting/reloading form, if this problem persists please report this at ${email}.`;

export const BAD_ADDRESS_TEXT = 'This form cannot be shown: its address is missing or not valid.';
export const LOADING_TEXT = 'Loading the form…';

/** File inputs. */
const fileFormatText = (allowed: readonly string[]): string =>
  `File format not supported. Allowed formats are : ${allowed.join(', ')}`;
const fileSizeText = (limitKb: number): string => `File size should be less than ${limitKb} KB.`;

/**
 * Timeout 0 with a redirect goes at once; no timeout waits 3000 ms; otherwise the
 * given milliseconds. null when there is nowhere to go.
 */
export function redirectDelay(answer: Pick<FormAnswer, 'redirect' | 'timeout'>): number | null {
  if (!answer.redirect) return null;
  return answer.timeout === undefined ? DEFAULT_REDIRECT_DELAY_MS : answer.timeout;
}

/** Error names have underscores turned into hyphens to match the form's elements. */
export const errorKey = (name: string): string => name.replace(/_/g, '-');

/**
 * The address the form is loaded from and posted to, as a same-origin path, or null. Another
 * origin is refused: every call carries the page's CSRF token.
 */
export function formAddress(src: string | undefined, origin: string): string | null {
  const value = src?.trim() ?? '';
  if (value === '' || /[\u0000-\u0020\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null;
  return url.pathname + url.search;
}

/** "pdf, .PNG,jpg" -> ['pdf', 'png', 'jpg']; null when the input names no list. */
export function supportedExtensions(raw: string | null): string[] | null {
  const list = (raw ?? '').split(/[\s,|]+/).map((item) => item.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
  return list.length ? [...new Set(list)] : null;
}

/** A size limit in KB, or null when there is none (or it is not a positive number). */
export function sizeLimitKb(raw: string | null): number | null {
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** What is wrong with a chosen file (in the site's exact words), or null. */
export function fileProblem(
  file: { name: string; size: number },
  supported: readonly string[] | null,
  limitKb: number | null,
): string | null {
  if (supported) {
    const dot = file.name.lastIndexOf('.');
    const extension = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
    if (!supported.includes(extension)) return fileFormatText(supported);
  }
  if (limitKb !== null && file.size > limitKb * 1024) return fileSizeText(limitKb);
  return null;
}

/** A field's wait before validating (data-delay, ms); 0 when absent or not a usable number. */
export function validationDelay(raw: string | null): number {
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 60_000) : 0;
}

export type FieldMark = 'error' | 'correct';

export interface FormState {
  /** 'loading' shows the overlay. */
  phase: 'loading' | 'ready';
  /** The markup shown (untrusted, sanitised when rendered); null before the first form. */
  markup: string | null;
  formId: string | null;
  /** Bumped whenever markup is (re)rendered: answers about an older rendering are stale. */
  version: number;
  /** Field errors by the server's field name. */
  errors: Record<string, string>;
  marks: Record<string, FieldMark>;
  /** Messages for no field (shown in the list with a cross mark). */
  messages: string[];
  success: string | null;
  /** A failing call: the failure text with a Reload button. */
  failed: boolean;
}

export const initialFormState: FormState = {
  phase: 'loading', markup: null, formId: null, version: 0, errors: {}, marks: {}, messages: [], success: null, failed: false,
};

export type FormAction =
  | { type: 'load' }
  | { type: 'loaded'; answer: FormAnswer }
  | { type: 'submit' }
  | { type: 'submitted'; answer: FormAnswer }
  | { type: 'failed' }
  | { type: 'dismiss-failure' }
  | { type: 'validating'; field: string }
  | { type: 'validated'; field: string; answer: FormAnswer }
  | { type: 'field-problem'; field: string; message: string | null };

const without = <T,>(record: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _dropped, ...rest } = record;
  return rest;
};

const marksFor = (errors: Record<string, string>): Record<string, FieldMark> =>
  Object.fromEntries(Object.keys(errors).map((name) => [name, 'error' as const]));

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'load':
      return { ...state, phase: 'loading', failed: false, success: null, messages: [] };
    case 'loaded': {
      const { answer } = action;
      const fresh = answer.form !== null;
      return {
        ...state,
        phase: 'ready',
        markup: fresh ? answer.form : state.markup,
        formId: answer.formId ?? state.formId,
        version: fresh ? state.version + 1 : state.version,
        errors: answer.errors,
        marks: marksFor(answer.errors),
        messages: answer.messages,
      };
    }
    case 'submit':
      return { ...state, phase: 'loading', failed: false, messages: [] };
    case 'submitted': {
      const { answer } = action;
      const fresh = answer.form !== null;
      const base = {
        ...state,
        phase: 'ready' as const,
        markup: fresh ? answer.form : state.markup,
        formId: answer.formId ?? state.formId,
        version: fresh ? state.version + 1 : state.version,
      };
      if (answer.status === 'success') {
        return { ...base, errors: {}, marks: {}, messages: [], success: answer.success };
      }
      // A re-rendered form starts unmarked; the new errors are all there is to show.
      const kept = fresh ? {} : state.marks;
      return { ...base, errors: answer.errors, marks: { ...kept, ...marksFor(answer.errors) }, messages: answer.messages };
    }
    case 'failed':
      return { ...state, phase: 'ready', failed: true };
    case 'dismiss-failure':
      return { ...state, failed: false };
    case 'validating':
      // Earlier errors clear on re-validation.
      return { ...state, errors: without(state.errors, action.field), marks: without(state.marks, action.field) };
    case 'validated': {
      const { field, answer } = action;
      if (answer.status === 'success') return { ...state, errors: without(state.errors, field), marks: { ...state.marks, [field]: 'correct' } };
      const message = answer.errors[field] ?? Object.values(answer.errors)[0] ?? answer.messages[0] ?? null;
      return {
        ...state,
        errors: message ? { ...state.errors, [field]: message } : state.errors,
        marks: { ...state.marks, [field]: 'error' },
      };
    }
    case 'field-problem':
      return action.message === null
        ? { ...state, errors: without(state.errors, action.field), marks: without(state.marks, action.field) }
        : { ...state, errors: { ...state.errors, [action.field]: action.message }, marks: { ...state.marks, [action.field]: 'error' } };
  }
}
