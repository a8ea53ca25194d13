/**
 * One comment and its replies: avatar (when the thread has avatars), the author linked to the
 * profile, relative time with the full timestamp, the Markdown content, the Important and
 * Unpublished marks, Reply (for those who may post) with its reply box, and for moderators
 * Publish/Unpublish, 'Mark as Replied' and Archive.
 */
import { memo, useId, useState } from 'react';
import { moderateComment, type ModeratorAction } from '../../api/comments';
import { useShadowStyles } from '../../ui/host';
import { ReadyHtml, useSafeHtmlStyles } from '../../ui/SafeHtml';
import { threadCss } from './thread.styles';
import { CommentBox } from './CommentBox';
import {
  ARCHIVE_FAILED_TEXT, ARCHIVE_TEXT, IMPORTANT_TEXT, MARK_REPLIED_TEXT, MARKED_REPLIED_TEXT, PUBLISH_TEXT, REPLY_TEXT,
  UNPUBLISHED_TEXT, UNPUBLISH_TEXT, fullTime, relativeTime, replyLabel, type CommentNode,
} from './logic';

export interface ThreadContext {
  url: string;
  isMod: boolean;
  hasAvatar: boolean;
  canPost: boolean;
  nowMs: number;
  /** Reply boxes open (by comment id); kept by the section so a re-render keeps them. */
  openReplies: ReadonlySet<string>;
  /** The reply box the user opened last (it takes focus; boxes reopened for a draft do not). */
  focusReply: string | null;
  setReplyOpen: (id: string, open: boolean) => void;
  onPosted: () => void;
  onUnpublished: (id: string, unpublished: boolean) => void;
  onArchived: (id: string) => void;
}

/** Shown when the author has no avatar, or the thread's has_avatar is off for them. */
const DEFAULT_AVATAR = (
  <svg className="avatar default-avatar" part="avatar" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <circle cx="16" cy="12" r="6" />
    <path d="M4 30c1.5-7 6.5-10 12-10s10.5 3 12 10z" />
  </svg>
);

/**
 * The thread's comments. The thread's styles come with its code (thread-parts.ts), adopted here
 * once, before the list's first layout, for every comment and markup box in it (not once per
 * comment: a thread shows 200 in one commit).
 */
export function CommentThread({ tree, thread }: { tree: readonly CommentNode[]; thread: ThreadContext }) {
  useShadowStyles(threadCss);
  useSafeHtmlStyles();
  return (
    <ul className="thread" part="thread">
      {tree.map((node) => <CommentItem key={node.comment.id} node={node} thread={thread} depth={0} />)}
    </ul>
  );
}

/**
 * Memoised: the thread's context is one object while nothing in it changes, so a re-render of
 * the section (opening or closing it) passes over its comments. Only inside CommentThread.
 */
const CommentItem = memo(CommentItemView);

function CommentItemView({ node, thread, depth }: { node: CommentNode; thread: ThreadContext; depth: number }) {
  const { comment, replies } = node;
  const ids = useId();
  const replyOpen = thread.openReplies.has(comment.id);
  const replyBoxId = `${ids}-reply`;
  const authorId = `${ids}-author`;

  const { busy, note, act } = useModeration(thread, comment.id);

  return (
    <li className="comment-item">
      <article
        className="comment"
        part="comment"
        aria-labelledby={authorId}
        data-id={comment.id}
        data-important={comment.important || undefined}
        data-unpublished={comment.unpublished || undefined}
      >
        <CommentHead comment={comment} thread={thread} authorId={authorId} />
        <ReadyHtml markup={comment.content} kind="comment" format="markdown" className="content" part="content" />
        {(thread.canPost || thread.isMod) && (
          <div className="comment-actions" part="actions">
            {thread.canPost && (
              <button
                type="button"
                className="link-button"
                part="reply"
                aria-expanded={replyOpen}
                aria-controls={replyOpen ? replyBoxId : undefined}
                onClick={() => thread.setReplyOpen(comment.id, !replyOpen)}
              >
                {REPLY_TEXT}
              </button>
            )}
            {thread.isMod && (
              <>
                <button type="button" className="link-button" part={comment.unpublished ? 'publish' : 'unpublish'} disabled={busy} onClick={() => void act(comment.unpublished ? 'publish' : 'unpublish')}>
                  {comment.unpublished ? PUBLISH_TEXT : UNPUBLISH_TEXT}
                </button>
                <button type="button" className="link-button" part="mark-replied" disabled={busy} onClick={() => void act('replied')}>
                  {MARK_REPLIED_TEXT}
                </button>
                <button type="button" className="link-button danger" part="archive" disabled={busy} onClick={() => void act('archive')}>
                  {ARCHIVE_TEXT}
                </button>
              </>
            )}
          </div>
        )}
        {note && (
          <p className={note.kind === 'error' ? 'error' : 'done'} part={note.kind === 'error' ? 'action-error' : 'action-done'} role={note.kind === 'error' ? 'alert' : 'status'}>
            {note.text}
          </p>
        )}
        {replyOpen && (
          <div id={replyBoxId}>
            <CommentBox
              url={thread.url}
              pid={comment.id}
              label={replyLabel(comment.author)}
              autoFocus={thread.focusReply === comment.id}
              onCancel={() => thread.setReplyOpen(comment.id, false)}
              onPosted={() => {
                thread.setReplyOpen(comment.id, false);
                thread.onPosted();
              }}
            />
          </div>
        )}
      </article>
      {replies.length > 0 && (
        <ul className={depth < 4 ? 'replies' : 'replies flat'} part="replies">
          {replies.map((reply) => <CommentItem key={reply.comment.id} node={reply} thread={thread} depth={depth + 1} />)}
        </ul>
      )}
    </li>
  );
}

/** The comment's head: avatar, author linked to the profile, relative time, the marks. */
function CommentHead({ comment, thread, authorId }: { comment: CommentNode['comment']; thread: ThreadContext; authorId: string }) {
  const profile = `/users/${encodeURIComponent(comment.author)}`;
  return (
    <header className="comment-head">
      {thread.hasAvatar && (comment.avatar ? <img className="avatar" part="avatar" src={comment.avatar} alt="" width={32} height={32} loading="lazy" decoding="async" /> : DEFAULT_AVATAR)}
      <a id={authorId} className="author" part="author" href={profile}>
        {comment.authorHtml ? <ReadyHtml as="span" markup={comment.authorHtml} kind="handleText" /> : comment.author}
      </a>
      <time className="time" part="time" dateTime={new Date(comment.timeMs).toISOString()} title={fullTime(comment.timeMs)}>
        {relativeTime(comment.timeMs, thread.nowMs)}
      </time>
      {comment.important && <span className="badge important" part="important">{IMPORTANT_TEXT}</span>}
      {comment.unpublished && <span className="badge unpublished" part="unpublished">{UNPUBLISHED_TEXT}</span>}
    </header>
  );
}

/** A moderator's action on one comment (one at a time) and the note it leaves. */
function useModeration(thread: ThreadContext, id: string) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const act = async (action: ModeratorAction) => {
    if (busy) return;
    setBusy(true);
    setNote(null);
    try {
      await moderateComment(thread.url, action, id);
      if (action === 'archive') thread.onArchived(id);
      else if (action === 'replied') setNote({ kind: 'done', text: MARKED_REPLIED_TEXT });
      else thread.onUnpublished(id, action === 'unpublish');
    } catch (error) {
      setNote({ kind: 'error', text: action === 'archive' ? ARCHIVE_FAILED_TEXT : error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return { busy, note, act };
}
