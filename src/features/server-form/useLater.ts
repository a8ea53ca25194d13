/**
 * Timers that die with the component: `later(ms, run)` runs `run` after `ms` unless the
 * component has unmounted by then; `alive.current` says whether it is still mounted (async
 * answers check it before touching state).
 */
import { useCallback, useEffect, useRef } from 'react';

export function useLater() {
  const alive = useRef(true);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    alive.current = true;
    const pending = timers.current;
    return () => {
      alive.current = false;
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      run();
    }, ms);
    timers.current.add(id);
  }, []);

  return { alive, later };
}
