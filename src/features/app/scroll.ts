/**
 * Scroll positions per history entry. Each entry the app visits gets a key in its history
 * state; leaving an entry records its position under that key (in memory, and in the entry's
 * own state when the app leaves by itself, so a reload or a return from another site can
 * restore it). Arriving at a known entry (back/forward) restores its position; a new entry
 * starts at the top.
 */
import { nav } from '../../core/nav';

export interface ScrollPosition {
  x: number;
  y: number;
}

const KEY = 'ccKey';
const SCROLL = 'ccScroll';

let counter = 0;
const newKey = () => `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function stateObject(): Record<string, unknown> {
  const state = nav.state();
  return typeof state === 'object' && state !== null && !Array.isArray(state) ? { ...(state as Record<string, unknown>) } : {};
}

function isPosition(value: unknown): value is ScrollPosition {
  const p = value as ScrollPosition | null;
  return typeof p === 'object' && p !== null && Number.isFinite(p.x) && Number.isFinite(p.y);
}

/** The current entry's key, giving it one when it has none. */
function keyOfCurrentEntry(): { key: string; isNew: boolean } {
  const state = stateObject();
  if (typeof state[KEY] === 'string') return { key: state[KEY] as string, isNew: false };
  const key = newKey();
  nav.replaceState({ ...state, [KEY]: key });
  return { key, isNew: true };
}

export interface ScrollMemory {
  /** At start: the position saved in the current entry (a reload), else null. */
  initial(): ScrollPosition | null;
  /**
   * After the path changed (push or back/forward): records where the user left the previous
   * entry and returns where to go, null meaning the top of a new page.
   */
  arrive(): ScrollPosition | null;
  /** Writes the current position into the current entry's state (before the app leaves it). */
  persist(): void;
}

export function createScrollMemory(): ScrollMemory {
  const positions = new Map<string, ScrollPosition>();
  let current = keyOfCurrentEntry().key;
  const saved = (): ScrollPosition | null => {
    const value = stateObject()[SCROLL];
    return isPosition(value) ? value : null;
  };
  return {
    initial: saved,
    arrive() {
      positions.set(current, nav.scrollPosition());
      const { key, isNew } = keyOfCurrentEntry();
      current = key;
      return isNew ? null : positions.get(key) ?? saved() ?? { x: 0, y: 0 };
    },
    persist() {
      nav.replaceState({ ...stateObject(), [KEY]: current, [SCROLL]: nav.scrollPosition() });
    },
  };
}

/**
 * Scrolls to `target`, and keeps trying while `content` grows (the page's data arrives after
 * the route renders), until the position is reached or the user scrolls by hand. Returns a
 * stop function.
 */
export function scrollWhenReady(target: ScrollPosition, content: Element): () => void {
  const reached = () => Math.abs(nav.scrollPosition().y - target.y) < 2;
  nav.scrollTo(target.x, target.y);
  if (reached() || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    nav.scrollTo(target.x, target.y);
    if (reached()) stop();
  });
  const userEvents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  function stop() {
    observer.disconnect();
    for (const type of userEvents) window.removeEventListener(type, stop, true);
  }
  observer.observe(content);
  for (const type of userEvents) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
