// @ts-check
// The demo's contests. Times are offsets from the server's start (seconds), re-anchored at every
// start, so `npm start` always shows a running, a future and an ended contest.

const HOUR = 3600;
const DAY = 24 * HOUR;

const RULES = `<h4>Rules</h4>
<ul><li>Solve as many problems as you can before the contest ends.</li>
<li>Ties are broken by the time of the last accepted submission, plus 10 minutes per wrong submission.</li>
<li>Discussing problems during the contest is not allowed.</li></ul>`;

/**
 * @typedef {[code: string, opts?: { unscored?: boolean, type?: number, full?: number, successful?: number, total?: number }]} ContestProblemSeed
 * @typedef {{
 *   code: string, name: string, start: number, minutes: number, duration?: number, parent?: string,
 *   div?: { number: number, name: string, min: number, max: number }, rated?: boolean,
 *   registration?: boolean, flexi?: boolean, otp?: string, proctored?: boolean, team?: boolean,
 *   announcements?: string, title?: string, description?: string, penalised?: number,
 *   problems?: ContestProblemSeed[], freezeAfterMinutes?: number, autoRefresh?: boolean,
 * }} ContestSeed
 */

const DIVISIONS = [
  { number: 1, name: 'Division 1', min: 2000, max: 50000 },
  { number: 2, name: 'Division 2', min: 1600, max: 1999 },
  { number: 3, name: 'Division 3', min: 1400, max: 1599 },
  { number: 4, name: 'Division 4', min: 0, max: 1399 },
];

/** The Starters 100 problem set: harder divisions see fewer easy problems (as on the live site). */
const START100_SETS = [
  ['MAXGAP', 'MODPOW', 'GRIDWALK', 'XORSUB', 'TREEPATH'],
  ['MAXGAP', 'MODPOW', 'GRIDWALK', 'XORSUB', 'PALCUT'],
  ['EVENSUM', 'MAXGAP', 'MODPOW', 'GRIDWALK', 'PALCUT'],
  ['EVENSUM', 'MAXGAP', 'MODPOW', 'GRIDWALK'],
];

/** @type {ContestSeed[]} */
export const CONTESTS = [
  {
    code: 'PRACTICE', name: 'Practice', start: -365 * DAY, minutes: 3650 * 24 * 60, autoRefresh: false,
    problems: ['EVENSUM', 'MAXGAP', 'MODPOW', 'GRIDWALK', 'XORSUB', 'TREEPATH', 'WARMUP', 'PALCUT', 'SUBMITNOW'].map((code) => [code]),
  },
  {
    code: 'START100', name: 'Starters 100', start: -3 * DAY, minutes: 120, rated: true,
    announcements: '<p>Starters 100 is rated for all four divisions. <strong>Good luck!</strong></p>',
  },
  ...DIVISIONS.map((div, index) => /** @type {ContestSeed} */ ({
    code: `START100${'ABCD'[index]}`, name: `Starters 100 (${div.name})`, parent: 'START100', div, start: -3 * DAY,
    minutes: 120, rated: true,
    problems: [
      ...START100_SETS[index].map((code, i) => /** @type {ContestProblemSeed} */ ([code, { type: i % 2 ? 3 : 0, successful: 9000 - i * 1700 - index * 300, total: 12000 - i * 1500 }])),
      ['WARMUP', { unscored: true, successful: 15000, total: 16000 }],
    ],
  })),
  {
    code: 'START101', name: 'Starters 101', start: -30 * 60, minutes: 120, rated: true, penalised: 37,
    title: 'Starters 101 — live now', description: 'Weekly rated contest for every division. Join now!',
    announcements: '<p>Clarifications are answered in the comments of each problem.</p>',
    problems: [['EVENSUM', { successful: 4120, total: 5030 }], ['MAXGAP', { successful: 2210, total: 4100 }],
      ['MODPOW', { type: 3, successful: 911, total: 2900 }], ['PALCUT', { type: 3, successful: 120, total: 1800 }]],
  },
  { code: 'START102', name: 'Starters 102', start: 2 * DAY, minutes: 120, rated: true, registration: true, penalised: 37,
    problems: [['MAXGAP'], ['GRIDWALK']] },
  { code: 'START103', name: 'Starters 103', start: 30 * 60, minutes: 120, rated: true, problems: [['EVENSUM']] },
  { code: 'FLEX10', name: 'Flexi Practice Round 10', start: -DAY, minutes: 7 * 24 * 60, duration: 60, flexi: true, problems: [['WARMUP'], ['EVENSUM']] },
  { code: 'OTP10', name: 'Campus Round 10 (OTP)', start: -HOUR, minutes: 180, otp: '424242', problems: [['MAXGAP'], ['XORSUB']] },
  { code: 'TEAM10', name: 'Team Cup 10', start: -HOUR, minutes: 180, team: true, problems: [['GRIDWALK'], ['TREEPATH']] },
  { code: 'PROC10', name: 'Proctored Assessment 10', start: -HOUR, minutes: 90, proctored: true, problems: [['MODPOW']] },
  { code: 'MASH10', name: 'Mash Up 10', start: -2 * HOUR, minutes: 240, problems: [['PALCUT'], ['MAXGAP']] },
  { code: 'LEARNDSA', name: 'Learn DSA', start: -30 * DAY, minutes: 365 * 24 * 60, autoRefresh: false, problems: [['WARMUP'], ['EVENSUM']] },
  { code: 'FROZEN10', name: 'Long Challenge 10', start: -2 * DAY, minutes: 4 * 24 * 60, freezeAfterMinutes: 46 * 60, problems: [['XORSUB']] },
];

export { RULES, DIVISIONS };

/** Results the seed gives the demo users: [username, contest, problem, status, score]. */
export const RESULTS = /** @type {const} */ ([
  ['alice', 'START100C', 'EVENSUM', 'solved', 100],
  ['alice', 'START100C', 'MAXGAP', 'solved', 100],
  ['alice', 'START100C', 'MODPOW', 'partially_solved', 30],
  ['alice', 'START100C', 'GRIDWALK', 'attempted', 0],
  ['alice', 'START101', 'EVENSUM', 'solved', 100],
  ['alice', 'START101', 'MODPOW', 'partially_solved', 30],
  ['alice', 'START101', 'MAXGAP', 'attempted', 0],
  ['ravi', 'START101', 'EVENSUM', 'attempted', 0],
  ['teamlead', 'START100A', 'MAXGAP', 'solved', 100],
  ['teamlead', 'START100A', 'MODPOW', 'solved', 100],
]);

/** [username, contest]: who is registered (and, for flexi contests, started). */
export const REGISTRATIONS = /** @type {const} */ ([
  ['alice', 'START102'],
  ['alice', 'START101'],
  ['ravi', 'START101'],
  ['teamlead', 'TEAM10'],
]);
