// @ts-check
// The server view: the top of an app page as HTML in the server's answer, so a phone shows the
// page as soon as the HTML and its stylesheets are in, not after the app's scripts have run and
// asked for the data (seconds on a slow network). It is plain markup inside <cc-app> (light
// DOM, slot="server-view"), built from the same API answer the app asks for (fetched here with
// the request's own cookies, so it shows exactly what this user may see) and styled by
// demo/site.css to look like the app's own page. The app shows it through a slot until its
// own page has shown its content, then removes it (src/features/app/server-view.ts).
// It works without JavaScript too: every link is a normal link.
import { escapeHtml } from './html.js';
import { signedInUser } from './http-session.js';

/** The marker in demo/index.html, inside <cc-app>. */
export const SERVER_VIEW_MARKER = '<!--cc-server-view-->';

/** The header's site sections (src/features/header/logic.ts NAV_LINKS). */
const NAV_LINKS = [
  { label: 'Practice', href: '/practice' },
  { label: 'Contests', href: '/contests/' },
  { label: 'Learn', href: '/learn' },
];
/** The header's home link text (src/features/header/logic.ts DEFAULT_BRAND). */
const BRAND = 'Home';

/** Whole numbers as the app shows them: 12345 -> "12,345". */
const WHOLE_NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const groupThousands = (/** @type {number} */ n) => WHOLE_NUMBER.format(Math.trunc(n));

/** @param {unknown} learners */
function learnersLabel(learners) {
  if (typeof learners !== 'number' || !Number.isFinite(learners) || learners < 0) return null;
  const n = Math.floor(learners);
  return `${groupThousands(n)} ${n === 1 ? 'learner' : 'learners'}`;
}

/**
 * The API answer at `apiPath` as this request's user gets it, or null (not 200, not JSON).
 * @param {import('fastify').FastifyRequest} request @param {string} apiPath
 */
export async function answerFor(request, apiPath) {
  const cookie = request.headers.cookie;
  const response = await request.server.inject({
    method: 'GET',
    url: apiPath,
    headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
  });
  if (response.statusCode !== 200) return null;
  try {
    return response.json();
  } catch {
    return null;
  }
}

/**
 * The header bar as the app's: the home link, the site sections and, for a visitor, Login and
 * Sign up coming back to this page (on narrow screens all in a menu: a <details> disclosure,
 * which needs no script). A signed-in user's account menu is the app's own.
 * @param {import('fastify').FastifyRequest} request
 */
function header(request) {
  const item = (/** @type {string} */ href, /** @type {string} */ label, className = '') =>
    `<li><a${className ? ` class="${className}"` : ''} href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`;
  const sections = NAV_LINKS.map((link) => item(link.href, link.label)).join('');
  const path = request.url.split('?')[0] || '/';
  const account = signedInUser(request) ? '' :
    item(`/login?destination=${encodeURIComponent(path)}`, 'Login') + item(`/signup?destination=${encodeURIComponent(path)}`, 'Sign up', 'sv-signup');
  const icon = '<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" ' +
    'stroke="currentColor" stroke-width="2"><path d="M4 7h16M4 12h16M4 17h16" stroke-linecap="round"/></svg>';
  return `<header class="sv-header"><div class="sv-bar"><a class="sv-brand" href="/">${BRAND}</a>` +
    `<nav class="sv-nav" aria-label="Main"><ul>${sections}</ul></nav>` +
    (account ? `<ul class="sv-account">${account}</ul>` : '') +
    `<details class="sv-menu"><summary>${icon}<span class="sv-hidden">Menu</span></summary>` +
    `<nav aria-label="Main"><ul>${sections}${account}</ul></nav></details></div></header>`;
}

/**
 * The whole server view: the header and the page's main part.
 * @param {import('fastify').FastifyRequest} request
 * @param {string} main already-escaped markup
 */
export function serverView(request, main) {
  return `<div class="cc-server-view" slot="server-view">${header(request)}<main class="sv-main">${main}</main></div>`;
}

/** @param {{ slug: string, kind: string, title: string, learners: unknown }} item */
function card(item) {
  const path = item.kind === 'course' ? `/learn/course/${encodeURIComponent(item.slug)}` : `/roadmap/${encodeURIComponent(item.slug)}`;
  const learners = learnersLabel(item.learners);
  return `<li class="sv-card"><a href="${escapeHtml(path)}">${escapeHtml(String(item.title).trim() || item.slug)}</a>` +
    `${learners ? `<span class="sv-muted">${escapeHtml(learners)}</span>` : ''}</li>`;
}

/**
 * The home page (src/features/app/HomeView.tsx): its heading and lead, the roadmaps and courses.
 * @param {import('fastify').FastifyRequest} request
 */
export async function homeServerView(request) {
  const answer = await answerFor(request, '/api/roadmaps');
  const list = Array.isArray(answer?.roadmaps) ? answer.roadmaps.filter((r) => r && typeof r.slug === 'string') : null;
  if (!list) return '';
  const roadmaps = list.filter((r) => r.kind !== 'course');
  const courses = list.filter((r) => r.kind === 'course');
  const section = (/** @type {string} */ id, /** @type {string} */ title, /** @type {typeof list} */ items) =>
    `<section aria-labelledby="sv-${id}"><h2 id="sv-${id}">${title}</h2>` +
    `<ul class="sv-cards" aria-label="${title}">${items.map(card).join('')}</ul></section>`;
  return serverView(request, '<div class="sv-home"><h1>Learn, practice and compete</h1>' +
    '<p class="sv-lead">Follow a roadmap from your first program to contest-level algorithms, solve practice problems ' +
    'and take part in timed contests.</p>' +
    (roadmaps.length ? section('roadmaps', 'Roadmaps', roadmaps) : '<section><h2>Roadmaps</h2><p>No roadmaps yet.</p></section>') +
    (courses.length ? section('courses', 'Courses', courses) : '') +
    '<section aria-labelledby="sv-more"><h2 id="sv-more">More on the site</h2><ul class="sv-more">' +
    '<li><a href="/practice">Practice problems</a></li><li><a href="/contests/">Contests</a></li>' +
    '<li><a href="/learn">All courses</a></li></ul></section></div>');
}

/** A course link the app shows (src/core/safe-url.ts): a same-site path or an http(s) address. @param {unknown} link */
const courseLink = (link) => typeof link === 'string' && /^(\/(?!\/)|https?:\/\/)/i.test(link.trim());

/**
 * /learn (src/features/app/LearnView.tsx): its heading and lead, and the course dropdown's
 * categories with their courses and learner labels, as the header's dropdown reads them.
 * @param {import('fastify').FastifyRequest} request
 */
export async function learnServerView(request) {
  const answer = await answerFor(request, '/api/courses/dropdown');
  if (!Array.isArray(answer?.categories)) return '';
  const sections = answer.categories.map((/** @type {any} */ category) => {
    const courses = (Array.isArray(category?.courses) ? category.courses : [])
      .filter((/** @type {any} */ c) => c && typeof c.name === 'string' && c.name.trim() && courseLink(c.link));
    if (typeof category?.key !== 'string' || !category.key || courses.length === 0) return '';
    const name = typeof category.name === 'string' && category.name.trim() ? category.name.trim() : category.key;
    const id = `sv-learn-${escapeHtml(category.key)}`;
    const cards = courses.map((/** @type {{ name: string, link: string, learners?: unknown }} */ c) => {
      const learners = typeof c.learners === 'string' ? c.learners.trim() : '';
      return `<li class="sv-card"><a href="${escapeHtml(c.link.trim())}">${escapeHtml(c.name.trim())}</a>` +
        `${learners ? `<span class="sv-muted">${escapeHtml(learners)}</span>` : ''}</li>`;
    }).join('');
    return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(name)}</h2>` +
      `<ul class="sv-cards" aria-label="${escapeHtml(name)}">${cards}</ul></section>`;
  }).join('');
  if (!sections) return '';
  return serverView(request, '<div class="sv-home"><h1>Learn</h1>' +
    '<p class="sv-lead">Roadmaps take you from your first program to contest-level algorithms; courses teach one subject.</p>' +
    `${sections}</div>`);
}

/** At most this many problems in a contest's server view (the app's table shows them all). */
export const SERVER_VIEW_PROBLEM_ROWS = 50;

/** Dates as the contest page shows them, in UTC (the server does not know the reader's zone). */
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'UTC' });

/** `<time>` of `ms` with `text`. @param {number} ms @param {string} text */
const timeTag = (ms, text) => `<time datetime="${new Date(ms).toISOString()}">${escapeHtml(text)}</time>`;

/** "Nov 27, 2026, 1:01 PM – 3:01 PM UTC" (the end's date only when it is another day). @param {number} start @param {number} end */
function whenText(start, end) {
  const sameDay = DAY.format(start) === DAY.format(end);
  return `${timeTag(start, DATE_TIME.format(start))} – ${timeTag(end, sameDay ? TIME.format(end) : DATE_TIME.format(end))} UTC`;
}

/** The time left to `target` as the app's countdown shows it (src/ui/Countdown.tsx). @param {string} label @param {number} leftMs */
function countdown(label, leftMs) {
  const total = Math.max(0, Math.floor(leftMs / 1000));
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  const plural = (/** @type {number} */ n, /** @type {string} */ one) => (n === 1 ? one : `${one}s`);
  const days = Math.floor(total / 86400);
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const units = [[String(days), plural(days, 'day')], [pad(hours), plural(hours, 'hour')], [pad(minutes), plural(minutes, 'minute')], [pad(seconds), plural(seconds, 'second')]];
  return `<div class="sv-countdown"><span class="sv-countdown-label" id="sv-countdown-label">${label}</span>` +
    '<div class="sv-units" role="timer" aria-labelledby="sv-countdown-label">' +
    units.map(([value, name]) => `<span class="sv-unit"><span class="sv-value">${value}</span> <span class="sv-unit-name">${name}</span></span>`).join(' ') +
    '</div></div>';
}

/**
 * A contest's page (src/features/contest/ContestPage.tsx) from its /api/contests/{code} answer:
 * breadcrumbs, banner, name and badges, dates, the countdown while it has not ended, the cheating
 * policy of a running Starters contest, and the problem list. None for a contest the answer
 * refuses, a parent contest (its divisions), or one that asks for an OTP first.
 * @param {import('fastify').FastifyRequest} request @param {string} code
 */
export async function contestServerView(request, code) {
  const answer = await answerFor(request, `/api/contests/${encodeURIComponent(code)}`);
  if (!answer || answer.status !== 'success' || typeof answer.name !== 'string' || answer.is_a_parent_contest || answer.is_OTP_required) return '';
  const start = Number(answer.time?.start) * 1000;
  const end = Number(answer.time?.end) * 1000;
  const now = Number(answer.time?.current) * 1000;
  if (![start, end, now].every(Number.isFinite)) return '';
  const phase = now < start ? 'before' : now < end ? 'running' : 'ended';
  const practice = answer.code === 'LEARNDSA';
  const badges = (answer.isRatedContest === '1' || answer.isRatedContest === true ? '<span class="sv-badge">Rated</span>' : '');
  // MASH contests always show the same banner, drawn by the page (usesFixedBanner).
  const banner = String(answer.code).startsWith('MASH')
    ? `<div class="sv-banner sv-fixed-banner" role="img" aria-label="${escapeHtml(`${answer.name} banner`)}"><span aria-hidden="true">Mash</span></div>`
    // A same-origin path only (not //host/…): the view never asks another site for anything.
    : typeof answer.banner === 'string' && /^\/(?!\/)/.test(answer.banner)
      ? `<img class="sv-banner" src="${escapeHtml(answer.banner)}" alt="${escapeHtml(`${answer.name} banner`)}">` : '';
  const penalised = Number(answer.penalisedUsersCount) || 0;
  const policy = String(answer.code).startsWith('START') && penalised > 0 && phase === 'running'
    ? '<aside class="sv-cheating" aria-labelledby="sv-cheating-title"><h2 id="sv-cheating-title">Plagiarism and cheating policy</h2>' +
      `<p>${penalised} ${penalised === 1 ? 'participant was' : 'participants were'} penalised for plagiarism in recent contests. ` +
      'Submitting code that is not your own, or sharing your code during the contest, leads to a penalty and a rating ban.</p></aside>'
    : '';
  const listed = Object.values(answer.problems && typeof answer.problems === 'object' ? answer.problems : {})
    .filter((p) => p && typeof p.code === 'string' && typeof p.name === 'string');
  // The first screens' worth: a contest of 10,000 problems must not send them all twice.
  const problems = listed.slice(0, SERVER_VIEW_PROBLEM_ROWS);
  const locked = new Set(Array.isArray(answer.problemsstats?.locked) ? answer.problemsstats.locked : []);
  const rows = problems.map((p) => {
    const href = `/${encodeURIComponent(answer.code)}/problems-old/${encodeURIComponent(p.code)}`;
    const name = locked.has(p.code)
      ? `${escapeHtml(p.name)} <span class="sv-muted">(locked)</span>`
      : `<a href="${escapeHtml(href)}">${escapeHtml(p.name)}</a>`;
    const solved = Number.parseInt(String(p.successful_submissions), 10);
    const accuracy = Number(p.accuracy);
    return `<tr><th scope="row" class="sv-problem-name">${name}</th><td>${escapeHtml(p.code)}</td>` +
      `<td class="sv-number">${Number.isFinite(solved) ? escapeHtml(groupThousands(solved)) : '-'}</td>` +
      `<td class="sv-number">${Number.isFinite(accuracy) ? `${Math.round(accuracy * 100) / 100}%` : '-'}</td></tr>`;
  }).join('');
  const table = problems.length
    ? '<section class="sv-section" aria-labelledby="sv-problems-title"><h2 id="sv-problems-title">Problems</h2><div class="sv-table-scroll"><table class="sv-table">' +
      '<thead><tr><th scope="col">Name</th><th scope="col">Code</th><th scope="col" class="sv-number">Successful submissions</th>' +
      `<th scope="col" class="sv-number">Accuracy</th></tr></thead><tbody>${rows}</tbody></table></div></section>`
    : '';
  return serverView(request, '<div class="sv-contest">' +
    '<nav aria-label="Breadcrumb" class="sv-breadcrumbs"><ol><li><a href="/">Home</a></li>' +
    `<li>${practice ? '<a href="/practice">Practice</a>' : '<a href="/contests/">Contests</a>'}</li>` +
    `<li><a href="/${encodeURIComponent(answer.code)}" aria-current="page">${escapeHtml(answer.code)}</a></li></ol></nav>` +
    banner +
    `<div class="sv-title-row"><h1 class="sv-title">${escapeHtml(answer.name)}</h1>${badges}</div>` +
    `<p class="sv-when">${whenText(start, end)}${phase === 'ended' ? ' · Ended' : ''}</p>` +
    (phase === 'before' ? countdown('Contest starts in', start - now) : phase === 'running' ? countdown('Contest ends in', end - now) : '') +
    policy + table + '</div>');
}
