/**
 * A posting box's text and its post: the text is kept as a draft on every change (drafts.ts);
 * empty or oversized text is not sent; nothing is sent while a post is in flight; on success the
 * text, its draft and the preview are cleared, on failure the text (and its draft) stay. Focus
 * goes back where the user was when the post started, as the box is disabled meanwhile.
 */
import { useEffect, useRef, useState } from 'react';
import { postComment } from '../../api/comments';
import { deepActiveElement } from '../../core/focus';
import { clearDraft, readDraft, saveDraft } from './drafts';
import { POSTED_TEXT, checkPost, newClientId, postFailedText } from './logic';

export type PostMessage = { kind: 'error' | 'done'; text: string } | null;

/** `pid`: '0' for the thread's box, else the id of the comment answered. */
export function useCommentPost(url: string, pid: string, onPosted: () => void) {
  const [text, setText] = useState(() => readDraft(url, pid));
  const [preview, setPreview] = useState(false);
  const [posting, setPosting] = useState(false);
  const [message, setMessage] = useState<PostMessage>(null);
  // Synchronous guard: two clicks in one frame must not send twice.
  const inFlight = useRef(false);
  // One id per text: a post retried after a lost answer is written once by the server.
  const clientId = useRef(newClientId());
  // Where the user was when the post started (the field after Ctrl+Enter, Post after a click):
  // the box is disabled while in flight, which drops focus to the page body.
  const returnFocus = useRef<HTMLElement | null>(null);

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

  return { text, change, send, posting, message, preview, setPreview };
}
