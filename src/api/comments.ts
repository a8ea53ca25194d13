/**
 * Comment calls (the Comment and Comment list response shapes): the thread of a page
 * URL one page at a time, posting, and the moderator actions. Every call runs under the
 * 'comment' retry policy (status above 498 retried every 2 s, up to 10 times, then the caller's
 * error callback). The first page of a thread is cached, keyed by a hash of the page URL, for
 * COMMENT_CACHE_TTL_S; a Refresh and a successful post bypass it.
 */
import { cacheDelete, cacheSetAfterPaint, cachedAs } from './cache';
import { get, HttpError, post, unusableAnswer } from '../core/http';
import { asObject, bool, listOf, num, str, toEpochMs } from '../core/json';
import { isSafeUrl } from '../core/safe-url';

export interface Comment {
  id: string;
  /** '0' for a top-level comment. */
  pid: string;
  /** Markdown as the author typed it; rendered and sanitised at display. */
  content: string;
  author: string;
  /** A safe image address, or '' (the default avatar shows). */
  avatar: string;
  /** Untrusted markup of the author's handle. */
  authorHtml: string;
  timeMs: number;
  important: boolean;
  unpublished: boolean;
}

export interface CommentList {
  comments: Comment[];
  isMod: boolean;
  hasAvatar: boolean;
  canPost: boolean;
}

/**
 * The contract gives the comment cache lifetime as "30" without a unit. Seconds: a thread is a
 * conversation, and the 'last fetched' banner offers a Refresh after only 15 s, so the list is
 * considered stale within seconds. Thirty minutes would show a reloaded page a half-hour-old
 * thread (other people's replies missing), which the 15 s banner contradicts; thirty seconds
 * still spares the server the repeated loads of someone moving between problems.
 */
export const COMMENT_CACHE_TTL_S = 30;
export const DEFAULT_PAGE_SIZE = 20;
/** The server's limit; the client checks it first so nothing oversized is sent. */
export const COMMENT_MAX_LENGTH = 10000;

/** Avatars are shown as <img>, where even an SVG cannot run script; other schemes are refused. */
const IMAGE_DATA_URL = /^data:image\/(png|gif|jpeg|webp|svg\+xml);base64,[a-z0-9+/=]+$/i;
const avatarOf = (value: unknown): string => {
  const url = str(value)?.trim() ?? '';
  return url !== '' && (IMAGE_DATA_URL.test(url) || isSafeUrl(url)) ? url : '';
};

/** One comment, or null when it lacks an id or an author (it cannot be shown or answered). */
export function normaliseComment(raw: unknown): Comment | null {
  const item = asObject(raw);
  const id = str(item?.id)?.trim() ?? '';
  const author = str(item?.author)?.trim() ?? '';
  if (!item || id === '' || author === '') return null;
  const pid = str(item.pid)?.trim() ?? '';
  return {
    id,
    pid: pid === '' ? '0' : pid,
    content: str(item.content) ?? '',
    author,
    avatar: avatarOf(item.author_avatar),
    authorHtml: str(item.author_html) ?? '',
    timeMs: toEpochMs(item.time) ?? 0,
    important: bool(item.important) ?? false,
    unpublished: bool(item.unpublished) ?? false,
  };
}

/** The list response; throws HttpError('malformed') when the answer has no list. */
export function normaliseCommentList(raw: unknown): CommentList {
  const answer = asObject(raw);
  if (!answer || !Array.isArray(answer.list)) throw unusableAnswer(raw);
  return {
    comments: listOf(answer.list).flatMap((item) => normaliseComment(item) ?? []),
    isMod: bool(answer.is_mod) ?? false,
    hasAvatar: bool(answer.has_avatar) ?? false,
    canPost: bool(answer.can_post) ?? false,
  };
}

/**
 * The cache entry of a thread: a SHA-256 of its page URL, so storage does not list the pages
 * read. null where WebCrypto is missing (plain-http pages): the cache, sealed with it too, is off.
 */
async function commentCacheName(url: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(url));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `comments:${hex.slice(0, 32)}`;
}

export interface FetchCommentsOptions {
  /** 1-based; pages count top-level comments. */
  page?: number;
  limit?: number;
  /** Skip the cache (Refresh, after a post). */
  fresh?: boolean;
  /** The error callback once the retries are spent. */
  onGiveUp?: (error: HttpError) => void;
}

interface CachedPage {
  limit: number;
  answer: unknown;
}

/** One page of a thread; the first page from the cache while it lasts. */
export async function fetchComments(url: string, { page = 1, limit = DEFAULT_PAGE_SIZE, fresh = false, onGiveUp }: FetchCommentsOptions = {}): Promise<CommentList> {
  const cacheName = page === 1 ? await commentCacheName(url) : null;
  if (cacheName && !fresh) {
    const hit = await cachedAs(cacheName, (value) => {
      const entry = asObject(value) as Partial<CachedPage> | null;
      if (num(entry?.limit) !== limit) throw new Error('another page size');
      return normaliseCommentList(entry?.answer);
    });
    if (hit) return hit;
  }
  const answer = await get<unknown>('/comment/fetch/url', { params: { url, page, limit }, policy: 'comment', quiet: true, onGiveUp });
  const list = normaliseCommentList(answer);
  // Sealing the answer is not on the way to the screen: it waits until the thread has painted
  // (a post or a moderator's action meanwhile drops the write, forgetComments).
  if (cacheName) void cacheSetAfterPaint(cacheName, { limit, answer } satisfies CachedPage, COMMENT_CACHE_TTL_S);
  return list;
}

/** Forgets the cached first page of a thread (after a post or a moderator action). */
export async function forgetComments(url: string): Promise<void> {
  const name = await commentCacheName(url);
  if (name) cacheDelete(name);
}

export interface NewComment {
  url: string;
  comment: string;
  /** '0' for a top-level comment. */
  pid: string;
  /** The client's id for this post: a post retried after a lost answer is written once. */
  cid: string;
}

/** Posts a comment; resolves on status 'success', else rejects with the server's message. */
export async function postComment(comment: NewComment, onGiveUp?: (error: HttpError) => void): Promise<void> {
  const answer = await post<unknown>('/comment/add/url', comment, { policy: 'comment', quiet: true, onGiveUp });
  const body = asObject(answer);
  if (str(body?.status) !== 'success') {
    throw new HttpError(str(body?.message) || 'Your comment was not posted.', 'http', 200, answer);
  }
  await forgetComments(comment.url);
}

export type ModeratorAction = 'publish' | 'unpublish' | 'archive' | 'replied';

const ACTION_PATHS: Record<ModeratorAction, string> = {
  publish: '/comment/publish/',
  unpublish: '/comment/unpublish/',
  archive: '/comment/moderator/archive/',
  // The contract names 'Mark as Replied' without a call; the reference server's choice (README).
  replied: '/comment/replied/',
};

/** A moderator action on one comment; the thread's cached page is forgotten on success. */
export async function moderateComment(url: string, action: ModeratorAction, id: string): Promise<void> {
  const answer = await post<unknown>(`${ACTION_PATHS[action]}${encodeURIComponent(id)}`, undefined, { policy: 'comment', quiet: true });
  // Publish and unpublish have no documented answer: anything but an error body is success.
  const status = str(asObject(answer)?.status);
  if (action === 'archive' && status !== undefined && status !== 'success') {
    throw new HttpError(str(asObject(answer)?.message) || 'something went wrong', 'http', 200, answer);
  }
  await forgetComments(url);
}
