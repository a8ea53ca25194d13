// @ts-check
// The alert channels and who may hear them: 'alerts-all' for everyone, 'contest_{code}' for a
// signed-in user allowed to see that contest. The socket and recent-alerts call (alerts.js) and
// the page's preview (alerts/preview.js) both read them from here.
import { findContest, participantOf } from '../contests/access.js';

/** A contest channel's code, as in the SPA's contest routes. */
export const CONTEST_CODE = '[A-Za-z0-9_]{2,30}';
export const ALL_CHANNEL = 'alerts-all';
export const CHANNEL_PATTERN = new RegExp(`^(alerts-all|contest_${CONTEST_CODE})$`);
/** Channels one socket (or one recent-alerts call) may name. */
export const MAX_CHANNELS = 20;

/**
 * Whether `user` may hear contest `code`'s alerts: signed in, the contest exists, registered
 * when the contest takes registrations, and a contest behind an OTP unlocked for them (admins
 * hear every contest). The socket, the recent-alerts call and the page's preview all ask this.
 * @param {import('../../sqlite-types.js').Db} db
 * @param {ReturnType<typeof import('../../http-session.js').signedInUser>} user
 * @param {string} code
 */
export function mayHearContest(db, user, code) {
  if (!user) return false;
  const contest = findContest(db, code);
  if (!contest) return false;
  if (user.access === 'admin') return true;
  if (!contest.registration && !contest.otp) return true;
  const mine = participantOf(db, user.username, code);
  return (!contest.registration || mine?.registered === 1) && (!contest.otp || mine?.unlocked === 1);
}
