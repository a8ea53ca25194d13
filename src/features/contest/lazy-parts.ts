/**
 * Parts of the contest page that only some states show, kept out of its first download and
 * loaded when that state arises (docs/architecture.md, "What a page downloads first"):
 * - the reminder element (<cc-contest-start-notification>, its dialog and form styles), once
 *   the "Set reminder" button shows for a signed-in user;
 * - the modal, once the start confirmation opens (warmed when the pointer or focus reaches
 *   the Start button);
 * - the rows' todo widgets (<cc-todo-widget row>, transparent until their row is hovered or
 *   focused), after the problem table's first paint. Their cells keep the widget's size
 *   meanwhile (contest.styles.ts, `::part(todo-widget)`), so nothing moves when they arrive.
 * Features may not import element entries, so elements/cc-contest-page.ts provides the element
 * loaders (`provideContestPageParts`); a page that registered the tag itself loads nothing more.
 */
import { useEffect } from 'react';
import { lazyModule } from '../../core/lazy-module';

export const REMINDER_TAG = 'cc-contest-start-notification';
export const TODO_WIDGET_TAG = 'cc-todo-widget';

type Loader = () => Promise<unknown>;
type Part = 'reminder' | 'todoWidget';

const loaders: Record<Part, Loader | null> = { reminder: null, todoWidget: null };

export function provideContestPageParts(given: Record<Part, Loader>): void {
  Object.assign(loaders, given);
}

/** Resolves once `tag` is defined (its module loaded, or the page's own definition). */
const elementPart = (part: Part, tag: string) =>
  lazyModule(async () => {
    if (!customElements.get(tag)) {
      const load = loaders[part];
      if (!load) throw new Error(`No loader for <${tag}>.`);
      await load();
    }
    await customElements.whenDefined(tag);
  });

export const reminderElement = elementPart('reminder', REMINDER_TAG);
export const todoWidgetElement = elementPart('todoWidget', TODO_WIDGET_TAG);

/** Loads the rows' todo widgets in the task after the next frame is painted. */
export function useTodoWidgetsAfterPaint(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // The frame callback runs before that frame paints; the task after it runs after.
      timer = setTimeout(() => todoWidgetElement.load().catch(() => undefined), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
}

export const modalModule = lazyModule(() => import('../../ui/Modal'));
