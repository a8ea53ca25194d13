/**
 * The contest's announcements reach its page through the page's alert socket: while the page
 * may hear the contest, it views the contest's alert channel (state/alerts.ts). Only a signed-in
 * user may hear a contest channel, an OTP contest's only once unlocked, and a contest that takes
 * registrations only once registered: the server refuses the whole socket for a channel the user
 * may not hear.
 */
import { useEffect } from 'react';
import type { Contest } from '../../api/contest-answer';
import { lazyModule } from '../../ui/useLazyModule';

/** The page-wide alert store: loaded when this page first hears a contest's announcements. */
const alertStore = lazyModule(() => import('../../state/alerts'));

export function useContestAlerts(code: string, contest: Contest | undefined, signedIn: boolean): void {
  const hearsContest = signedIn && contest !== undefined && !contest.otpRequired &&
    (!contest.registrationEnabled || contest.registered);
  useEffect(() => {
    if (!hearsContest) return undefined;
    // The alert store (and its socket client) is only needed once the page hears a contest: it
    // comes with cc-alerts, or loads here after the page shows.
    let release: (() => void) | undefined;
    let left = false;
    void alertStore.load().then((alerts) => {
      if (!left) release = alerts.viewContestAlerts(code);
    }, () => undefined);
    return () => {
      left = true;
      release?.();
    };
  }, [code, hearsContest]);
}
