/**
 * Server-driven forms (answers in the form server response shape): GET {form address} for the markup,
 * POST {form address} with the serialized fields, POST {form address}?validate={field} for one
 * field. Every call runs under the 'form' retry policy (499 and above: 5 retries, 2 s apart) and
 * sends the x-csrf-token header (core/http adds it to every call).
 *
 * An answer with status 'error' is a normal answer here (field errors, a refusal with a
 * message), whatever its HTTP status below 499. Everything else that goes wrong (the retry
 * budget spent, no network, an unreadable answer) is a FormCallError, shown with
 * the any-failing-form-call text.
 */
import { HttpError, MALFORMED_ANSWER_MESSAGE, request } from '../core/http';
import { isRetryableStatus } from '../core/http-rules';
import { asObject, num, str } from '../core/json';

export interface FormAnswer {
  status: 'success' | 'error';
  /** Form markup (untrusted); null when the answer has none. */
  form: string | null;
  formId: string | null;
  /** Field name (as the server writes it) to message. */
  errors: Record<string, string>;
  /** Messages for no field: a refusal's message, or errors sent as a list. */
  messages: string[];
  /** The success message, if any. */
  success: string | null;
  redirect: string | null;
  /** Milliseconds before the redirect; undefined when the server gave none (or a bad one). */
  timeout: number | undefined;
}

export class FormCallError extends Error {
  override readonly name = 'FormCallError';
  constructor(message: string, readonly reason: unknown) {
    super(message);
  }
}

const text = (value: unknown): string | null => {
  const s = str(value);
  return s !== undefined && s.trim() !== '' ? s : null;
};

/**
 * The form server response in our shape, or null when it is not one. `rate_limit_exceeded`
 * never gets here: core/http reloads the page for it.
 */
export function normaliseFormAnswer(raw: unknown): FormAnswer | null {
  const answer = asObject(raw);
  if (!answer || (answer.status !== 'success' && answer.status !== 'error')) return null;
  const errors: Record<string, string> = {};
  const messages: string[] = [];
  const rawErrors = answer.errors;
  if (Array.isArray(rawErrors)) {
    // Some endpoints send a plain list (and PHP sends [] for an empty map).
    for (const item of rawErrors) {
      const message = text(item);
      if (message) messages.push(message);
    }
  } else {
    for (const [name, value] of Object.entries(asObject(rawErrors) ?? {})) {
      const message = text(value);
      if (message && name.trim() !== '') errors[name] = message;
    }
  }
  const message = text(answer.message);
  if (message && answer.status === 'error') messages.unshift(message);
  const timeout = num(answer.timeout);
  return {
    status: answer.status,
    form: typeof answer.form === 'string' && answer.form.trim() !== '' ? answer.form : null,
    formId: text(answer.formId),
    errors,
    messages,
    success: text(answer.success),
    redirect: text(answer.redirect),
    timeout: timeout !== undefined && timeout >= 0 ? timeout : undefined,
  };
}

type Body = { body: 'form'; data: URLSearchParams } | { body: 'multipart'; data: FormData };

async function formCall(method: 'GET' | 'POST', url: string, body?: Body, params?: Record<string, string>): Promise<FormAnswer> {
  let raw: unknown;
  try {
    // quiet: the form shows its own failure text (with the support address) instead of a toast.
    raw = await request<unknown>({ method, url, params, policy: 'form', quiet: true, ...(body ?? {}) });
  } catch (error) {
    if (error instanceof HttpError && error.kind === 'http' && !isRetryableStatus('form', error.status)) {
      const answer = normaliseFormAnswer(error.body);
      if (answer?.status === 'error') return answer;
    }
    throw new FormCallError(error instanceof Error ? error.message : String(error), error);
  }
  const answer = normaliseFormAnswer(raw);
  if (!answer) throw new FormCallError(MALFORMED_ANSWER_MESSAGE, raw);
  return answer;
}

/** The form to show. A success without markup is unusable, hence a failing call. */
export async function loadForm(url: string): Promise<FormAnswer> {
  const answer = await formCall('GET', url);
  if (answer.status === 'success' && answer.form === null) throw new FormCallError(MALFORMED_ANSWER_MESSAGE, answer);
  return answer;
}

/**
 * The fields as the form calls send them: multipart when the form says so, else urlencoded. A
 * file cannot go urlencoded; like a browser, its name is sent instead.
 */
function formBody(data: FormData, multipart: boolean): Body {
  if (multipart) return { body: 'multipart', data };
  const fields = new URLSearchParams();
  for (const [name, value] of data) fields.append(name, typeof value === 'string' ? value : value.name);
  return { body: 'form', data: fields };
}

export function submitForm(url: string, data: FormData, multipart = false): Promise<FormAnswer> {
  return formCall('POST', url, formBody(data, multipart));
}

/** The whole form, posted with ?validate={field}: the server checks that field only. */
export function validateFormField(url: string, field: string, data: FormData, multipart = false): Promise<FormAnswer> {
  return formCall('POST', url, formBody(data, multipart), { validate: field });
}
