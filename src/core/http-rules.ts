/**
 * The pure rules behind every server call: which answers are retried, which
 * reload or redirect the page, and which count as failures. No I/O here, so each rule is unit
 * tested on its own and http.ts only wires them together.
 */

export type RetryPolicyName = 'shared' | 'comment' | 'form' | 'autocomplete' | 'none';

export interface RetryPolicy {
  /** Lowest HTTP status that is retried. */
  retryFromStatus: number;
  /** Retries after the first attempt (so maxRetries + 1 calls at most). */
  maxRetries: number;
  delayMs: number;
  /** Never show a message, whatever the caller asked. */
  silent: boolean;
}

/** One table for all call families; the error rules state each as "status above N". */
export const RETRY_POLICIES: Readonly<Record<RetryPolicyName, RetryPolicy>> = {
  shared: { retryFromStatus: 501, maxRetries: 10, delayMs: 2000, silent: false },
  comment: { retryFromStatus: 499, maxRetries: 10, delayMs: 2000, silent: false },
  form: { retryFromStatus: 499, maxRetries: 5, delayMs: 2000, silent: false },
  autocomplete: { retryFromStatus: 499, maxRetries: 10, delayMs: 2000, silent: true },
  none: { retryFromStatus: Number.POSITIVE_INFINITY, maxRetries: 0, delayMs: 0, silent: false },
};

export function isRetryableStatus(policy: RetryPolicyName, status: number): boolean {
  return status >= RETRY_POLICIES[policy].retryFromStatus;
}

/** `retriesMade` counts retries already sent, not counting the first attempt. */
export function shouldRetry(policy: RetryPolicyName, status: number, retriesMade: number): boolean {
  return isRetryableStatus(policy, status) && retriesMade < RETRY_POLICIES[policy].maxRetries;
}

export const SESSION_LIMIT_MESSAGE = 'Session limit exceeded';
export const GENERIC_ERROR_MESSAGE = 'Some error occurred';
/**
 * An answer the client cannot use (not JSON, or not the shape a normaliser needs) is a failed
 * call with no message: the generic text, never an empty frame (unusableAnswer prefers the
 * server's own message when the answer carries one).
 */
export const MALFORMED_ANSWER_MESSAGE = GENERIC_ERROR_MESSAGE;
export const NETWORK_ERROR_MESSAGE = 'The server could not be reached.';
export const TIMEOUT_MESSAGE = 'The server did not answer in time. Please try again.';

type JsonObject = Record<string, unknown>;

function asObject(body: unknown): JsonObject | null {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as JsonObject)
    : null;
}

function stringField(body: unknown, field: string): string | undefined {
  const value = asObject(body)?.[field];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Where a 'Session limit exceeded' answer sends the user: its redirect with `destination` set
 * to the current path, so the user comes back after resolving the limit. null when the answer
 * is not a session-limit answer or the user already is on the redirect page (no loop).
 */
export function sessionLimitTarget(
  body: unknown,
  currentPath: string,
  origin: string = location.origin,
): string | null {
  if (stringField(body, 'message') !== SESSION_LIMIT_MESSAGE) return null;
  const redirect = stringField(body, 'redirect');
  if (!redirect) return null;
  let target: URL;
  try {
    target = new URL(redirect, origin);
  } catch {
    return null;
  }
  const current = new URL(currentPath, origin);
  if (target.origin === current.origin && target.pathname === current.pathname) return null;
  target.searchParams.set('destination', currentPath);
  return target.origin === origin ? target.pathname + target.search + target.hash : target.href;
}

export type PageAction = { kind: 'reload' } | { kind: 'assign'; url: string };

/** What an answer (success or error) does to the page, before anything else is considered. */
export function pageActionFor(status: number, body: unknown, currentPath: string): PageAction | null {
  const bodyStatus = stringField(body, 'status');
  if (bodyStatus === 'rate_limit_exceeded') return { kind: 'reload' };
  if (status === 403 && bodyStatus === 'apierror') return { kind: 'reload' };
  const target = sessionLimitTarget(body, currentPath);
  return target ? { kind: 'assign', url: target } : null;
}

/** A 2xx answer can still be a failure: the body says so. */
export function isFailureBody(body: unknown): boolean {
  const bodyStatus = stringField(body, 'status');
  return bodyStatus === 'error' || bodyStatus === 'failure';
}

/** The text shown for a failed call: the server's message when it sent one. */
export function failureMessage(body: unknown): string {
  const message = stringField(body, 'message');
  return message && message.trim() !== '' ? message : GENERIC_ERROR_MESSAGE;
}

/**
 * GETs without a query get `_=<now>` so no cache (browser, proxy) answers for the server.
 * Also serialises `params`, dropping null and undefined values.
 */
export function buildUrl(
  method: string,
  url: string,
  params: Readonly<Record<string, unknown>> | undefined,
  now: number,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    query.append(name, String(value));
  }
  const hasQuery = url.includes('?');
  if (method.toUpperCase() === 'GET' && !hasQuery && [...query.keys()].length === 0) {
    query.append('_', String(now));
  }
  const serialised = query.toString();
  if (serialised === '') return url;
  return `${url}${hasQuery ? '&' : '?'}${serialised}`;
}
