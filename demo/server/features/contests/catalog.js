// @ts-check
// The demo's contests. Times are offsets from the server's start (seconds), re-anchored at every
// start, so `npm start` always shows a running, a future and an ended contest. The comment on
// each entry says which state of the contest page it shows.

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

export const RULES = `<h4>Rules</h4>
<ul><li>Solve as many problems as you can before the contest ends.</li>
<li>Problems with subtasks are scored partially: each subtask you pass adds its points.</li>
<li>Ties are broken by the time of the last accepted submission, plus 10 minutes per wrong submission.</li>
<li>Discussing problems during the contest is not allowed.</li></ul>`;

const DISCUSS = 'https://discuss.cc-elements.dev';

/**
 * @typedef {{ unscored?: boolean, successful?: number, total?: number, locked?: boolean, noSubmit?: boolean }} ContestProblemOptions
 * @typedef {[code: string, opts?: ContestProblemOptions]} ContestProblemSeed
 * @typedef {{ number: number, name: string, min: number, max: number, description: string }} DivisionSeed
 * @typedef {{
 *   code: string, name: string, start: number, minutes: number, duration?: number, parent?: string,
 *   div?: DivisionSeed, rated?: boolean, registration?: boolean, flexi?: boolean, otp?: string,
 *   proctored?: boolean, team?: boolean, announcements?: string, title?: string, description?: string,
 *   penalised?: number, problems?: ContestProblemSeed[], freezeAfterMinutes?: number,
 *   autoRefresh?: boolean, banner?: string, introduction?: string, editorials?: string,
 *   stats?: string, ttl?: number, every?: number,
 * }} ContestSeed
 * `start` is seconds from now (negative: already started), `minutes` the contest window,
 * `duration` the minutes a contestant gets (flexi-time contests: less than the window).
 * `every` (seconds, default a day) is the rolling schedule's period: the contest's window moves
 * on by `every` each time that much time has passed since the server started, so its start
 * stays between `start - every` and `start` from now (schedule.js). Each entry's comment says
 * which state that keeps it in.
 */

const DIVISIONS = /** @type {DivisionSeed[]} */ ([
  { number: 1, name: 'Division 1', min: 2000, max: 50000, description: 'Users rated 2000 and above' },
  { number: 2, name: 'Division 2', min: 1600, max: 1999, description: 'Users rated 1600 to 1999' },
  { number: 3, name: 'Division 3', min: 1400, max: 1599, description: 'Users rated 1400 to 1599' },
  { number: 4, name: 'Division 4', min: 0, max: 1399, description: 'Users rated below 1400' },
]);

/**
 * Starters 100, per division (A..D): scored problems, then the unscored ones, which are other
 * divisions' problems offered for practice (as on the live site).
 */
const START100_SETS = [
  { scored: ['MODPOW', 'PALCUT', 'GRIDWALK', 'XORSUB', 'TREEPATH', 'RANGEMEX'], unscored: ['MAXGAP'] },
  { scored: ['MAXGAP', 'BULBROW', 'MODPOW', 'PALCUT', 'GRIDWALK', 'XORSUB'], unscored: ['TREEPATH'] },
  { scored: ['EVENSUM', 'MAXGAP', 'BULBROW', 'MODPOW', 'PALCUT', 'GRIDWALK'], unscored: ['XORSUB'] },
  { scored: ['COINJAR', 'EVENSUM', 'MAXGAP', 'BULBROW', 'MODPOW', 'GRIDWALK'], unscored: ['PALCUT', 'XORSUB'] },
];
/** Ratings of the Starters 100 problems (see problems.js), for counts(). @type {Record<string, number>} */
const RATINGS = {
  COINJAR: 704, EVENSUM: 812, MAXGAP: 1143, BULBROW: 1352, MODPOW: 1587, PALCUT: 1655,
  GRIDWALK: 1734, XORSUB: 2105, TREEPATH: 2390, RANGEMEX: 2648,
};
/** Rough share of the contestants in each division, for believable submission counts. */
const DIVISION_SIZE = [0.12, 0.3, 0.55, 1];
const START100_PARTICIPANTS = [1840, 4620, 8350, 15210];

/** @type {ContestSeed[]} */
export const CONTESTS = [
  // The practice contest: every practice problem (the roadmaps' are added by the seed).
  {
    code: 'PRACTICE', name: 'Practice', start: -365 * DAY, minutes: 3650 * 24 * 60, autoRefresh: false, ttl: 300,
    problems: ['COINJAR', 'EVENSUM', 'MAXGAP', 'BULBROW', 'MODPOW', 'PALCUT', 'GRIDWALK', 'XORSUB', 'TREEPATH',
      'WARMUP', 'SUBMITNOW'].map((code) => [code]),
  },
  // Ended parent contest with four division children; the parent itself lists no problems.
  {
    code: 'START100', name: 'Starters 100', start: -3 * DAY, minutes: 120, rated: true,
    announcements: '<p>Starters 100 is rated for all four divisions. <strong>Good luck!</strong></p>',
    introduction: `${DISCUSS}/t/invitation-to-starters-100/101`, editorials: `${DISCUSS}/tag/start100`,
  },
  ...DIVISIONS.map((div, index) => /** @type {ContestSeed} */ ({
    code: `START100${'ABCD'[index]}`, name: `Starters 100 (${div.name})`, parent: 'START100', div, start: -3 * DAY,
    minutes: 120, rated: true,
    introduction: `${DISCUSS}/t/invitation-to-starters-100/101`, editorials: `${DISCUSS}/tag/start100`,
    stats: `<p><strong>${START100_PARTICIPANTS[index]}</strong> contestants took part in ${div.name}.</p>`,
    problems: [
      ...START100_SETS[index].scored.map((code) => /** @type {ContestProblemSeed} */ ([code, { ...counts(code, DIVISION_SIZE[index]) }])),
      ...START100_SETS[index].unscored.map((code) => /** @type {ContestProblemSeed} */ ([code, { unscored: true, ...counts(code, DIVISION_SIZE[index] / 8) }])),
    ],
  })),
  // Running (started 30 min ago): rank and score for users with results; penalised users, so the
  // cheating-policy block shows; no unscored problems.
  {
    code: 'START101', name: 'Starters 101', start: -30 * MINUTE, minutes: 120, every: 90 * MINUTE, rated: true, penalised: 37,
    title: 'Starters 101 — live now', description: 'Weekly rated contest for every division. Join now!',
    announcements: '<p>Clarifications are answered in the comments of each problem.</p>',
    introduction: `${DISCUSS}/t/invitation-to-starters-101/102`,
    problems: [['EVENSUM', { successful: 4120, total: 5030 }], ['MAXGAP', { successful: 2210, total: 4100 }],
      ['MODPOW', { successful: 911, total: 2900 }], ['PALCUT', { successful: 120, total: 1800 }]],
  },
  // Future, in two days (a reminder is offered), registration enabled; alice is registered.
  {
    code: 'START102', name: 'Starters 102', start: 2 * DAY, minutes: 120, rated: true, registration: true, penalised: 37,
    problems: [['MAXGAP'], ['GRIDWALK']],
  },
  // Starts within 5 minutes, then runs for an hour (every 65 minutes): the switch to running.
  { code: 'START104', name: 'Starters 104', start: 5 * MINUTE, minutes: 60, every: 65 * MINUTE, rated: true, problems: [['EVENSUM'], ['MAXGAP']] },
  // Starts in about two hours (70 to 120 minutes): a reminder is offered.
  { code: 'START105', name: 'Starters 105', start: 2 * HOUR, minutes: 120, every: 50 * MINUTE, rated: true, problems: [['EVENSUM']] },
  // Starts in 30 minutes (0 to 30): too late for a reminder (under 4200 s).
  { code: 'START103', name: 'Starters 103', start: 30 * MINUTE, minutes: 120, every: 30 * MINUTE, rated: true, registration: true, problems: [['EVENSUM']] },
  // Running all week; each contestant gets 60 minutes from pressing Start (alice started 20 min ago).
  { code: 'FLEX10', name: 'Flexi Practice Round 10', start: -DAY, minutes: 7 * 24 * 60, duration: 60, flexi: true, problems: [['WARMUP'], ['EVENSUM']] },
  // Running, registration needed: the problems show once the user registers on
  // /individuals/register/REG10 (nobody is registered in the seed).
  { code: 'REG10', name: 'Registration Round 10', start: -HOUR, minutes: 240, every: 2 * HOUR, registration: true, problems: [['EVENSUM'], ['MAXGAP']] },
  // Running: WARMUP open, EVENSUM viewable but closed to submissions, MAXGAP locked (listed,
  // not viewable) for everyone.
  {
    code: 'LOCK10', name: 'Ladder Round 10', start: -HOUR, minutes: 240, every: 2 * HOUR,
    problems: [['WARMUP'], ['EVENSUM', { noSubmit: true }], ['MAXGAP', { locked: true }]],
  },
  // Running; problems appear after the OTP is entered.
  { code: 'OTP10', name: 'Campus Round 10 (OTP)', start: -HOUR, minutes: 180, every: 2 * HOUR, otp: '424242', problems: [['MAXGAP'], ['XORSUB']] },
  // Running team contest; teamlead's team is registered.
  { code: 'TEAM10', name: 'Team Cup 10', start: -HOUR, minutes: 180, every: 2 * HOUR, team: true, problems: [['GRIDWALK'], ['TREEPATH']] },
  { code: 'PROC10', name: 'Proctored Assessment 10', start: -HOUR, minutes: 90, every: 30 * MINUTE, proctored: true, problems: [['MODPOW']] },
  // MASH codes get the fixed banner on the client.
  { code: 'MASH10', name: 'Mash Up 10', start: -2 * HOUR, minutes: 240, every: 2 * HOUR, problems: [['PALCUT'], ['MAXGAP']] },
  // LEARNDSA links its breadcrumbs to practice.
  { code: 'LEARNDSA', name: 'Learn DSA', start: -30 * DAY, minutes: 365 * 24 * 60, autoRefresh: false, problems: [['WARMUP'], ['EVENSUM']] },
  // Running, ranklist frozen for the last two hours.
  { code: 'FROZEN10', name: 'Long Challenge 10', start: -2 * DAY, minutes: 4 * 24 * 60, freezeAfterMinutes: 46 * 60, problems: [['XORSUB']] },
];

/**
 * Believable submission counts that fall with the problem's rating.
 * @param {string} code @param {number} scale
 */
function counts(code, scale) {
  const rating = RATINGS[code] ?? 1500;
  const successful = Math.max(3, Math.round(24000 * scale * 0.3 ** ((rating - 700) / 500)));
  const accuracy = Math.max(0.04, 0.9 - (rating - 700) / 2400);
  return { successful, total: Math.round(successful / accuracy) };
}


/** Results of the demo users: [username, contest, problem, status, score]. */
export const RESULTS = /** @type {const} */ ([
  ['alice', 'START100C', 'EVENSUM', 'solved', 100],
  ['alice', 'START100C', 'MAXGAP', 'solved', 100],
  ['alice', 'START100C', 'MODPOW', 'partially_solved', 30],
  ['alice', 'START100C', 'GRIDWALK', 'attempted', 0],
  ['ravi', 'START100D', 'COINJAR', 'solved', 100],
  ['ravi', 'START100D', 'EVENSUM', 'solved', 100],
  ['ravi', 'START100D', 'GRIDWALK', 'partially_solved', 40],
  ['ravi', 'START100D', 'BULBROW', 'attempted', 0],
  ['teamlead', 'START100A', 'MODPOW', 'solved', 100],
  ['teamlead', 'START100A', 'PALCUT', 'solved', 100],
  ['teamlead', 'START100A', 'XORSUB', 'partially_solved', 25],
  ['alice', 'START101', 'EVENSUM', 'solved', 100],
  ['alice', 'START101', 'MODPOW', 'partially_solved', 30],
  ['alice', 'START101', 'MAXGAP', 'attempted', 0],
  ['teamlead', 'START101', 'EVENSUM', 'solved', 100],
  ['ravi', 'START101', 'EVENSUM', 'attempted', 0],
]);

/** [username, contest]: who registered. */
export const REGISTRATIONS = /** @type {const} */ ([
  ['alice', 'START102'],
  ['alice', 'START101'],
  ['ravi', 'START101'],
  ['teamlead', 'TEAM10'],
]);

/** [username, contest, seconds from now]: flexi-time starts, re-anchored like the contests. */
export const FLEXI_STARTS = /** @type {const} */ ([['alice', 'FLEX10', -20 * MINUTE]]);

/** Teams of team contests: [contest, team name, members]. */
export const TEAMS = /** @type {const} */ ([
  ['TEAM10', 'Null Pointers', ['teamlead', 'premium']],
  ['TEAM10', 'Off By One', ['mod']],
  ['TEAM10', 'Segfault Squad', []],
]);

/** Live rating points [username, contest, [minute, rating][]]; only minutes already past are sent. */
export const LIVE_RATINGS = /** @type {const} */ ([
  ['alice', 'START101', [[0, 1523], [15, 1548], [30, 1571], [45, 1602]]],
  ['alice', 'START100C', [[0, 1498], [15, 1502], [30, 1511], [45, 1509], [60, 1517], [75, 1520], [90, 1526], [105, 1524], [120, 1523]]],
  ['ravi', 'START100D', [[0, 1240], [15, 1251], [30, 1266], [45, 1262], [60, 1271], [75, 1280], [90, 1284], [105, 1290], [120, 1288]]],
]);

export const CONTEST_BANNERS = {
  starters: '/demo/banners/starters.svg',
  other: '/demo/banners/contest.svg',
};
