/**
 * A view's hold on a lazily loaded module (core/lazy-module.ts): starts the load when `needed`
 * turns true and re-renders when it settles. `module` is there at once when an earlier view
 * loaded it; `failed` says the last load failed, and `retry` loads again.
 */
import { useCallback, useEffect, useReducer, useState } from 'react';
import { afterNextPaint } from '../core/tasks';
import type { LazyModule } from '../core/lazy-module';

export { lazyModule } from '../core/lazy-module';

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
  // Stable: a view may retry from an effect (when the connection comes back).
  const retry = useCallback(() => dispatch('retry'), []);
  return { module: needed ? lazy.ready : null, failed: state.failed, retry };
}

/**
 * Starts loading `lazy` in the task after the next frame is painted (once `enabled`), without a
 * render of its own: a part the view shows below or after its content stays out of the frame
 * that shows the content.
 */
export function useLoadAfterNextPaint(lazy: LazyModule<unknown>, enabled = true): void {
  useEffect(() => {
    if (!enabled || lazy.ready) return undefined;
    return afterNextPaint(() => void lazy.load().catch(() => undefined));
  }, [lazy, enabled]);
}

/** False until the task after the next frame painted once `enabled`, then true. */
export function useAfterNextPaint(enabled = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (enabled && !painted ? afterNextPaint(() => setPainted(true)) : undefined), [enabled, painted]);
  return painted;
}
