/**
 * One server read for a page of the app: loading, the data, or the error, with a reload for the
 * Reload button. An answer that arrives after the page asked for something else is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'hasData'; data: T }
  | { state: 'hasError'; error: unknown };

export function useLoaded<T>(load: () => Promise<T>, key: string): Loaded<T> & { reload: () => void } {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let current = true;
    setResult({ state: 'loading' });
    latest.current().then(
      (data) => current && setResult({ state: 'hasData', data }),
      (error: unknown) => current && setResult({ state: 'hasError', error }),
    );
    return () => {
      current = false;
    };
  }, [key, version]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { ...result, reload };
}
