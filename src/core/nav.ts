/**
 * Every navigation the front end makes goes through `nav`, so tests can observe a reload or a
 * redirect without leaving the test page (setNavImpl), and components never touch location.
 */

export const NAVIGATE_EVENT = 'cc-navigate';

export interface NavigateEventDetail {
  /** pathname + search after the navigation. */
  path: string;
}

export interface NavImpl {
  /** Current pathname + search (no origin, no hash). */
  path(): string;
  assign(url: string): void;
  replace(url: string): void;
  reload(): void;
  /** Opens a new tab that cannot reach back into this page through window.opener. */
  openTab(url: string): void;
  /** Client-side navigation: a new history entry, then a cc-navigate event for the router. */
  push(url: string): void;
}

const browserNav: NavImpl = {
  path: () => window.location.pathname + window.location.search,
  assign: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
  reload: () => window.location.reload(),
  openTab: (url) => {
    window.open(url, '_blank', 'noopener');
  },
  push: (url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(
      new CustomEvent<NavigateEventDetail>(NAVIGATE_EVENT, { detail: { path: nav.path() } }),
    );
  },
};

let impl: NavImpl = browserNav;

export const nav: NavImpl = {
  path: () => impl.path(),
  assign: (url) => impl.assign(url),
  replace: (url) => impl.replace(url),
  reload: () => impl.reload(),
  openTab: (url) => impl.openTab(url),
  push: (url) => impl.push(url),
};

/** Replaces some navigation methods (tests, embedding hosts); the rest keep browser behaviour. */
export function setNavImpl(overrides: Partial<NavImpl>): void {
  impl = { ...impl, ...overrides };
}

export function resetNavImpl(): void {
  impl = browserNav;
}

/**
 * Calls `handler` with the new path after nav.push and after back/forward; returns the
 * unsubscribe function. The router listens here rather than to location.
 */
export function onNavigate(handler: (path: string) => void): () => void {
  const listener = (): void => handler(nav.path());
  window.addEventListener(NAVIGATE_EVENT, listener);
  window.addEventListener('popstate', listener);
  return () => {
    window.removeEventListener(NAVIGATE_EVENT, listener);
    window.removeEventListener('popstate', listener);
  };
}
