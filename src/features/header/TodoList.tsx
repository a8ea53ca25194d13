/**
 * The todo list box's entries when the server sends them as data: each a link to the problem in
 * its contest and a Remove button (POST /api/todo/remove). A removal takes the entry out, lowers
 * the count and turns the problem's widgets on the page back to 'add' (shared atoms); focus moves
 * to the next entry's button, or the box's title when none is left. A failure says why inline.
 */
import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { removeTodo, type TodoItem } from '../../api/todo';
import { GENERIC_ERROR_MESSAGE, HttpError } from '../../core/http';
import { removeLabel, todoProblemPath } from '../../domain/todo';
import { recordTodoRemoveAtom, todoKey } from '../../state/todo';
import { useShadowStyles } from '../../ui/host';
import { headerPartsCss } from './header-parts.styles';

const TODO_EMPTY_TEXT = 'Your todo list is empty.';

interface TodoListProps {
  username: string;
  items: TodoItem[];
  onRemoved: (item: TodoItem) => void;
  /** Where focus goes when the last entry is removed. */
  focusAfterLast: () => void;
}

export function TodoList({ username, items, onRemoved, focusAfterLast }: TodoListProps) {
  useShadowStyles(headerPartsCss);
  const recordRemove = useSetAtom(recordTodoRemoveAtom);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  if (items.length === 0) return <p className="todo-empty">{TODO_EMPTY_TEXT}</p>;

  const remove = async (item: TodoItem, index: number) => {
    if (busy) return;
    const id = `${item.contest}/${item.problem}`;
    setBusy(id);
    setError(null);
    try {
      const result = await removeTodo(item.problem, item.contest);
      // Focus moves before the entry goes (a box that loses focus closes): to the entry that
      // takes its place, else the one before, else the box's title.
      const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button.todo-remove') ?? [])];
      const next = buttons[index + 1] ?? buttons[index - 1];
      if (next) next.focus();
      else focusAfterLast();
      recordRemove({ key: todoKey(username, item.contest, item.problem), shrank: result.removed });
      onRemoved(item);
    } catch (failure) {
      setError(failure instanceof HttpError ? failure.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <ul ref={list} className="todo-list todo-items" part="todo-list">
        {items.map((item, index) => {
          const id = `${item.contest}/${item.problem}`;
          return (
            <li key={id}>
              <a href={todoProblemPath(item.contest, item.problem)}>{item.problem}</a>{' '}
              <span className="todo-contest">{item.name === item.problem ? item.contest : `${item.name}, ${item.contest}`}</span>
              <button type="button" className="todo-remove" part="todo-remove" aria-label={removeLabel(item.problem)}
                aria-busy={busy === id || undefined} onClick={() => void remove(item, index)}>
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      {error && <p className="panel-note error" role="alert">{error}</p>}
    </>
  );
}
