/**
 * The thread's pages: the first loads on the first expand once the session (and its CSRF token)
 * is known, and again past the cache when another user signs in, on Refresh and after a post;
 * 'Show more comments' loads the next. The thread's code (thread-parts.ts) loads beside its first
 * page: the thread counts as loaded when both are here. Also the clock the comments' relative
 * times follow while the thread is open.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { fetchComments } from '../../api/comments';
import { clock } from '../../core/clock';
import { markupTools, withMarkupTools } from '../../core/markup-loader';
import { useSession } from '../../state/session';
import { lazyModule } from '../../ui/useLazyModule';
import { BANNER_DELAY_MS, Download, RELATIVE_TIME_REFRESH_MS, initialThread, threadReducer } from './logic';

/**
 * What an open thread shows (the comments, their Markdown renderer and sanitiser, the posting
 * and reply boxes) loads when the thread is first opened, beside the thread's own request: a
 * collapsed section is a heading and a button. The thread counts as loaded when both are here
 * (a failure of either is the thread's load failure, with its Reload).
 */
export const threadParts = lazyModule(() => withMarkupTools(import('./thread-parts')));

export function useThreadPages(url: string, limit: number, open: boolean) {
  const [state, dispatch] = useReducer(threadReducer, initialThread);
  const [nowMs, setNowMs] = useState(() => clock.now());
  const session = useSession();
  const username = session.user?.username ?? '';
  const latest = useRef(0);

  const load = useCallback(async (page: number, fresh: boolean) => {
    // Only the last load started may change the thread (a post's reload overtakes a Refresh).
    const ticket = ++latest.current;
    dispatch({ type: 'load-start' });
    try {
      // The thread's code comes with its first page: the thread shows when both are here.
      const [list] = await Promise.all([fetchComments(url, { page, limit, fresh }), threadParts.load()]);
      if (ticket !== latest.current) return;
      // The comments' Markdown and their authors' handles, each sanitised in one pass, in this
      // task: the render that shows them has only React's work left.
      const tools = markupTools.ready;
      tools?.prepareMarkdown(list.comments.map((comment) => comment.content), 'comment');
      tools?.prepareSanitizedBatch(list.comments.flatMap((comment) => comment.authorHtml || []), 'handleText');
      dispatch({ type: 'load-success', page, limit, list, atMs: clock.now() });
      setNowMs(clock.now());
    } catch (error) {
      if (ticket !== latest.current) return;
      dispatch({ type: 'load-failure', message: error instanceof Error ? error.message : String(error) });
    }
  }, [url, limit]);

  // The thread loads on the first expand, once the session (and its CSRF token) is known.
  const wanted = open && !session.loading && state.download === Download.NotLoaded && state.error === null;
  useEffect(() => {
    if (wanted) void load(1, false);
  }, [wanted, load]);

  // Another user signed in: is_mod, can_post and the unpublished comments shown are theirs.
  const shownFor = useRef(username);
  useEffect(() => {
    if (shownFor.current === username) return;
    shownFor.current = username;
    if (state.pagesLoaded > 0) void load(1, true);
  }, [username, state.pagesLoaded, load]);

  const loaded = state.pagesLoaded > 0;
  useEffect(() => {
    if (!open || !loaded) return undefined;
    const timer = setInterval(() => setNowMs(clock.now()), RELATIVE_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, [open, loaded]);

  const refresh = useCallback(() => void load(1, true), [load]);
  return { state, dispatch, load, refresh, loaded, nowMs };
}

/** The 'last fetched' banner with Refresh: shown BANNER_DELAY_MS after each load. */
export function useLastFetchedBanner(fetchedAtMs: number | null): boolean {
  const [bannerShown, setBannerShown] = useState(false);
  useEffect(() => {
    setBannerShown(false);
    if (fetchedAtMs === null) return undefined;
    const timer = setTimeout(() => setBannerShown(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fetchedAtMs]);
  return bannerShown;
}
