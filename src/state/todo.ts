/**
 * The signed-in user's todo count (after a problem is added the counter goes up
 * by one). The header loads it and shows it; the todo widget bumps it after an add.
 */
import { atom } from 'jotai';

export interface TodoCount {
  /** Whose count it is, so a count never shows for the next user after a sign-in. */
  username: string;
  count: number;
}

/** null until the header has loaded the count (or when it could not). */
export const todoCountAtom = atom<TodoCount | null>(null);

/** Adds `by` (default 1) to the held count; nothing while no count is known. */
export const bumpTodoCountAtom = atom(null, (get, set, by: number = 1) => {
  const current = get(todoCountAtom);
  if (current) set(todoCountAtom, { ...current, count: Math.max(0, current.count + by) });
});

/**
 * Problems added to the todo list on this page, by `{username}|{contest}|{problem}`: every
 * widget for the same problem (a problem page and a list row) shows 'already present' at once.
 */
export const addedTodosAtom = atom<ReadonlySet<string>>(new Set<string>());

export const todoKey = (username: string, contest: string, problem: string): string => `${username}|${contest}|${problem}`;

/** Problems removed from the todo list on this page (the list box or a widget), by the same key. */
export const removedTodosAtom = atom<ReadonlySet<string>>(new Set<string>());

const without = (keys: ReadonlySet<string>, key: string) => new Set([...keys].filter((k) => k !== key));

/** Records an add; bumps the header's count only when the server says the list grew. */
export const recordTodoAddAtom = atom(null, (get, set, { key, grew }: { key: string; grew: boolean }) => {
  const added = get(addedTodosAtom);
  if (!added.has(key)) set(addedTodosAtom, new Set([...added, key]));
  if (get(removedTodosAtom).has(key)) set(removedTodosAtom, without(get(removedTodosAtom), key));
  if (grew) set(bumpTodoCountAtom, 1);
});

/** Records a removal; lowers the header's count only when the server says the list shrank. */
export const recordTodoRemoveAtom = atom(null, (get, set, { key, shrank }: { key: string; shrank: boolean }) => {
  const removed = get(removedTodosAtom);
  if (!removed.has(key)) set(removedTodosAtom, new Set([...removed, key]));
  if (get(addedTodosAtom).has(key)) set(addedTodosAtom, without(get(addedTodosAtom), key));
  if (shrank) set(bumpTodoCountAtom, -1);
});
