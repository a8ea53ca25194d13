import { useEffect, useState } from 'react';
import { nav, onNavigate } from '../core/nav';

/**
 * The current path (pathname + search), kept up to date across client-side navigation
 * (nav.push) and back/forward, for links that carry `destination={current path}`.
 */
export function useCurrentPath(): string {
  const [path, setPath] = useState(() => nav.path());
  useEffect(() => {
    // The path may have changed between the first render and this subscription.
    setPath(nav.path());
    return onNavigate(setPath);
  }, []);
  return path;
}
