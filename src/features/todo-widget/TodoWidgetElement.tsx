/** <cc-todo-widget>: checks its attributes (a bad one is warned about once) and shows TodoWidget. */
import { warnOnce } from '../../core/warn';
import { DEFAULT_CONTEST, iconSize, isContestCode, isProblemCode } from '../../domain/todo';
import { TodoWidget } from '../../ui/TodoWidget';

export interface TodoWidgetElementProps {
  problem?: string;
  contest?: string;
  width?: number;
  height?: number;
  row?: boolean;
}

export function TodoWidgetElement({ problem, contest, width, height, row = false }: TodoWidgetElementProps) {
  if (!isProblemCode(problem)) {
    warnOnce(`<cc-todo-widget>: attribute "problem" expects a problem code; got ${JSON.stringify(problem ?? null)}. Nothing is shown.`);
    return null;
  }
  if (contest !== undefined && !isContestCode(contest)) {
    warnOnce(`<cc-todo-widget>: attribute "contest" expects a contest code; got ${JSON.stringify(contest)}. Using "${DEFAULT_CONTEST}".`);
  }
  return (
    <TodoWidget
      problem={problem}
      contest={isContestCode(contest) ? contest : DEFAULT_CONTEST}
      width={iconSize(width)}
      height={iconSize(height)}
      row={row}
    />
  );
}
