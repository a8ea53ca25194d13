/**
 * While the reload guard holds back a reload the server asked for, says so, counts down, and
 * offers Retry. Lives in the offline banner: both tell the user why the page is not working.
 */
import { useEffect, useState } from 'react';
import { onPendingReload, pendingReload, retryReloadNow, type PendingReload } from '../../core/reload-guard';

export const RELOAD_NOTICE_TEXT = 'The site keeps asking this page to reload, so we wait a little before each try.';

function reloadCountdownText(secondsLeft: number): string {
  return `Reloading in ${secondsLeft} s.`;
}

export function ReloadNotice() {
  const [pending, setPending] = useState<PendingReload | null>(pendingReload);
  const [now, setNow] = useState(() => Date.now());

  // The clock is read with each new pending reload, in the same render: the countdown's first
  // draw is right (its clock stands still while no reload waits).
  useEffect(() => onPendingReload((next) => {
    setPending(next);
    setNow(Date.now());
  }), []);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [pending]);

  if (!pending) return null;
  const secondsLeft = Math.max(0, Math.ceil((pending.at - now) / 1000));
  return (
    <div className="reload" part="reload-notice">
      {/* Announced once; the countdown beside it changes every second and is not a live region. */}
      <p className="reload-text" role="alert">
        {RELOAD_NOTICE_TEXT}
      </p>
      <p className="reload-text">{reloadCountdownText(secondsLeft)}</p>
      <button type="button" className="reload-retry" part="reload-retry" onClick={retryReloadNow}>
        Retry now
      </button>
    </div>
  );
}
