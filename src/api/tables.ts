/**
 * Server-side mode of the data table: GET {src} with sortBy, page, itemsPerPage,
 * filterBy, order and search. Answers are cached by URL for 120 s in the encrypted cache
 * (sealed with the user key, so a user-key failure stops the table with its message),
 * and a request in flight is marked for 3 s so the same URL is never sent twice meanwhile.
 *
 * The answer's shape is not fixed by the spec; the reference server sends
 * `{status, rows: [...], total}`, and `data`/`list` and `count`/`totalItems` are read too.
 * The request's address is table-url.ts. A lazy part of the data table
 * (features/data-table/useServerPage.ts), loaded with the first server-side table.
 */
import { cacheGet, cacheSet } from './cache';
import { get, HttpError, unusableAnswer } from '../core/http';
import { asObject, num } from '../core/json';
import { TABLE_CACHE_TTL_S, TABLE_IN_FLIGHT_MS, type TableRow } from '../domain/tables';
import { requireUserKey } from './user-key';
import { onPageReset } from '../core/page-reset';


export interface ServerPage {
  rows: TableRow[];
  /** Rows matching the query over all pages. */
  total: number;
}

export function normaliseServerPage(raw: unknown): ServerPage {
  const body = asObject(raw);
  const list = body?.rows ?? body?.data ?? body?.list;
  if (!Array.isArray(list)) throw unusableAnswer(raw);
  const rows = list.map(asObject).filter((row): row is TableRow => row !== null);
  const total = num(body?.total) ?? num(body?.count) ?? num(body?.totalItems) ?? rows.length;
  return { rows, total: Math.max(total, rows.length) };
}

const tableCacheName = (url: string) => `table:${url}`;

interface InFlight {
  answer: Promise<ServerPage>;
  until: number;
}
const inFlight = new Map<string, InFlight>();

/** Raised when the user key cannot be had: the table shows `message`. */
export class UserKeyFailure extends Error {
  override readonly name = 'UserKeyFailure';
}

/**
 * One page from the server, through the cache. A second call for the same URL within 3 s of
 * the first one's start shares its answer instead of sending again; after that the marker has
 * lapsed and a new request may go (a hung request does not block the table for ever).
 */
export async function loadServerPage(url: string): Promise<ServerPage> {
  const marker = inFlight.get(url);
  if (marker && Date.now() < marker.until) return marker.answer;
  try {
    await requireUserKey();
  } catch (error) {
    const message = error instanceof HttpError || error instanceof Error ? error.message : '';
    throw new UserKeyFailure(message);
  }
  const again = inFlight.get(url);
  if (again && Date.now() < again.until) return again.answer;
  const answer = (async () => {
    const hit = await cacheGet<unknown>(tableCacheName(url));
    if (hit !== undefined) {
      try {
        return normaliseServerPage(hit);
      } catch {
        // An entry from another build: fetch instead.
      }
    }
    const raw = await get<unknown>(url, { quiet: true });
    const page = normaliseServerPage(raw);
    await cacheSet(tableCacheName(url), raw, TABLE_CACHE_TTL_S);
    return page;
  })();
  const entry: InFlight = { answer, until: Date.now() + TABLE_IN_FLIGHT_MS };
  inFlight.set(url, entry);
  const clear = () => {
    if (inFlight.get(url) === entry) inFlight.delete(url);
  };
  answer.then(clear, clear);
  return answer;
}

onPageReset(() => inFlight.clear());
