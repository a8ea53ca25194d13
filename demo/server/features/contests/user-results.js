// @ts-check
// A user's status on the problems of a contest: the one source for both the contest answer's
// problemsstats and the problem answer's problem_status / contest_problem_status, so the
// contest page and the problem page never disagree. In a contest, the user's results in that
// contest (solving EVENSUM in START100D does not solve it in START101); in practice, the problems
// the roadmaps keep as solved plus every problem solved in a contest.
import { PRACTICE_CODE } from './access.js';
import { defineStatements } from '../../statements.js';

/** @typedef {import('./access.js').Db} Db @typedef {{ problem_code: string, status: string, score: number }} ResultRow */

const statements = defineStatements((db) => ({
  practice: db.prepare(`
    SELECT problem_code, 'solved' AS status, 100 AS score FROM (
      SELECT problem_code, solved_at AS at FROM solved_problems WHERE username = ?
      UNION ALL SELECT problem_code, NULL AS at FROM contest_results WHERE username = ? AND status = 'solved')
    GROUP BY problem_code ORDER BY MIN(at) IS NULL, MIN(at), problem_code`),
  contest: db.prepare(
    'SELECT problem_code, status, score FROM contest_results WHERE username = ? AND contest_code = ? ORDER BY problem_code'),
}));

/**
 * Every result of the user in the contest ('solved', 'partially_solved' or 'attempted').
 * @param {Db} db @param {string} contestCode @param {string} username @returns {ResultRow[]}
 */
export function userResults(db, contestCode, username) {
  const s = statements(db);
  return /** @type {ResultRow[]} */ (contestCode === PRACTICE_CODE
    ? s.practice.all(username, username)
    : s.contest.all(username, contestCode));
}

/**
 * The user's status on one problem of the contest, from the same rows as userResults;
 * undefined when unattempted.
 * @param {Db} db @param {string} contestCode @param {string} username @param {string} code
 */
export function userProblemStatus(db, contestCode, username, code) {
  return userResults(db, contestCode, username).find((r) => r.problem_code === code)?.status;
}
