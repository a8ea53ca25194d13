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
