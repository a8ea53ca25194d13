/**
 * The todo icon with the user's count, and the todo notification list box it opens:
 * the list is fetched 1 s after opening (every time it opens), shown sanitised, and
 * replaced by the todo-list failure text when it cannot be had. Escape closes the box. When the
 * server sends the entries as data too, each has a Remove button (TodoList.tsx).
 */
import { useEffect, useReducer, useRef } from 'react';
import { useAtom } from 'jotai';
import { fetchTodoNotification } from '../../api/todo';
import { todoCountAtom } from '../../state/todo';
import { SafeHtml } from '../../ui/SafeHtml';
import { withMarkupTools } from '../../core/markup-loader';
import { lazyModule } from '../../core/lazy-module';
import { TodoIcon } from './icons';
import {
  TODO_FAILURE_TEXT,
  TODO_LOAD_DELAY_MS,
  TODO_LOADING_TEXT,
  todoBoxReducer,
  todoCountText,
} from './logic';
import type { Disclosure } from './useDisclosure';
import { useShadowStyles } from '../../ui/host';
import { accountPartsCss } from './account-parts.styles';

/**
 * The entries with Remove buttons are needed only once an opened box has its answer: their code
 * (and the removal's) loads with that answer, not with the header's first paint.
 */
const todoList = lazyModule(() => import('./TodoList'));

interface TodoButtonProps {
  username: string;
  disclosure: Disclosure;
}

export function TodoButton({ username, disclosure }: TodoButtonProps) {
  useShadowStyles(accountPartsCss);
  const { open } = disclosure;
  const [held, setCount] = useAtom(todoCountAtom);
  const [box, dispatch] = useReducer(todoBoxReducer, { phase: 'closed' });
  const count = held && held.username === username ? held.count : null;

  // The count for the badge, once per user (a todo widget bumps it after that).
  const needCount = count === null;
  useEffect(() => {
    if (!needCount) return undefined;
    let current = true;
    fetchTodoNotification().then(
      (answer) => current && setCount({ username, count: answer.count }),
      () => undefined, // No badge is better than a wrong one; the box says more when opened.
    );
    return () => {
      current = false;
    };
  }, [username, needCount, setCount]);

  useEffect(() => {
    if (!open) {
      dispatch({ type: 'close' });
      return undefined;
    }
    dispatch({ type: 'open' });
    let current = true;
    const timer = setTimeout(() => {
      dispatch({ type: 'delay-elapsed' });
      // The list is server markup: it shows once the sanitiser is here too.
      const answered = fetchTodoNotification().then((answer) => (answer.items ? todoList.load().then(() => answer) : answer));
      withMarkupTools(answered).then(
        (answer) => {
          if (!current) return;
          setCount({ username, count: answer.count });
          dispatch({ type: 'loaded', html: answer.html, items: answer.items });
        },
        () => current && dispatch({ type: 'failed' }),
      );
    }, TODO_LOAD_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      dispatch({ type: 'close' });
    };
  }, [open, username, setCount]);

  const countText = todoCountText(count);
  const title = useRef<HTMLHeadingElement>(null);
  const TodoList = todoList.ready?.TodoList;
  return (
    <div className="todo">
      <button {...disclosure.triggerProps} type="button" className="icon-button todo-button" part="todo-button">
        <TodoIcon />
        <span className="visually-hidden">Todo list</span>{' '}
        {countText && (
          <span className="todo-count" part="todo-count" data-count={count ?? undefined}>
            {countText}
          </span>
        )}
      </button>
      <section {...disclosure.panelProps} className="dropdown todo-box" part="todo-box" aria-labelledby="todo-box-title">
        <h2 id="todo-box-title" className="todo-title" ref={title} tabIndex={-1}>
          Todo list
        </h2>
        <div className="todo-body" aria-live="polite" aria-busy={box.phase === 'waiting' || box.phase === 'loading'}>
          {(box.phase === 'waiting' || box.phase === 'loading') && <p className="panel-note">{TODO_LOADING_TEXT}</p>}
          {box.phase === 'failed' && (
            <p className="panel-note error" role="alert">
              {TODO_FAILURE_TEXT}
            </p>
          )}
          {box.phase === 'ready' && box.items !== null && TodoList && (
            <TodoList username={username} items={box.items} focusAfterLast={() => title.current?.focus()}
              onRemoved={(item) => dispatch({ type: 'removed', contest: item.contest, problem: item.problem })} />
          )}
          {box.phase === 'ready' && box.items === null && <SafeHtml markup={box.html} kind="richText" className="todo-list" />}
        </div>
      </section>
    </div>
  );
}
