import { useId, useRef, type CSSProperties, type MouseEvent } from 'react';
import type { Alert } from '../../domain/alerts';
import { SafeHtml } from '../../ui/SafeHtml';
import { useDialog } from '../../ui/useDialog';
import { useShadowStyles } from '../../ui/host';
import { alertCardCss } from './alert-card.styles';
import { alertStackCss } from './alert-stack.styles';
import { RecentAlertsProblem } from './RecentAlertsProblem';

export const ALERT_TITLE = 'IMPORTANT ANNOUNCEMENT';
export const ACKNOWLEDGE_LABEL = 'Okay';
/** Cards drawn behind the top one; more alerts than that do not push the stack further. */
export const MAX_CARDS_BEHIND = 4;

interface AlertStackProps {
  /** Front (shown) to back; never empty. */
  alerts: readonly Alert[];
  onAcknowledge(id: number): void;
  /** Why the recent alerts could not be loaded, shown in the dialog; null when all is well. */
  problem?: string | null;
}

/**
 * The modal mask: the top alert in an alertdialog, the others as empty cards behind it. Mounted
 * only while the queue has alerts, so mounting takes focus and unmounting gives it back (the
 * dialog behaviour is ui/useDialog's, non-dismissable: Escape does nothing, an important
 * announcement must be acknowledged). The markup is the server preview's (alerts-preview): a
 * drawn mask, not a native <dialog>, so both draw the same boxes.
 */
export function AlertStack({ alerts, onAcknowledge, problem = null }: AlertStackProps) {
  // The cards' and the mask's rules come with this chunk, adopted before the stack's first paint.
  useShadowStyles(alertCardCss);
  useShadowStyles(alertStackCss);
  const top = alerts[0];
  const okayRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const titleId = `${id}title`;
  const messageId = `${id}message`;
  const dialogRef = useDialog<HTMLDivElement>({
    open: true,
    dismissable: false,
    initialFocus: () => okayRef.current,
    focusKey: top.id, // a new alert on top (or a removal by another tab): focus on its 'Okay'
  });

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
