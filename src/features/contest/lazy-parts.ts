/**
 * Parts of the contest page that only some states show, kept out of its first download and
 * loaded when that state arises (docs/architecture.md, "What a page downloads first"):
 * - the reminder element (<cc-contest-start-notification>, its dialog and form styles), once
 *   the "Set reminder" button shows for a signed-in user;
 * - the modal, once the start confirmation opens (warmed when the pointer or focus reaches
 *   the Start button);
 * - the controls (Register, Start My Contest, Set reminder, the OTP unlock: ContestControls.tsx),
 *   for a contest that shows one of them (logic.ts controlsShown); the page waits for them before
 *   it first shows, so nothing moves;
 * - the rows' todo widgets (<cc-todo-widget row>, transparent until their row is hovered or
 *   focused), after the problem table's first paint. Their cells keep the widget's size
 *   meanwhile (contest.styles.ts, `::part(todo-widget)`), so nothing moves when they arrive.
 * Features may not import element entries, so elements/cc-contest-page.ts provides the element
 * loaders (`provideContestPageParts`); a page that registered the tag itself loads nothing more.
 */
import { lazyElements, lazyModule } from '../../core/lazy-module';
import { useLoadAfterNextPaint } from '../../ui/useLazyModule';

export const REMINDER_TAG = 'cc-contest-start-notification';
const TODO_WIDGET_TAG = 'cc-todo-widget';

const parts = lazyElements({ reminder: REMINDER_TAG, todoWidget: TODO_WIDGET_TAG });
export const provideContestPageParts = parts.provide;
export const reminderElement = parts.elements.reminder;
const todoWidgetElement = parts.elements.todoWidget;

/** Loads the rows' todo widgets in the task after the next frame is painted. */
export function useTodoWidgetsAfterPaint(): void {
  useLoadAfterNextPaint(todoWidgetElement);
}

export const modalModule = lazyModule(() => import('../../ui/Modal'));

export const controlsModule = lazyModule(() => import('./ContestControls'));
