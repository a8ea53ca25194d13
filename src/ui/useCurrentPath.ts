import { startTransition, useEffect, useState } from 'react';
import { nav, onNavigate } from '../core/nav';

/**
 * The current path (pathname + search), kept up to date across client-side navigation
 * (nav.push) and back/forward, for links that carry `destination={current path}`.
 * `deferred`: the new path renders as a transition, after the frame of the navigation (a data
 * table's sort or page in the URL paints first); for parts that only carry the path along
 * (the header's and the prompts' log-in links), not for what the user is looking at.
 */
export function useCurrentPath({ deferred = false }: { deferred?: boolean } = {}): string {
  const [path, setPath] = useState(() => nav.path());
  useEffect(() => {
    // The path may have changed between the first render and this subscription.
    setPath(nav.path());
    return onNavigate(deferred ? (next) => startTransition(() => setPath(next)) : setPath);
  }, [deferred]);
  return path;
}
