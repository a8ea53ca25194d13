/**
 * The todo widget: shows an add
 * button at once, asks GET /api/todo/widget for the server's markup and puts it (sanitised) in
 * the button's place, then fires cc-widgetloaded. Pressing the button posts /api/todo/add;
 * afterwards the 'already present' mark replaces it and the header's count goes up by one at
 * once (shared atoms, no refetch). Beside the mark, a remove button posts /api/todo/remove and
 * brings the add button back (the count goes down). A failure shows the server's message beside the button.
 * Visitors are sent to /login?destination={this page}.
 *
 * With `row`, the widget stays transparent until its row (the closest tr or [role=row]) is
 * hovered or holds keyboard focus: it is still in the tab order, and shows when focused. A
 * row's widget asks the server for its markup only once its row has been revealed (on screens
 * that cannot hover, where it always shows, once it comes near the viewport): a list scrolling
 * past thousands of rows does not ask for each.
 */
import { useRef, type MouseEvent } from 'react';
import { useShadowStyles } from './host';
import { useSession } from '../state/session';
import { todoKey } from '../state/todo';
import { AddTodoIcon, PresentTodoIcon, RemoveTodoIcon } from './TodoIcons';
import { ADD_TITLE, PRESENT_TITLE, REMOVE_TITLE, addLabel, presentLabel, removeLabel } from '../domain/todo';
import { todoWidgetCss } from './todo-widget.styles';
import { useTodoActions } from './useTodoActions';
import { useTodoMarkup } from './useTodoMarkup';

export interface TodoWidgetProps {
  problem: string;
  contest: string;
  width: number;
  height: number;
  /** Reveal on hover or focus of the surrounding row only. */
  row?: boolean;
}

export function TodoWidget({ problem, contest, width, height, row = false }: TodoWidgetProps) {
  useShadowStyles(todoWidgetCss);
  const { loading, settings } = useSession();
  const username = settings?.username ?? '';
  const wrapper = useRef<HTMLSpanElement>(null);
  const { html, revealed } = useTodoMarkup({ problem, contest, width, height, row, loading, username }, wrapper);
  const { added, removed, busy, message, add, remove, presentRef } = useTodoActions(problem, contest, todoKey(username, contest, problem), wrapper);

  const onMarkupClick = (event: MouseEvent<HTMLElement>) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) void (button.classList.contains('todo-remove') ? remove() : add());
  };

  const addButton = (
    <button type="button" className="todo-add" part="button" aria-label={addLabel(problem)} title={ADD_TITLE} aria-busy={busy || undefined} onClick={() => void add()}>
      <AddTodoIcon width={width} height={height} />
    </button>
  );
  let body;
  if (added) {
    body = (
      <>
        <span ref={presentRef} className="todo-present" part="present" role="img" tabIndex={-1} aria-label={presentLabel(problem)} title={PRESENT_TITLE}>
          <PresentTodoIcon width={width} height={height} />
        </span>
        <button type="button" className="todo-remove" part="remove" aria-label={removeLabel(problem)} title={REMOVE_TITLE} aria-busy={busy || undefined} onClick={() => void remove()}>
          <RemoveTodoIcon width={width} height={height} />
        </button>
      </>
    );
  } else if (removed) {
    body = addButton;
  } else if (html !== null) {
    body = <span className="todo-markup" part="markup" aria-busy={busy || undefined} onClick={onMarkupClick} dangerouslySetInnerHTML={{ __html: html }} />;
  } else {
    body = addButton;
  }

  return (
    // Spans only: the widget sits inside lines of text (the problem page's code line, table cells).
    <span ref={wrapper} className={`todo-widget${row && !revealed ? ' concealed' : ''}`} part="widget" data-state={added ? 'present' : 'add'}>
      {body}
      <span className="visually-hidden" role="status">{message && !message.error ? message.text : ''}</span>
      {message?.error && (
        <span className="todo-message error" part="message" role="alert">{message.text}</span>
      )}
    </span>
  );
}
