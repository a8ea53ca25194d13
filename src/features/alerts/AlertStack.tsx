import { useEffect, useId, useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { deepActiveElement, returnFocus } from '../../core/focus';
import type { Alert } from '../../domain/alerts';
import { SafeHtml } from '../../ui/SafeHtml';
import { RecentAlertsProblem } from './RecentAlertsProblem';

export const ALERT_TITLE = 'IMPORTANT ANNOUNCEMENT';
export const ACKNOWLEDGE_LABEL = 'Okay';
/** Cards drawn behind the top one; more alerts than that do not push the stack further. */
export const MAX_CARDS_BEHIND = 4;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface AlertStackProps {
  /** Front (shown) to back; never empty. */
  alerts: readonly Alert[];
  onAcknowledge(id: number): void;
  /** Why the recent alerts could not be loaded, shown in the dialog; null when all is well. */
  problem?: string | null;
}

/**
 * The modal mask: the top alert in an alertdialog, the others as empty cards behind it. Mounted
 * only while the queue has alerts, so mounting takes focus and unmounting gives it back.
 * Escape does nothing: an important announcement must be acknowledged.
 */
export function AlertStack({ alerts, onAcknowledge, problem = null }: AlertStackProps) {
  const top = alerts[0];
  const dialogRef = useRef<HTMLDivElement>(null);
  const okayRef = useRef<HTMLButtonElement>(null);
  /** Set while unmounting: giving focus back must not be caught by the trap below. */
  const releasedRef = useRef(false);
  const id = useId();
  const titleId = `${id}title`;
  const messageId = `${id}message`;

  // Runs before the first focus move below, so it remembers where the user was.
  useLayoutEffect(() => {
    const returnTo = deepActiveElement();
    return () => {
      releasedRef.current = true;
      // Where the user was; when that is gone (the server's copy of this dialog, whose Okay had
      // focus at load) or was nowhere (the body), the page's main content: never the body.
      returnFocus(returnTo);
    };
  }, []);

  // A new alert on top (or a removal by another tab) puts focus on its 'Okay'.
  useLayoutEffect(() => okayRef.current?.focus({ preventScroll: true }), [top.id]);

  // Focus that leaves the dialog (a page script, a screen-reader jump) is brought back.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (releasedRef.current || !dialog?.isConnected) return;
      if (!event.composedPath().includes(dialog)) okayRef.current?.focus({ preventScroll: true });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...dialogRef.current!.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = deepActiveElement();
    if (event.shiftKey && (active === first || !focusable.includes(active!))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !focusable.includes(active!))) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click on the mask must not move focus out of the dialog.
  const onMaskMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (!dialogRef.current?.contains(event.target as Node)) event.preventDefault();
  };

  const behind = alerts.slice(1, 1 + MAX_CARDS_BEHIND);

  return (
    <div className="mask" part="mask" onMouseDown={onMaskMouseDown}>
      <div className="stack">
        {/* Deepest first: positioned boxes paint in document order, the dialog last and on top. */}
        {behind
          .map((alert, i) => (
            <div
              key={alert.id}
              className="card behind"
              part="stacked"
              aria-hidden="true"
              style={{ '--_alerts-depth': i + 1 } as CSSProperties}
            />
          ))
          .reverse()}
        <div
          ref={dialogRef}
          className="card box"
          part="dialog"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={messageId}
          onKeyDown={onKeyDown}
        >
          <h2 id={titleId} className="title" part="title">
            {ALERT_TITLE}
          </h2>
          <div part="message">
            <SafeHtml markup={top.message} kind="richText" id={messageId} className="message" />
          </div>
          {problem !== null && <RecentAlertsProblem reason={problem} inDialog />}
          <div className="footer">
            {alerts.length > 1 ? (
              <p className="count" part="count">{`1 of ${alerts.length} announcements`}</p>
            ) : null}
            <button ref={okayRef} type="button" className="okay" part="okay" onClick={() => onAcknowledge(top.id)}>
              {ACKNOWLEDGE_LABEL}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
