/**
 * The comment section of a page: a 'Comments' disclosure whose thread loads on the
 * first expand (download state 0 → -1 → 1), the post box or a log-in link (can_post), the reply
 * tree, paging ('Show more comments'), and the 'last fetched' banner with Refresh 15 s after
 * each load. Refresh and a successful post load the first page again past the cache.
 */
import { useCallback, useId, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../api/comments';
import type { ElementProps } from '../../core/declare';
import { nav } from '../../core/nav';
import { warnOnce } from '../../core/warn';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Loader } from '../../ui/Loader';
import type { ThreadContext } from './CommentItem';
import { useLazyModule } from '../../ui/useLazyModule';
import { draftBoxes } from './drafts';
import {
  Download, EMPTY_TEXT, HEADER_TEXT, LOAD_ERROR_TEXT, LOADING_TEXT, LOGIN_TEXT, MORE_TEXT, POST_LABEL,
  REFRESH_TEXT, buildTree, clockTime, lastFetchedText,
} from './logic';
import { threadParts, useLastFetchedBanner, useThreadPages } from './useThreadPages';
import { declaration } from '../../declarations/cc-comments.decl';

/** The element's props, as its declaration (cc-comments.decl.ts) says. */
export type CommentsProps = ElementProps<typeof declaration>;

/** The page URLs a thread may belong to: a site path (the server's rule too). */
const THREAD_URL = /^\/[A-Za-z0-9/_.-]{0,199}$/;
const MISSING_URL_TEXT = 'This comment section has no page to belong to.';

export function CommentsSection({ url, expanded = false, limit }: CommentsProps) {
  if (url === undefined || !THREAD_URL.test(url)) {
    warnOnce(`<cc-comments>: attribute "url" expects the page's path, like "/problems/EVENSUM"; got ${JSON.stringify(url)}.`);
    return <p className="notice" role="alert" part="error">{MISSING_URL_TEXT}</p>;
  }
  let pageSize = DEFAULT_PAGE_SIZE;
  if (limit !== undefined) {
    if (Number.isInteger(limit) && limit >= 1 && limit <= 100) pageSize = limit;
    else warnOnce(`<cc-comments>: attribute "limit" expects a whole number from 1 to 100; got ${limit}. Using ${DEFAULT_PAGE_SIZE}.`);
  }
  return <Thread key={url} url={url} limit={pageSize} initiallyOpen={expanded} />;
}

function Thread({ url, limit, initiallyOpen }: { url: string; limit: number; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const { state, dispatch, load, refresh, loaded, nowMs } = useThreadPages(url, limit, open);
  const bannerShown = useLastFetchedBanner(state.fetchedAtMs);
  const { openReplies, focusReply, setReplyOpen } = useOpenReplies(url);
  const ids = useId();
  const tree = useMemo(() => buildTree(state.comments), [state.comments]);
  const onUnpublished = useCallback((id: string, unpublished: boolean) => dispatch({ type: 'unpublished', id, unpublished }), [dispatch]);
  const onArchived = useCallback((id: string) => dispatch({ type: 'archived', id }), [dispatch]);
  // One object while nothing in it changes: the comments are memoised on it, so opening or
  // closing the thread (or a banner showing) renders none of them again.
  const context: ThreadContext = useMemo(() => ({
    url, isMod: state.isMod, hasAvatar: state.hasAvatar, canPost: state.canPost, nowMs, openReplies, focusReply,
    setReplyOpen, onPosted: refresh, onUnpublished, onArchived,
  }), [url, state.isMod, state.hasAvatar, state.canPost, nowMs, openReplies, focusReply, setReplyOpen, refresh, onUnpublished, onArchived]);

  const busy = state.download === Download.Loading;
  // Here as soon as the thread has loaded (load() waited for it).
  const code = useLazyModule(threadParts, loaded).module;
  return (
    <section className="comments" part="comments" data-download={state.download} aria-labelledby={`${ids}-heading`}>
      <h2 className="heading" id={`${ids}-heading`}>
        <button type="button" className="toggle" part="toggle" aria-expanded={open} aria-controls={`${ids}-panel`} onClick={() => setOpen((on) => !on)}>
          <span className="chevron" aria-hidden="true" />
          {HEADER_TEXT}
        </button>
      </h2>
      <div id={`${ids}-panel`} className="panel" part="panel" hidden={!open} aria-busy={busy}>
        {bannerShown && state.fetchedAtMs !== null && (
          <p className="banner" part="banner">
            {lastFetchedText(clockTime(state.fetchedAtMs))}{' '}
            <button type="button" className="link-button" part="refresh" onClick={refresh}>{REFRESH_TEXT}</button>
          </p>
        )}
        {state.error !== null && (
          <ErrorPanel part="error" onReload={() => void load(1, true)}>
            <p>{LOAD_ERROR_TEXT}</p>
            <p className="detail">{state.error}</p>
          </ErrorPanel>
        )}
        {busy && !loaded && <Loader label={LOADING_TEXT} showLabel />}
        {loaded && code && (state.canPost
          ? <code.CommentBox url={url} pid="0" label={POST_LABEL} onPosted={refresh} />
          : <p className="login" part="login"><a href={`/login?destination=${encodeURIComponent(nav.path())}`}>{LOGIN_TEXT}</a></p>)}
        {loaded && code && state.comments.length === 0 && <p className="empty" part="empty">{EMPTY_TEXT}</p>}
        {code && tree.length > 0 && <code.CommentThread tree={tree} thread={context} />}
        {loaded && code && state.hasMore && (
          <button type="button" className="button more" part="more" disabled={busy} onClick={() => void load(state.pagesLoaded + 1, false)}>
            {MORE_TEXT}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * The reply boxes open (by comment id) and the one the user opened last (it takes focus). Boxes
 * holding a draft open again after a reload, so the text is in sight.
 */
function useOpenReplies(url: string): Pick<ThreadContext, 'openReplies' | 'focusReply' | 'setReplyOpen'> {
  const [openReplies, setOpenReplies] = useState<ReadonlySet<string>>(() => new Set(draftBoxes(url).filter((box) => box !== '0')));
  const [focusReply, setFocusReply] = useState<string | null>(null);
  const setReplyOpen = useCallback((id: string, on: boolean) => {
    setOpenReplies((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    setFocusReply(on ? id : null);
  }, []);
  return { openReplies, focusReply, setReplyOpen };
}
