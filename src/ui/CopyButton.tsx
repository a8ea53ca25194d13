/**
 * A copy control: copies a text and shows a tick for exactly 1 s, while a
 * status region tells screen readers 'Copied'. The text is read at click time, so a control
 * next to changing content copies what is shown now.
 */
import { useEffect, useState } from 'react';
import { copyText } from '../core/clipboard';
import { useShadowStyles } from './host';
import { copyButtonCss } from './copy-button.styles';

const COPY_TICK_MS = 1000;
export const COPY_LABEL = 'Copy';
const COPIED_STATUS = 'Copied';
const COPY_FAILED_STATUS = 'Could not copy';

export interface CopyButtonProps {
  /** The text, or a function giving it at click time (undefined: nothing to copy). */
  text: string | (() => string | undefined);
  /** Accessible name of the control. */
  label?: string;
  onCopied?: (text: string) => void;
  onFailed?: () => void;
}

/** A new object per click, so a second click restarts the 1 s tick. */
type Outcome = { kind: 'copied' | 'failed' } | null;

export function CopyButton({ text, label = COPY_LABEL, onCopied, onFailed }: CopyButtonProps) {
  useShadowStyles(copyButtonCss);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (!outcome) return undefined;
    const timer = setTimeout(() => setOutcome(null), COPY_TICK_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    const value = typeof text === 'function' ? text() : text;
    const ok = value !== undefined && (await copyText(value));
    setOutcome({ kind: ok ? 'copied' : 'failed' });
    if (ok) onCopied?.(value);
    else onFailed?.();
  };

  const copied = outcome?.kind === 'copied';
  return (
    <span className="copy">
      <button
        type="button"
        className={`copy-button${copied ? ' copied' : ''}`}
        part="button"
        aria-label={label}
        title={label}
        onClick={copy}
      >
        {copied ? (
          <svg className="tick" part="tick" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z" />
          </svg>
        )}
      </button>
      <span className="visually-hidden" role="status">
        {outcome ? (copied ? COPIED_STATUS : COPY_FAILED_STATUS) : ''}
      </span>
    </span>
  );
}
