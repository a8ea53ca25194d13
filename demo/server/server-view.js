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

/** 12345 -> "12,345" (src/domain/roadmaps.ts groupThousands). @param {number} n */
function groupThousands(n) {
  const whole = Math.trunc(n);
  const digits = BigInt(Math.abs(whole)).toString();
  return `${whole < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

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
 * The header bar as the app's: the home link, and the site sections (on narrow screens in a
 * menu: a <details> disclosure, which needs no script).
 */
function header() {
  const links = `<ul>${NAV_LINKS.map((link) => `<li><a href="${link.href}">${escapeHtml(link.label)}</a></li>`).join('')}</ul>`;
  const icon = '<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" ' +
    'stroke="currentColor" stroke-width="2"><path d="M4 7h16M4 12h16M4 17h16" stroke-linecap="round"/></svg>';
  return `<header class="sv-header"><div class="sv-bar"><a class="sv-brand" href="/">${BRAND}</a>` +
    `<nav class="sv-nav" aria-label="Main">${links}</nav>` +
    `<details class="sv-menu"><summary>${icon}<span class="sv-hidden">Menu</span></summary>` +
    `<nav aria-label="Main">${links}</nav></details></div></header>`;
}

/**
 * The whole server view: the header and the page's main part.
 * @param {string} main already-escaped markup
 */
function serverView(main) {
  return `<div class="cc-server-view" slot="server-view">${header()}<main class="sv-main">${main}</main></div>`;
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
  return serverView('<div class="sv-home"><h1>Learn, practice and compete</h1>' +
    '<p class="sv-lead">Follow a roadmap from your first program to contest-level algorithms, solve practice problems ' +
    'and take part in timed contests.</p>' +
    (roadmaps.length ? section('roadmaps', 'Roadmaps', roadmaps) : '<section><h2>Roadmaps</h2><p>No roadmaps yet.</p></section>') +
    (courses.length ? section('courses', 'Courses', courses) : '') +
    '<section aria-labelledby="sv-more"><h2 id="sv-more">More on the site</h2><ul class="sv-more">' +
    '<li><a href="/practice">Practice problems</a></li><li><a href="/contests/">Contests</a></li>' +
    '<li><a href="/learn">All courses</a></li></ul></section></div>');
}
