/**
 * Auto-complete lookups: the generic remote search (method configurable, GET by
 * default, a JSON answer, the query-parameter name configurable), the table filter's
 * `{ajaxUrl}/autocomplete/`, the site-wide and submission lookups
 * `GET /submission/autocomplete/{field}?term=` and the organisation lookup
 * `GET /codechef_register/autocomplete/organisation?term=`.
 *
 * Failures: the generic component and the table filter run under the 'autocomplete'
 * policy (499 and above retried after 2 s while fewer than 10 retries were made, never a
 * visible message) and then hand the error to their callback; the site-wide widget, the
 * submission form and the organisation field only log.
 */
import { HttpError, MALFORMED_ANSWER_MESSAGE, request } from '../core/http';

/** The list out of an answer: a JSON array, or an object carrying one (suggestions, list, data, items, results). */
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

export interface LookupOptions {
  url: string;
  method?: 'GET' | 'POST';
  /** Name of the parameter carrying the typed text. */
  queryParam: string;
  text: string;
  /** Further parameters (a table filter's qparam and filter-specific parameter). */
  params?: Readonly<Record<string, string | number | boolean>>;
  errors: 'callback' | 'log';
}

/** The answer's items (array, or an object carrying one); rejects with an HttpError. */
export async function lookupSuggestions(options: LookupOptions): Promise<unknown[]> {
  const method = options.method ?? 'GET';
  const fields = { ...options.params, [options.queryParam]: options.text };
  const body = await request<unknown>({
    method,
    url: options.url,
    // A GET carries the fields in the query; a POST sends them as a form body.
    ...(method === 'GET' ? { params: fields } : { body: 'form' as const, data: fields }),
    policy: options.errors === 'callback' ? 'autocomplete' : 'none',
    quiet: true,
  });
  const items = answerItems(body);
  if (!items) throw new HttpError(MALFORMED_ANSWER_MESSAGE, 'malformed', 200, body);
  return items;
}
