/**
 * A posting box (the thread's, or a reply box): a textarea whose text is kept as a draft on
 * every change, Preview (the same Markdown rendering a posted comment gets) and Post. Empty or
 * oversized text is not sent; nothing is sent while a post is in flight; the box is disabled
 * meanwhile, cleared on success, and on failure re-enabled with the text (and its draft) intact.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useShadowStyles } from '../../ui/host';
import { SafeHtml } from '../../ui/SafeHtml';
import { threadCss } from './thread.styles';
import { CANCEL_TEXT, NOTHING_TO_PREVIEW_TEXT, POST_TEXT, POSTING_TEXT, PREVIEW_TEXT } from './logic';
import { useCommentPost } from './useCommentPost';

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

export function CommentBox({ url, pid, label, onPosted, onCancel, autoFocus = false }: CommentBoxProps) {
  // The thread's styles come with its code (thread-parts.ts), adopted before its first layout.
  useShadowStyles(threadCss);
  const field = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  const fieldId = `${ids}-text`;
  const messageId = `${ids}-message`;

  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);

  const { text, change, send, posting, message, preview, setPreview } = useCommentPost(url, pid, onPosted);

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
