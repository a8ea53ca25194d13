/**
 * Server-side mode (`src`): the page for the current state, asked for whenever the state's
 * address changes or Reload is pressed; the previous page stays shown while the next loads, and a
 * stale answer never replaces a newer one.
 */
import { useCallback, useEffect, useState } from 'react';
import { loadServerPage, serverPageUrl, UserKeyFailure, type ServerPage } from '../../api/tables';
import { USER_KEY_FAILURE_TEXT, type TableState } from './state';

export type ServerResult =
  | { kind: 'idle' }
  | { kind: 'loading'; previous: ServerPage | null }
  | { kind: 'loaded'; page: ServerPage }
  | { kind: 'failed'; message: string; previous: ServerPage | null };

/** Server-side mode: the page for the current state, a stale answer never replacing a newer one. */
export function useServerPage(src: string | null, state: TableState): ServerResult & { reload: () => void } {
  const [result, setResult] = useState<ServerResult>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const url = src ? serverPageUrl(src, state) : null;
  useEffect(() => {
    if (!url) return undefined;
    let current = true;
    setResult((previous) => ({ kind: 'loading', previous: previousPage(previous) }));
    loadServerPage(url).then(
      (page) => {
        if (current) setResult({ kind: 'loaded', page });
      },
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof UserKeyFailure
          ? error.message || USER_KEY_FAILURE_TEXT
          : (error instanceof Error && error.message) || USER_KEY_FAILURE_TEXT;
        setResult((previous) => ({ kind: 'failed', message, previous: previousPage(previous) }));
      },
    );
    return () => {
      current = false;
    };
  }, [url, attempt]);
  return url ? { ...result, reload } : { kind: 'idle', reload };
}

function previousPage(result: ServerResult): ServerPage | null {
  if (result.kind === 'loaded') return result.page;
  return result.kind === 'idle' ? null : result.previous;
}
