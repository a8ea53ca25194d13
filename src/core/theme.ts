/**
 * `theme="dark|light"` on an ancestor that is not one of our elements (`<div theme="dark">`
 * around a widget, `<html theme="dark">`). A theme attribute on a cc element is plain CSS
 * (`:host([theme])` sets `--cc-color-scheme`, which inherits into everything inside), but CSS
 * cannot look at an arbitrary ancestor's attribute across shadow boundaries (`:host-context()`
 * is Chromium-only). So each connected element finds its nearest ancestor carrying a valid
 * theme — walking the flat tree: slot, parent, shadow host, and stopping at an element of ours,
 * whose scheme (its own theme, or its ancestor's) the inner one inherits through
 * `--cc-color-scheme` — and shows it as a custom state
 * (`:state(cc-theme-dark)` / `:state(cc-theme-light)`), which the base stylesheet turns into the
 * colour scheme. The element's own attribute still wins (the stylesheet applies the state only
 * to hosts without one).
 *
 * Connected callbacks run synchronously on insertion, so the state is there before the first
 * paint; one MutationObserver for the page (attribute `theme`, on every root an element's
 * ancestor path passes through) keeps it current, in a microtask, also before the next paint.
 */

export type ThemeName = 'dark' | 'light';

const THEMES: readonly ThemeName[] = ['dark', 'light'];
const stateOf = (theme: ThemeName) => `cc-theme-${theme}`;

const followers = new Map<HTMLElement, CustomStateSet>();
let observer: MutationObserver | null = null;
let observedRoots = new WeakSet<Node>();

function themeOf(element: Element): ThemeName | null {
  const value = element.getAttribute('theme');
  return value === 'dark' || value === 'light' ? value : null;
}

/** The next node up in the flat tree (what CSS inheritance follows). */
function flatParent(node: Node): Node | null {
  if (node instanceof Element && node.assignedSlot) return node.assignedSlot;
  if (node instanceof ShadowRoot) return node.host;
  return node.parentNode;
}

/** The nearest ancestor's theme, and every root the walk passed through (to be observed). */
function nearestAncestorTheme(host: HTMLElement): { theme: ThemeName | null; roots: Node[] } {
  const roots: Node[] = [];
  let theme: ThemeName | null = null;
  for (let node = flatParent(host); node; node = flatParent(node)) {
    if (node instanceof ShadowRoot || node instanceof Document) roots.push(node);
    else if (node instanceof HTMLElement && followers.has(node)) break; // one of ours: inherit from it
    else if (node instanceof Element && (theme = themeOf(node))) {
      roots.push(node.getRootNode()); // where that attribute may change or go
      break;
    }
  }
  return { theme, roots };
}

function refresh(host: HTMLElement, states: CustomStateSet): void {
  const { theme, roots } = nearestAncestorTheme(host);
  for (const name of THEMES) {
    if (name === theme) states.add(stateOf(name));
    else states.delete(stateOf(name));
  }
  for (const root of roots) observe(root);
}

function observe(root: Node): void {
  if (observedRoots.has(root)) return;
  observer ??= new MutationObserver(() => {
    for (const [host, states] of followers) refresh(host, states);
  });
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['theme'] });
  observedRoots.add(root);
}

/** Called when an element is connected (again, after a move): resolve and keep current. */
export function followAncestorTheme(host: HTMLElement, states: CustomStateSet): void {
  followers.set(host, states);
  refresh(host, states);
}

/** Called when an element is disconnected; the observer stops when nothing follows. */
export function unfollowAncestorTheme(host: HTMLElement): void {
  followers.delete(host);
  if (followers.size === 0 && observer) {
    observer.disconnect();
    observer = null;
    observedRoots = new WeakSet();
  }
}

/** The base stylesheet's rules for the states above (after the attribute rules' meaning). */
export const ancestorThemeCss = THEMES.map(
  (theme) => `:host(:state(${stateOf(theme)}):not([theme="dark"], [theme="light"])) { --cc-color-scheme: ${theme} !important; }`,
).join('\n');
