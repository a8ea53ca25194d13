import { nextFrame } from '@open-wc/testing';

/**
 * React renders asynchronously: wait (frame by frame, up to ~300 frames) until `check` holds.
 * Not a sleep: it returns as soon as the condition is true, and fails with `what` otherwise.
 * Do not use while sinon fakes requestAnimationFrame.
 */
export async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (check()) return;
    await nextFrame();
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Text of an element's shadow root (or the element), whitespace folded. */
export const shadowText = (el: Element): string => (el.shadowRoot ?? el).textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** React flushes updates in microtasks and tasks; let fake-timer tests settle them. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) await Promise.resolve();
}

/**
 * Whether every animation in `el`'s shadow root has finished. axe reads computed colours, so
 * a dialog caught mid fade-in reports a contrast failure that a user never sees.
 */
export const animationsDone = (el: Element): boolean => (el.shadowRoot ?? document).getAnimations().length === 0;

/**
 * No fade or slide still running anywhere on the page, shadow trees included (endless ones, such
 * as a loader's, do not count): axe reads colours mid-fade as too faint.
 */
export const pageAnimationsDone = (): boolean =>
  document.getAnimations().every((a) => !Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? 0)) || a.playState === 'finished');
