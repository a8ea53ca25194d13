/**
 * The todo widget's add and remove: one at a time; visitors are sent to sign in. A success
 * updates the shared atoms (the header's count moves at once, no refetch) and says so; a failure
 * shows the server's message. Focus that was on the widget goes to what replaces the pressed
 * button (the 'already present' mark, or the add button again).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { addTodo, removeTodo } from '../api/todo';
import { focusIsInside } from './focus-inside';
import { GENERIC_ERROR_MESSAGE, HttpError } from '../core/http';
import { nav } from '../core/nav';
import { store } from '../core/store';
import { isSignedIn } from '../domain/session';
import { loginTarget, presentLabel, removedLabel } from '../domain/todo';
import { pageSettingsAtom } from '../state/session';
import { addedTodosAtom, recordTodoAddAtom, recordTodoRemoveAtom, removedTodosAtom } from '../state/todo';

export interface TodoMessage {
  text: string;
  error: boolean;
}

/** Signed in? Waits for the page settings, so a click during load is not taken for a visitor's. */
async function signedInNow(): Promise<boolean> {
  try {
    return isSignedIn(await store.get(pageSettingsAtom));
  } catch {
    return false;
  }
}

/** `key`: the todo's key for this user (state/todo.ts); `wrapper`: the widget's outer element. */
export function useTodoActions(problem: string, contest: string, key: string, wrapper: RefObject<HTMLSpanElement | null>) {
  const added = useAtomValue(addedTodosAtom).has(key);
  const removed = useAtomValue(removedTodosAtom).has(key);
  const recordAdd = useSetAtom(recordTodoAddAtom);
  const recordRemove = useSetAtom(recordTodoRemoveAtom);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<TodoMessage | null>(null);
  const busyRef = useRef(false);
  const presentRef = useRef<HTMLSpanElement>(null);
  const focusPresent = useRef(false);
  const focusAdd = useRef(false);

  useEffect(() => {
    if (added && focusPresent.current) presentRef.current?.focus();
    focusPresent.current = false;
  }, [added]);
  useEffect(() => {
    if (removed && focusAdd.current) wrapper.current?.querySelector<HTMLElement>('button.todo-add')?.focus();
    focusAdd.current = false;
  }, [removed]);

  /** One add or remove at a time; visitors are sent to sign in. */
  const act = async (work: () => Promise<TodoMessage>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setMessage(null);
    try {
      const who = await signedInNow();
      if (!who) {
        nav.assign(loginTarget(nav.path()));
        return;
      }
      setMessage(await work());
    } catch (error) {
      setMessage({ text: error instanceof HttpError ? error.message : GENERIC_ERROR_MESSAGE, error: true });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };
  const add = () => act(async () => {
    const result = await addTodo(problem, contest);
    focusPresent.current = focusIsInside(wrapper.current);
    recordAdd({ key, grew: result.added });
    return { text: result.message ?? presentLabel(problem), error: false };
  });
  const remove = () => act(async () => {
    const result = await removeTodo(problem, contest);
    focusAdd.current = focusIsInside(wrapper.current);
    recordRemove({ key, shrank: result.removed });
    return { text: result.message ?? removedLabel(problem), error: false };
  });

  return { added, removed, busy, message, add, remove, presentRef };
}
