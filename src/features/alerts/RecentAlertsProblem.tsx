/**
 * What <cc-alerts> says when the recent-alerts answer could not be used (a wrong shape, not
 * JSON): why, with Retry (ask again, keeping the queue) and Dismiss. Inside the alert dialog
 * while alerts are queued (the dialog holds focus, so that is where it can be reached), else a
 * card of its own at the bottom of the screen that takes no focus. Without alerts it is a lazy part
 * of <cc-alerts> (AlertsHost.tsx), loaded when the problem arises: most pages never show it, and
 * a fixed card arriving a moment later moves nothing.
 */
import { retryRecentAlerts, dismissRecentAlertsProblem } from '../../state/alerts';
import { useShadowStyles } from '../../ui/host';
import { alertCardCss } from './alert-card.styles';

export const RECENT_ALERTS_PROBLEM_TEXT = 'Recent announcements could not be loaded.';
const RETRY_LABEL = 'Retry';
const DISMISS_LABEL = 'Dismiss';

interface RecentAlertsProblemProps {
  /** The reason: the server's message, else 'Some error occurred'. */
  reason: string;
  /** Inside the alert dialog (true) or a card of its own. */
  inDialog: boolean;
}

export function RecentAlertsProblem({ reason, inDialog }: RecentAlertsProblemProps) {
  useShadowStyles(alertCardCss);
  return (
    <div className={inDialog ? 'problem' : 'problem card notice'} part="error" role="alert">
      <p className="problem-text">
        {RECENT_ALERTS_PROBLEM_TEXT} <span className="reason">{reason}</span>
      </p>
      <div className="problem-actions">
        <button type="button" className="problem-button" part="retry" onClick={retryRecentAlerts}>
          {RETRY_LABEL}
        </button>
        <button type="button" className="problem-button" part="dismiss" onClick={dismissRecentAlertsProblem}>
          {DISMISS_LABEL}
        </button>
      </div>
    </div>
  );
}
