/**
 * A view's hold on a lazily loaded module (core/lazy-module.ts): starts the load when `needed`
 * turns true and re-renders when it settles. `module` is there at once when an earlier view
 * loaded it; `failed` says the last load failed, and `retry` loads again.
 */
import { useEffect, useReducer } from 'react';
import type { LazyModule } from '../core/lazy-module';

export { lazyModule, type LazyModule } from '../core/lazy-module';

export interface LazyState<T> {
  module: T | null;
  failed: boolean;
  retry: () => void;
}

type Progress = { failed: boolean; attempt: number };

function progress(current: Progress, action: 'failed' | 'loaded' | 'retry'): Progress {
  if (action === 'failed') return { ...current, failed: true };
  if (action === 'retry') return { failed: false, attempt: current.attempt + 1 };
  return { ...current, failed: false };
}

export function useLazyModule<T>(lazy: LazyModule<T>, needed = true): LazyState<T> {
  const [state, dispatch] = useReducer(progress, { failed: false, attempt: 0 });
  useEffect(() => {
    if (!needed || lazy.ready) return undefined;
    let active = true;
    lazy.load().then(
      () => active && dispatch('loaded'),
      () => active && dispatch('failed'),
    );
    return () => {
      active = false;
    };
  }, [lazy, needed, state.attempt]);
  return { module: needed ? lazy.ready : null, failed: state.failed, retry: () => dispatch('retry') };
}
