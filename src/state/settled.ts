/**
 * An async atom seen without Suspense: `{state: 'loading'}`, `{state: 'hasData', data}` or
 * `{state: 'hasError', error}`. The shape of jotai's `loadable`, which jotai 2.20 deprecates
 * (and warns about at runtime), built on `unwrap` as jotai recommends. A refresh shows loading again, like `loadable`: the previous
 * result (another user's session, say) must not be shown as if it were current.
 */
import { atom, type Atom } from 'jotai';
import { unwrap } from 'jotai/utils';

export type Settled<T> =
  | { state: 'loading' }
  | { state: 'hasData'; data: T }
  | { state: 'hasError'; error: unknown };

const LOADING = { state: 'loading' } as const;

export function settled<T>(source: Atom<Promise<T> | T>): Atom<Settled<T>> {
  const outcome = atom(async (get): Promise<Settled<T>> => {
    try {
      return { state: 'hasData', data: await get(source) };
    } catch (error) {
      return { state: 'hasError', error };
    }
  });
  return unwrap(outcome, () => LOADING);
}
