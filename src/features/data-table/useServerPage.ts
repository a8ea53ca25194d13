/**
 * Server-side mode (`src`): the page for the current state, asked for whenever the state's
 * address changes or Reload is pressed; the previous page stays shown while the next loads, and a
 * stale answer never replaces a newer one.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ServerPage } from '../../api/tables';
import { serverPageUrl } from '../../api/table-url';
import { lazyModule } from '../../core/lazy-module';
import { USER_KEY_FAILURE_TEXT, type TableState } from './state';

/**
 * The server-side mode's client (api/tables.ts: the cache, the shared requests in flight, the
 * answer's shape), loaded with the first server-side table: a client-mode table (the contest
 * page's problems) never downloads it. The list pages preload it (demo/server/routes/spa.js).
 */
const tablesClient = lazyModule(() => import('../../api/tables'));

/** The page at `url`, or the message to show (the client's chunk failing to load is a failure too). */
async function pageAt(url: string): Promise<{ page: ServerPage } | { message: string }> {
  let client: typeof import('../../api/tables');
  try {
    client = await tablesClient.load();
  } catch {
    return { message: USER_KEY_FAILURE_TEXT };
  }
  try {
    return { page: await client.loadServerPage(url) };
  } catch (error) {
    const message = error instanceof client.UserKeyFailure
      ? error.message || USER_KEY_FAILURE_TEXT
      : (error instanceof Error && error.message) || USER_KEY_FAILURE_TEXT;
    return { message };
  }
}

export type ServerResult =
  | { kind: 'idle' }
  | { kind: 'loading'; previous: ServerPage | null }
  | { kind: 'loaded'; page: ServerPage }
  | { kind: 'failed'; message: string; previous: ServerPage | null };

/**
 * Server-side mode: the page for the current state, a stale answer never replacing a newer one.
 * The answer held is the one for the address it was asked at: in the commit that changes the
 * address (a page link, a sort), the table already shows the next page as loading with the
 * previous rows kept, never the previous rows as the new page's, not even for one frame.
 */
export function useServerPage(src: string | null, state: TableState): ServerResult & { reload: () => void } {
  // The answer held, with the address and attempt it was asked for: the loading state is derived
  // from them in render, so a page link's click renders once (no state set by the effect as well).
  const [held, setHeld] = useState<{ url: string | null; attempt: number; result: ServerResult }>({ url: null, attempt: 0, result: { kind: 'idle' } });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const url = src ? serverPageUrl(src, state) : null;
  useEffect(() => {
    if (!url) return undefined;
    let current = true;
    void pageAt(url).then((answer) => {
      if (!current) return;
      if ('page' in answer) setHeld({ url, attempt, result: { kind: 'loaded', page: answer.page } });
      else setHeld((previous) => ({ url, attempt, result: { kind: 'failed', message: answer.message, previous: previousPage(previous.result) } }));
    });
    return () => {
      current = false;
    };
  }, [url, attempt]);
  if (!url) return { kind: 'idle', reload };
  if (held.url !== url || held.attempt !== attempt) return { kind: 'loading', previous: previousPage(held.result), reload };
  return { ...held.result, reload };
}

function previousPage(result: ServerResult): ServerPage | null {
  if (result.kind === 'loaded') return result.page;
  return result.kind === 'idle' ? null : result.previous;
}
