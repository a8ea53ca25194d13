/**
 * Loads a page's data at once, and again whenever the signed-in user changes afterwards.
 * The first load does not wait for the session: the server answers for whoever the session
 * cookie names, so the session arriving (with that same user) loads nothing more; a different
 * user later (sign-in, sign-out) does, because their rank, status or solved marks differ.
 */
import { useEffect, useRef } from 'react';
import { useSession } from '../state/session';

export function useLoadForUser(load: () => void, key: string): void {
  const { loading, user } = useSession();
  const username = loading ? null : user?.username ?? '';
  const loadRef = useRef(load);
  loadRef.current = load;
  const last = useRef<{ key: string; user: string | null } | null>(null);
  useEffect(() => {
    const seen = last.current;
    const sameUser = username === null || seen?.user === null || seen?.user === username;
    if (seen && seen.key === key && sameUser) {
      if (username !== null) seen.user = username;
      return;
    }
    last.current = { key, user: username };
    loadRef.current();
  }, [key, username]);
}
