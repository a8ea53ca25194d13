/**
 * What a loading place says once its answer is slow: nothing for the first 15 s, then that it
 * is taking long, with Retry (every GET still waiting is sent again; see core/http-recovery.ts).
 * The Loader shows it; places that say "Loading…" in their own words add it beside that text.
 */
import { useLayoutEffect, useState } from 'react';
import { useShadowStyles } from './host';
import { retryPendingNow } from '../core/http-recovery';
import { slowNoticeCss } from './slow-notice.styles';

export const SLOW_AFTER_MS = 15_000;
export const SLOW_TEXT = 'This is taking longer than usual.';
const SLOW_RETRY_LABEL = 'Retry';

export function SlowNotice({ onRetry = retryPendingNow }: { onRetry?: () => void }) {
  useShadowStyles(slowNoticeCss);
  const [slow, setSlow] = useState(false);
  // The 15 s start in the commit that draws the loading place (a layout effect), not whenever
  // the browser next runs passive effects: under load that came after other timers had moved
  // the clock on, and under fake time after a test had begun ticking (the notice then showed
  // late, or never in the test).
  useLayoutEffect(() => {
    if (slow) return undefined;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [slow]);
  if (!slow) return null;
  return (
    <div className="slow-notice" part="slow-notice" role="status">
      <span>{SLOW_TEXT}</span>
      <button
        type="button"
        className="slow-retry"
        part="slow-retry"
        onClick={() => {
          onRetry();
          // Another 15 s before saying it again.
          setSlow(false);
        }}
      >
        {SLOW_RETRY_LABEL}
      </button>
    </div>
  );
}
