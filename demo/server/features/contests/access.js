// @ts-check
// Who may see what of a contest, and when: the contest's phase, a contestant's own window
// (flexi-time), the gates that hide problems, and the per-user rows those depend on.
import { defineStatements } from '../../statements.js';

/**
 * @typedef {{ code: string, name: string, start_at: number, end_at: number, parent_code: string | null,
 *   div_number: number | null, div_name: string | null, min_rating: number | null, max_rating: number | null,
 *   duration: number, rated: number, registration: number, flexi: number, otp: string | null, proctored: number,
 *   team: number, announcements: string, rules: string, page_title: string, page_desc: string, penalised: number,
 *   auto_refresh: number, freezing_at: number | null, banner: string, introduction_url: string,
 *   editorials_url: string, stats_html: string | null, ttl: number }} ContestRow
 * @typedef {{ username: string, contest_code: string, registered_at: number, registered: number,
 *   started_at: number | null, unlocked: number }} ParticipantRow
 * @typedef {import('../../users.js').UserRow} UserRow
 * @typedef {import('../../sqlite-types.js').Db} Db
 */

export const PRACTICE_CODE = 'PRACTICE';

const statements = defineStatements((db) => ({
  contest: db.prepare('SELECT * FROM contests WHERE code = ?'),
  participant: db.prepare('SELECT * FROM contest_participants WHERE username = ? AND contest_code = ?'),
}));

/** @param {Db} db @param {string} code */
export function findContest(db, code) {
  return /** @type {ContestRow | undefined} */ (statements(db).contest.get(code));
}

/** @param {Db} db @param {string | undefined} username @param {string} code */
export function participantOf(db, username, code) {
  if (!username) return undefined;
  return /** @type {ParticipantRow | undefined} */ (
    statements(db).participant.get(username, code));
}

/**
 * Contest timeline: before the start, running while start <= now <= end, then ended.
 * @param {{ start: number, end: number }} window @param {number} now
 * @returns {'before' | 'running' | 'ended'}
 */
export function phaseOf(window, now) {
  if (now < window.start) return 'before';
  return now <= window.end ? 'running' : 'ended';
}

/**
 * The window this user competes in. A flexi-time contestant who pressed Start gets `duration`
 * minutes from that moment (never past the contest's end); everyone else the contest's window.
 * @param {ContestRow} contest @param {ParticipantRow | undefined} mine
 */
export function windowOf(contest, mine) {
  if (contest.flexi && mine?.started_at) {
    return { start: mine.started_at, end: Math.min(mine.started_at + contest.duration * 60, contest.end_at) };
  }
  return { start: contest.start_at, end: contest.end_at };
}

/**
 * Why this user may not see the contest's problems yet, or null when they may. Once the contest
 * has ended its problems are open to everyone, like practice.
 * @param {ContestRow} contest @param {ParticipantRow | undefined} mine @param {number} now
 * @returns {{ gate: 'start' | 'registration' | 'otp' | 'flexi', message: string } | null}
 */
export function hiddenBecause(contest, mine, now) {
  if (now < contest.start_at) return { gate: 'start', message: 'The problems will be visible when the contest starts.' };
  if (now > contest.end_at) return null;
  if (contest.registration && !mine?.registered) return { gate: 'registration', message: 'Please register for the contest.' };
  if (contest.otp && !mine?.unlocked) return { gate: 'otp', message: 'Please enter your OTP to unlock the contest.' };
  if (contest.flexi && !mine?.started_at) return { gate: 'flexi', message: 'Start the contest to see the problems.' };
  return null;
}

/**
 * Whether this user may submit now: practice always; a contest while its (personal) window runs.
 * @param {ContestRow} contest @param {ParticipantRow | undefined} mine @param {number} now
 */
export function submissionOpen(contest, mine, now) {
  if (contest.code === PRACTICE_CODE) return true;
  return hiddenBecause(contest, mine, now) === null && phaseOf(windowOf(contest, mine), now) === 'running';
}
