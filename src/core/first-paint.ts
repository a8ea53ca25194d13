/**
 * Work the page's first paint does not need (asking who the user is in full, the header's
 * course menu, the user-key check) waits for it: the first paint then waits for none of its
 * requests, and they do not compete with what it draws. Lighthouse counts every request that
 * ends before the largest paint as part of that paint's path.
 */
import { yieldToPage } from './tasks';
import { onPageReset } from './page-reset';

/** Without a contentful paint by then (a page that draws no text or image), nothing waits longer. */
export const FIRST_PAINT_WAIT_MS = 3000;

let painted: Promise<void> | null = null;

/** The next task after the page's next frame (not a timer: fake timers do not hold it). */
function afterNextFrame(resolve: () => void): void {
  requestAnimationFrame(() => void yieldToPage().then(resolve));
}

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      afterNextFrame(resolve);
      return;
    }
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
    });
    // Buffered: a paint that came before this call counts.
    observer.observe({ type: 'paint', buffered: true });
    const timer = setTimeout(finish, FIRST_PAINT_WAIT_MS);
  });
}

/**
 * Resolves once the page has painted its first text or image (at once if it already has; the
 * calls share one wait). A hidden page paints nothing: there it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (painted) return painted;
  const canWait = typeof requestAnimationFrame === 'function' && typeof PerformanceObserver === 'function';
  painted = canWait && document.visibilityState === 'visible' ? firstContentfulPaint() : Promise.resolve();
  return painted;
}

// A new page waits for its own first paint.
onPageReset(() => {
  painted = null;
});
