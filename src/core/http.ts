/**
 * The one way the front end talks to the server. Every call gets the CSRF header, the
 * cache-busting rule, its retry policy and the page-level response rules (reload on rate
 * limit, session-limit redirect, error messages); the rules themselves are in http-rules.ts.
 */
import redaxios from 'redaxios';
import { nav } from './nav';
import { requestReload } from './reload-guard';
import { notify } from './notify';
import { reportNetworkError, reportNetworkSuccess } from './connectivity';
import { invalidateTags, tagsChangedBy } from './cache-tags';
import { notePreloadTiming, takePreloadedUrl } from './preloaded';
import { retryInBackground, trackPending } from './http-recovery';
import { bodyText } from './http-body';
import {
  MALFORMED_ANSWER_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  RETRY_POLICIES,
  TIMEOUT_MESSAGE,
  failureMessage,
  buildUrl,
  isFailureBody,
  isRetryableStatus,
  pageActionFor,
  shouldRetry,
  type RetryPolicyName,
} from './http-rules';

export { preloadTiming } from './preloaded';
export { GENERIC_ERROR_MESSAGE, MALFORMED_ANSWER_MESSAGE } from './http-rules';

export type HttpErrorKind = 'network' | 'timeout' | 'http' | 'malformed';

/** How long a call may take, answer body included, before it counts as failed. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    readonly kind: HttpErrorKind,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** Parsed JSON body, or the raw text when it was not JSON. */
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * The error a normaliser throws for an answer it cannot use: the server's message when the
 * answer carries one, else the generic text. Elements show it like any failed call.
 */
export function unusableAnswer(raw: unknown, status = 200): HttpError {
  const message = typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>).message : undefined;
  const text = typeof message === 'string' ? message.trim() : '';
  return new HttpError(text || MALFORMED_ANSWER_MESSAGE, 'malformed', status, raw);
}

type FieldValue = string | number | boolean | null | undefined;
export type FieldValues = Readonly<Record<string, FieldValue | readonly FieldValue[]>>;

/** How `data` is sent. Defaults to JSON. */
export type BodyOptions =
  | { body?: 'json'; data?: unknown }
  | { body: 'form'; data?: FieldValues | URLSearchParams }
  | { body: 'multipart'; data?: FieldValues | FormData };

export interface CommonRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  params?: Readonly<Record<string, FieldValue>>;
  headers?: Readonly<Record<string, string>>;
  policy?: RetryPolicyName;
  proctoringToken?: string;
  /** Called once when the retry budget is spent; the promise rejects as well. */
  onGiveUp?: (error: HttpError) => void;
  /** No error notification; the caller shows its own. */
  quiet?: boolean;
  /**
   * false: the server's page rules (reload on a refused token or a rate limit, redirects) do
   * not apply; such an answer is this call's failure alone. For courtesy calls whose loss costs
   * nothing, which may run while the session changes (a sign-in just answered).
   */
  pageRules?: boolean;
  /** What the answer is: parsed JSON (default) or raw text (server markup). */
  expect?: 'json' | 'text';
  /** Milliseconds before a call that has not fully answered is abandoned (DEFAULT_TIMEOUT_MS). */
  timeoutMs?: number;
}

export type RequestOptions = CommonRequestOptions & BodyOptions;

let csrfToken = '';

/** Settings call this once the page's token is known; every later call sends it. */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

export function getCsrfToken(): string {
  return csrfToken;
}

function appendFields(target: { append(name: string, value: string): void }, data: FieldValues): void {
  for (const [name, value] of Object.entries(data)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly FieldValue[]) {
      if (item === undefined || item === null) continue;
      target.append(name, String(item));
    }
  }
}

/** Encodes `data`; fetch sets the form and multipart content types (with boundary) itself. */
function encodeBody(options: BodyOptions, headers: Record<string, string>): BodyInit | undefined {
  if (options.data === undefined) return undefined;
  switch (options.body) {
    case 'form': {
      if (options.data instanceof URLSearchParams) return options.data;
      const form = new URLSearchParams();
      appendFields(form, options.data);
      return form;
    }
    case 'multipart': {
      if (options.data instanceof FormData) return options.data;
      const form = new FormData();
      appendFields(form, options.data);
      return form;
    }
    default:
      headers['content-type'] = 'application/json';
      return JSON.stringify(options.data);
  }
}

interface Answer {
  status: number;
  /** Parsed JSON, raw text, or undefined when the body could not be read. */
  body: unknown;
  /** False when JSON was expected and the body did not parse. */
  readable: boolean;
}

/** Thrown by send() when the call took longer than its timeout. */
class TimedOut extends Error {}
/** Thrown by send() when the user asked to send a waiting GET again (retryPendingNow). */
class SendAgain extends Error {}

/** The length of the text each parsed JSON object or array came from (see answerLength). */
const answerLengths = new WeakMap<object, number>();

/**
 * How many characters of JSON the answer `body` (an object or array a call resolved with) was
 * parsed from; undefined for anything else. What keeps an answer (the cache) can tell a large
 * one without serialising it again.
 */
export function answerLength(body: unknown): number | undefined {
  return typeof body === 'object' && body !== null ? answerLengths.get(body) : undefined;
}

async function send(options: RequestOptions): Promise<Answer> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...options.headers };
  if (csrfToken) headers['x-csrf-token'] = csrfToken;
  if (options.proctoringToken) headers['x-proctoring-token'] = options.proctoringToken;
  const data = encodeBody(options, headers);
  // A stream keeps redaxios from guessing at JSON: we parse ourselves and can tell a
  // malformed answer from a JSON string. validateStatus lets every HTTP answer resolve, so a
  // rejection means the network failed.
  // One deadline for the request and its body (read below, after redaxios has resolved with
  // the headers): the abort stops either. setTimeout (not AbortSignal.timeout) so fake timers
  // drive it.
  const controller = new AbortController();
  let timedOut = false;
  let sendAgain = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  // Only a GET may be sent twice: the "taking long" notice's Retry abandons this try.
  const untrack = method === 'GET' ? trackPending(() => {
    sendAgain = true;
    controller.abort();
  }) : () => undefined;
  // A page's first GET of data the server preloaded asks for the preloaded address (see
  // preloaded.ts); never with a token the preload could not carry.
  const preloaded = method === 'GET' && !options.params && !options.proctoringToken ? takePreloadedUrl(options.url) : null;
  let response;
  let text: string;
  try {
    response = await redaxios<ReadableStream<Uint8Array> | null | undefined>({
      url: preloaded ?? buildUrl(method, options.url, options.params, Date.now()),
      method,
      headers,
      data,
      responseType: 'stream',
      validateStatus: () => true,
      fetch: (input, init) => fetch(input, { ...init, signal: controller.signal }),
    });
    text = await bodyText(response.data);
  } catch (error) {
    throw timedOut ? new TimedOut() : sendAgain ? new SendAgain() : error;
  } finally {
    clearTimeout(deadline);
    untrack();
  }
  if (options.expect === 'text') return { status: response.status, body: text, readable: true };
  if (text === '' && (response.status === 204 || response.status === 205)) {
    return { status: response.status, body: null, readable: true };
  }
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'object' && body !== null) answerLengths.set(body, text.length);
    if (preloaded) notePreloadTiming(body, preloaded);
    return { status: response.status, body, readable: true };
  } catch {
    return { status: response.status, body: text, readable: false };
  }
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A GET the server left unanswered (timeout), failed (5xx, after the policy's retries) or the
 * network lost is tried again in the background with backoff (http-recovery.ts); its answer
 * only tells the page to load again.
 */
function keepTrying(options: RequestOptions): void {
  if ((options.method ?? 'GET') !== 'GET') return;
  const key = `GET ${options.url} ${JSON.stringify(options.params ?? {})}`;
  retryInBackground(key, async () => {
    try {
      const answer = await send(options);
      return answer.readable && answer.status < 500;
    } catch {
      return false;
    }
  });
}

/** Performs a call under its retry policy; resolves with the answer's body. */
export async function request<T>(options: RequestOptions): Promise<T> {
  const policyName = options.policy ?? 'shared';
  const policy = RETRY_POLICIES[policyName];
  const quiet = options.quiet === true || policy.silent;
  const fail = (error: HttpError, show: boolean): never => {
    if (show && !quiet) notify({ style: 'error', message: error.message });
    throw error;
  };

  // What this call may change on the server: cached answers about it are dropped once it has
  // been answered, unless refused (4xx); a call with no answer may still have changed something.
  const changes = tagsChangedBy(options.method ?? 'GET', options.url, options.data);
  for (let retriesMade = 0; ; retriesMade++) {
    let answer: Answer;
    try {
      answer = await send(options);
    } catch (error) {
      // The call may have reached the server: what it changes is no longer cached.
      invalidateTags(changes);
      if (error instanceof SendAgain) {
        retriesMade--;
        continue;
      }
      if (error instanceof TimedOut) {
        // The server took the request and never finished answering: reported at once (the
        // page shows its error with Reload rather than a spinner for minutes; not offline, so
        // no offline banner), while a GET is tried again in the background.
        const timeout = new HttpError(TIMEOUT_MESSAGE, 'timeout', 0, undefined);
        options.onGiveUp?.(timeout);
        if (policyName !== 'none') keepTrying(options);
        return fail(timeout, true);
      }
      // No HTTP answer: the network is down, not the server. Retrying at once would only
      // storm; a GET is tried again in the background, with backoff.
      reportNetworkError();
      if (policyName !== 'none') keepTrying(options);
      return fail(new HttpError(NETWORK_ERROR_MESSAGE, 'network', 0, undefined), false);
    }
    reportNetworkSuccess();
    const { status, body, readable } = answer;
    // A refusal (4xx) changed nothing; any other answer may have.
    if (status < 400 || status >= 500) invalidateTags(changes);
    const ok = status >= 200 && status < 300;

    if (readable && options.expect !== 'text' && options.pageRules !== false) {
      const action = pageActionFor(status, body, nav.path());
      if (action) {
        // The page is leaving (at once, or after the reload guard's wait, which shows its own
        // message); a message would only flash. A redirect the navigation rule refuses leaves
        // nothing, so the user is told what the server said.
        const leaving = action.kind === 'reload' ? (requestReload(failureMessage(body)), true) : nav.assign(action.url);
        return fail(new HttpError(failureMessage(body), 'http', status, body), !leaving);
      }
    }

    if (!ok && shouldRetry(policyName, status, retriesMade)) {
      await wait(policy.delayMs);
      continue;
    }

    if (!ok) {
      const error = new HttpError(readable ? failureMessage(body) : failureMessage(undefined), 'http', status, body);
      if (isRetryableStatus(policyName, status)) options.onGiveUp?.(error);
      if (status >= 500 && policyName !== 'none') keepTrying(options);
      return fail(error, true);
    }
    if (!readable) return fail(new HttpError(MALFORMED_ANSWER_MESSAGE, 'malformed', status, body), true);
    if (options.expect !== 'text' && isFailureBody(body)) {
      return fail(new HttpError(failureMessage(body), 'http', status, body), true);
    }
    return body as T;
  }
}

type ShortcutOptions = Omit<CommonRequestOptions, 'method' | 'url'>;

export function get<T>(url: string, options: ShortcutOptions = {}): Promise<T> {
  return request<T>({ ...options, method: 'GET', url });
}

/** POST; `data` goes as JSON unless `body: 'form' | 'multipart'` says otherwise. */
export function post<T>(url: string, data?: unknown, options?: ShortcutOptions & { body?: 'json' }): Promise<T>;
export function post<T>(
  url: string,
  data: FieldValues | URLSearchParams,
  options: ShortcutOptions & { body: 'form' },
): Promise<T>;
export function post<T>(
  url: string,
  data: FieldValues | FormData,
  options: ShortcutOptions & { body: 'multipart' },
): Promise<T>;
export function post<T>(
  url: string,
  data?: unknown,
  options: ShortcutOptions & { body?: RequestOptions['body'] } = {},
): Promise<T> {
  // The overloads above keep `data` and `body` consistent for callers.
  return request<T>({ ...options, method: 'POST', url, data } as RequestOptions);
}
