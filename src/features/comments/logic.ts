/**
 * The comment section's rules, without DOM or I/O: the texts, the download states, the thread
 * reducer (pages merged, moderator changes applied), the reply tree, what a post may send, and
 * the relative and full times.
 */
import { COMMENT_MAX_LENGTH, type Comment, type CommentList } from '../../api/comments';
import { lazyFormatter } from '../../core/intl';

export const HEADER_TEXT = 'Comments';
export const LOADING_TEXT = 'Loading comments…';
export const EMPTY_TEXT = 'No comments yet.';
export const LOAD_ERROR_TEXT = 'The comments could not be loaded.';
export const LOGIN_TEXT = 'Log in to comment';
export const MORE_TEXT = 'Show more comments';
export const REFRESH_TEXT = 'Refresh';
export const POST_TEXT = 'Post';
export const PREVIEW_TEXT = 'Preview';
export const POSTING_TEXT = 'Posting…';
export const POSTED_TEXT = 'Your comment was posted.';
export const NOTHING_TO_PREVIEW_TEXT = 'Nothing to preview.';
export const EMPTY_POST_TEXT = 'Write something before posting.';
export const REPLY_TEXT = 'Reply';
export const CANCEL_TEXT = 'Cancel';
export const PUBLISH_TEXT = 'Publish';
export const UNPUBLISH_TEXT = 'Unpublish';
export const MARK_REPLIED_TEXT = 'Mark as Replied';
export const MARKED_REPLIED_TEXT = 'Marked as replied.';
export const ARCHIVE_TEXT = 'Archive';
/** The alert of a failed archive. */
export const ARCHIVE_FAILED_TEXT = 'something went wrong';
export const IMPORTANT_TEXT = 'Important';
export const UNPUBLISHED_TEXT = 'Unpublished';
export const POST_LABEL = 'Add a comment';
export const replyLabel = (author: string) => `Reply to ${author}`;
export const tooLongText = (length: number) =>
  `A comment can be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters; this one has ${length.toLocaleString('en-US')}.`;
export const postFailedText = (message: string) => `Your comment was not posted: ${message} Your text is kept; try again.`;
export const lastFetchedText = (time: string) => `Comments last fetched at ${time}.`;

/** The 'last fetched' banner shows this long after the comments load. */
export const BANNER_DELAY_MS = 15_000;
/** Relative times are redrawn this often; none of them is finer than a minute after the first. */
export const RELATIVE_TIME_REFRESH_MS = 30_000;

/** The download state: 0 not loaded, -1 loading, 1 loaded. */
export const Download = { NotLoaded: 0, Loading: -1, Loaded: 1 } as const;
export type Download = (typeof Download)[keyof typeof Download];

export interface ThreadState {
  download: Download;
  comments: Comment[];
  pagesLoaded: number;
  /** A full last page: another one may follow. */
  hasMore: boolean;
  isMod: boolean;
  hasAvatar: boolean;
  canPost: boolean;
  /** The last load's failure, shown until the next load starts. */
  error: string | null;
  /** When the list shown was fetched (ms); the banner counts from here. */
  fetchedAtMs: number | null;
}

export const initialThread: ThreadState = {
  download: Download.NotLoaded,
  comments: [],
  pagesLoaded: 0,
  hasMore: false,
  isMod: false,
  hasAvatar: false,
  canPost: false,
  error: null,
  fetchedAtMs: null,
};

export type ThreadAction =
  | { type: 'load-start' }
  | { type: 'load-success'; page: number; limit: number; list: CommentList; atMs: number }
  | { type: 'load-failure'; message: string }
  | { type: 'unpublished'; id: string; unpublished: boolean }
  | { type: 'archived'; id: string };

const topLevelCount = (comments: Comment[]) => comments.filter((c) => c.pid === '0').length;

/** The ids of a comment and every reply under it. */
export function subtreeIds(comments: readonly Comment[], id: string): Set<string> {
  const ids = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of comments) {
      if (!ids.has(c.id) && ids.has(c.pid)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'load-start':
      return { ...state, download: Download.Loading, error: null };
    case 'load-success': {
      const { page, limit, list } = action;
      // Page 1 replaces the thread (a first load, a Refresh, after a post); later pages add to it.
      const known = page === 1 ? new Set<string>() : new Set(state.comments.map((c) => c.id));
      const base = page === 1 ? [] : state.comments;
      return {
        download: Download.Loaded,
        comments: [...base, ...list.comments.filter((c) => !known.has(c.id))],
        pagesLoaded: page,
        hasMore: topLevelCount(list.comments) >= limit,
        isMod: list.isMod,
        hasAvatar: list.hasAvatar,
        canPost: list.canPost,
        error: null,
        fetchedAtMs: page === 1 ? action.atMs : state.fetchedAtMs,
      };
    }
    case 'load-failure':
      // What was shown stays; a first load that failed counts as not loaded, so it is retried.
      return { ...state, download: state.pagesLoaded > 0 ? Download.Loaded : Download.NotLoaded, error: action.message };
    case 'unpublished':
      return { ...state, comments: state.comments.map((c) => (c.id === action.id ? { ...c, unpublished: action.unpublished } : c)) };
    case 'archived': {
      const gone = subtreeIds(state.comments, action.id);
      return { ...state, comments: state.comments.filter((c) => !gone.has(c.id)) };
    }
  }
}

export interface CommentNode {
  comment: Comment;
  replies: CommentNode[];
}

/**
 * The reply tree in the server's order. A reply whose parent is not in the list (archived, on
 * another page, hidden) is shown at the top level rather than dropped.
 */
export function buildTree(comments: readonly Comment[]): CommentNode[] {
  const nodes = new Map(comments.map((comment) => [comment.id, { comment, replies: [] as CommentNode[] }]));
  const roots: CommentNode[] = [];
  for (const comment of comments) {
    const node = nodes.get(comment.id)!;
    const parent = comment.pid !== '0' && comment.pid !== comment.id ? nodes.get(comment.pid) : undefined;
    if (parent) parent.replies.push(node);
    else roots.push(node);
  }
  return roots;
}

export type PostCheck = { ok: true } | { ok: false; message: string };

/** Empty text is not sent; neither is text the server would refuse as too long. */
export function checkPost(text: string): PostCheck {
  if (text.trim() === '') return { ok: false, message: EMPTY_POST_TEXT };
  if (text.length > COMMENT_MAX_LENGTH) return { ok: false, message: tooLongText(text.length) };
  return { ok: true };
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// Made on first use, not when the problem page's chunk is evaluated (core/intl.ts).
const relativeFormat = lazyFormatter(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
const fullFormat = lazyFormatter(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' }));
const clockFormat = lazyFormatter(() => new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' }));

/** "5 minutes ago", "yesterday", "now": the largest whole unit of the time since. */
export function relativeTime(timeMs: number, nowMs: number): string {
  const seconds = Math.round((timeMs - nowMs) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat().format(Math.trunc(seconds / size), unit);
  }
  return relativeFormat().format(0, 'second');
}

export const fullTime = (timeMs: number) => fullFormat().format(timeMs);
export const clockTime = (timeMs: number) => clockFormat().format(timeMs);

/** A fresh client id for one post (the server writes a post with a known id only once). */
export function newClientId(): string {
  // getRandomValues, unlike randomUUID, also exists on plain-http pages.
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
