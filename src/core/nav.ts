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
  /**
   * Opens a small popup window (share dialogs: 500x250), centred over this window and,
   * like openTab, without window.opener.
   */
  openPopup(url: string, name: string, width: number, height: number): void;
  /** Client-side navigation: a new history entry, then a cc-navigate event for the router. */
  push(url: string): void;
  /** The current history entry's state (null when it has none). */
  state(): unknown;
  /** Replaces the current history entry's state, keeping its URL: no navigation, no event. */
  replaceState(state: unknown): void;
  /** The window's scroll position (the router remembers it per history entry). */
  scrollPosition(): { x: number; y: number };
  /** Scrolls the window at once, ignoring a page's `scroll-behavior: smooth`. */
  scrollTo(x: number, y: number): void;
}

const browserNav: NavImpl = {
  path: () => window.location.pathname + window.location.search,
  assign: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
  reload: () => window.location.reload(),
  openTab: (url) => {
    window.open(url, '_blank', 'noopener');
  },
  openPopup: (url, name, width, height) => {
    window.open(url, name, popupFeatures(width, height));
  },
  push: (url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(
      new CustomEvent<NavigateEventDetail>(NAVIGATE_EVENT, { detail: { path: nav.path() } }),
    );
  },
  state: () => window.history.state as unknown,
  replaceState: (state) => window.history.replaceState(state, ''),
  scrollPosition: () => ({ x: window.scrollX, y: window.scrollY }),
  scrollTo: (x, y) => window.scrollTo({ left: x, top: y, behavior: 'instant' }),
};

/** window.open features for a centred popup of exactly width x height CSS pixels. */
export function popupFeatures(width: number, height: number): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup,width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}

let impl: NavImpl = browserNav;

export const nav: NavImpl = {
  path: () => impl.path(),
  assign: (url) => impl.assign(url),
  replace: (url) => impl.replace(url),
  reload: () => impl.reload(),
  openTab: (url) => impl.openTab(url),
  openPopup: (url, name, width, height) => impl.openPopup(url, name, width, height),
  push: (url) => impl.push(url),
  state: () => impl.state(),
  replaceState: (state) => impl.replaceState(state),
  scrollPosition: () => impl.scrollPosition(),
  scrollTo: (x, y) => impl.scrollTo(x, y),
};

/**
 * The router restores scroll positions itself (per history entry, once the page's content has
 * rendered); the browser's own restoration would jump before the content is there.
 */
export function takeOverScrollRestoration(): void {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
}

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
