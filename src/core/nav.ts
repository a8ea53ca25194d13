/**
 * Every navigation the front end makes goes through `nav`, so tests can observe a reload or a
 * redirect without leaving the test page (setNavImpl), and components never touch location.
 *
 * Navigation targets often come from server data (a session-limit redirect, a form's redirect,
 * a login destination) or from what a user typed (the command prompt). Each one passes the
 * same rule before anything happens: http(s) only, no credentials, and the page's own origin —
 * unless the page allowed another origin explicitly (`<meta name="cc-allowed-origins"
 * content="https://a.example https://b.example">`, or allowNavigationOrigin() for a feature's
 * fixed partners such as the share networks). Anything else is refused with a warning.
 */
import { warnOnce } from './warn';

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
function popupFeatures(width: number, height: number): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup,width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}

let impl: NavImpl = browserNav;

const featureOrigins = new Set<string>();

/** Lets navigations reach `origin` (a feature's fixed partner, e.g. a share network). */
export function allowNavigationOrigin(origin: string): void {
  featureOrigins.add(new URL(origin).origin);
}

function pageAllowedOrigins(): string[] {
  const meta = document.querySelector('meta[name="cc-allowed-origins"]');
  const origins: string[] = [];
  for (const word of (meta?.getAttribute('content') ?? '').split(/\s+/)) {
    if (word === '') continue;
    try {
      origins.push(new URL(word).origin);
    } catch {
      warnOnce(`<meta name="cc-allowed-origins">: "${word}" is not an origin; ignored.`);
    }
  }
  return origins;
}

/**
 * The target a navigation may go to, or null when it must not: a same-origin URL becomes a
 * path (pathname + search + hash); an allowed origin keeps its full URL. Parsing (not string
 * tests) decides, so "//host", "/\\host", "java\tscript:" and encoded tricks resolve to what
 * the browser itself would do with them.
 */
export function safeNavigationTarget(url: string, base: string = location.href): string | null {
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.username !== '' || target.password !== '') return null;
  if (target.origin === location.origin) return target.pathname + target.search + target.hash;
  if (featureOrigins.has(target.origin) || pageAllowedOrigins().includes(target.origin)) return target.href;
  return null;
}

/** Runs `go` with the safe form of `url`; false (and a warning) when the target is refused. */
function guarded(url: string, go: (safe: string) => void): boolean {
  const safe = safeNavigationTarget(url);
  if (safe === null) {
    warnOnce(`cc-elements: refused to navigate to ${JSON.stringify(url)} (not this site, and not an allowed origin).`);
    return false;
  }
  go(safe);
  return true;
}

/**
 * The page's navigation. Methods that leave for a URL return false when the URL was refused
 * (see safeNavigationTarget); callers that show a message can use that.
 */
export interface Nav extends Omit<NavImpl, 'assign' | 'replace' | 'openTab' | 'openPopup' | 'push'> {
  assign(url: string): boolean;
  replace(url: string): boolean;
  openTab(url: string): boolean;
  openPopup(url: string, name: string, width: number, height: number): boolean;
  push(url: string): boolean;
}

export const nav: Nav = {
  path: () => impl.path(),
  assign: (url) => guarded(url, (safe) => impl.assign(safe)),
  replace: (url) => guarded(url, (safe) => impl.replace(safe)),
  reload: () => impl.reload(),
  openTab: (url) => guarded(url, (safe) => impl.openTab(safe)),
  openPopup: (url, name, width, height) => guarded(url, (safe) => impl.openPopup(safe, name, width, height)),
  push: (url) => guarded(url, (safe) => impl.push(safe)),
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
