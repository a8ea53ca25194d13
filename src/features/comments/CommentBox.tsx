/**
 * A posting box (the thread's, or a reply box): a textarea whose text is kept as a draft on
 * every change, Preview (the same Markdown rendering a posted comment gets) and Post. Empty or
 * oversized text is not sent; nothing is sent while a post is in flight; the box is disabled
 * meanwhile, cleared on success, and on failure re-enabled with the text (and its draft) intact.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { postComment } from '../../api/comments';
import { useShadowStyles } from '../../ui/host';
import { deepActiveElement } from '../../core/focus';
import { SafeHtml } from '../../ui/SafeHtml';
import { threadCss } from './thread.styles';
import { clearDraft, readDraft, saveDraft } from './drafts';
import {
  CANCEL_TEXT, NOTHING_TO_PREVIEW_TEXT, POST_TEXT, POSTED_TEXT, POSTING_TEXT, PREVIEW_TEXT, checkPost, newClientId, postFailedText,
} from './logic';

export interface CommentBoxProps {
  url: string;
  /** '0' for the thread's box, else the id of the comment answered. */
  pid: string;
  label: string;
  onPosted: () => void;
  /** Reply boxes close; the thread's box does not. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

type Message = { kind: 'error' | 'done'; text: string } | null;

export function CommentBox({ url, pid, label, onPosted, onCancel, autoFocus = false }: CommentBoxProps) {
  // The thread's styles come with its code (thread-parts.ts), adopted before its first layout.
  useShadowStyles(threadCss);
  const [text, setText] = useState(() => readDraft(url, pid));
  const [preview, setPreview] = useState(false);
  const [posting, setPosting] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  // Synchronous guard: two clicks in one frame must not send twice.
  const inFlight = useRef(false);
  // One id per text: a post retried after a lost answer is written once by the server.
  const clientId = useRef(newClientId());
  const field = useRef<HTMLTextAreaElement>(null);
  // Where the user was when the post started (the field after Ctrl+Enter, Post after a click):
  // the box is disabled while in flight, which drops focus to the page body.
  const returnFocus = useRef<HTMLElement | null>(null);
  const ids = useId();
  const fieldId = `${ids}-text`;
  const messageId = `${ids}-message`;

  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);

  // Once the post is over, focus goes back there, unless the user has moved it elsewhere since.
  useEffect(() => {
    const target = returnFocus.current;
    if (posting || !target) return;
    returnFocus.current = null;
    const now = deepActiveElement();
    if ((now === null || now === document.body) && target.isConnected && !target.hidden) target.focus({ preventScroll: true });
  }, [posting]);

  // Another box of this thread on the page (or a re-mount) may have changed the draft.
  useEffect(() => setText(readDraft(url, pid)), [url, pid]);

  const change = (value: string) => {
    setText(value);
    saveDraft(url, pid, value);
    clientId.current = newClientId();
    if (message?.kind === 'done') setMessage(null);
  };

  const send = async () => {
    if (inFlight.current) return;
    const check = checkPost(text);
    if (!check.ok) {
      setMessage({ kind: 'error', text: check.message });
      return;
    }
    inFlight.current = true;
    returnFocus.current = deepActiveElement();
    setPosting(true);
    setMessage(null);
    try {
      await postComment({ url, comment: text, pid, cid: clientId.current });
      setText('');
      clearDraft(url, pid);
      clientId.current = newClientId();
      setPreview(false);
      setMessage({ kind: 'done', text: POSTED_TEXT });
      onPosted();
    } catch (error) {
      setMessage({ kind: 'error', text: postFailedText(error instanceof Error ? error.message : String(error)) });
    } finally {
      inFlight.current = false;
      setPosting(false);
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form
      className="box"
      part={pid === '0' ? 'post-box' : 'reply-box'}
      aria-busy={posting}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={fieldId} className="visually-hidden">{label}</label>
      <textarea
        ref={field}
        id={fieldId}
        className="text"
        part="text"
        rows={pid === '0' ? 4 : 3}
        value={text}
        placeholder={`${label} (Markdown; Ctrl+Enter posts)`}
        disabled={posting}
        hidden={preview}
        aria-describedby={message ? messageId : undefined}
        aria-invalid={message?.kind === 'error' || undefined}
        onChange={(event) => change(event.target.value)}
        onKeyDown={keyDown}
      />
      {preview && (
        <div className="preview" part="preview" role="region" aria-label={`${PREVIEW_TEXT}: ${label}`}>
          {text.trim() === '' ? <p className="muted">{NOTHING_TO_PREVIEW_TEXT}</p> : <SafeHtml markup={text} kind="comment" format="markdown" className="content" />}
        </div>
      )}
      <div className="box-actions">
        <button type="button" className="button" part="preview-toggle" aria-pressed={preview} disabled={posting} onClick={() => setPreview((on) => !on)}>
          {PREVIEW_TEXT}
        </button>
        <button type="submit" className="button primary" part="post" disabled={posting}>{POST_TEXT}</button>
        {onCancel && (
          <button type="button" className="button" part="cancel" disabled={posting} onClick={onCancel}>{CANCEL_TEXT}</button>
        )}
        <span className="status" role="status">{posting ? POSTING_TEXT : message?.kind === 'done' ? message.text : ''}</span>
      </div>
      {message?.kind === 'error' && <p id={messageId} className="error" part="post-error" role="alert">{message.text}</p>}
    </form>
  );
}
