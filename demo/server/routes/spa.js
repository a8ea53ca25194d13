// @ts-check
// The single-page app's routes (route table) all answer demo/index.html with the
// page settings injected, so the app starts without an extra round trip.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { injectPageSettings, pageSettings } from '../page-settings.js';
import { escapeHtml, markupOrNone, renderPage, sendHtml } from '../html.js';
import { findUser } from '../users.js';
import { MODULE_ENTRY, heldPreloads, modulePreloadLinks } from '../modulepreload.js';
import { SERVER_VIEW_MARKER, contestServerView, homeServerView, learnServerView } from '../server-view.js';
import { roadmapServerView } from '../server-view-roadmap.js';
import { practiceServerView } from '../server-view-lists.js';
import { ALERTS_PREVIEW_MARKER, alertsPreviewOrNone } from '../features/alerts/preview.js';

/** The lazy chunk of the app's own pages (src/features/app/route-views.ts). */
const APP_VIEWS = `${MODULE_ENTRY}src/features/app/route-views.ts`;
/**
 * The sanitiser and Markdown renderer (core/markup-loader.ts loads them together): a contest page asks
 * for them once its answer holds markup (rules, announcements), so its first show waited a
 * round trip for them after the scripts had run.
 */
const MARKUP_TOOLS = [`${MODULE_ENTRY}src/core/markup-tools.ts`, `${MODULE_ENTRY}src/core/sanitize.ts`];
/**
 * The data table's lazy parts that the list pages' tables need at once: the search box and filter
 * bar (the table's first show waits for them) and the server-side mode's client (its first
 * request waits for it). Preloaded with the element on those pages; a contest's problem table
 * (client mode, no toolbar) never loads them.
 */
const TABLE_PARTS = [`${MODULE_ENTRY}src/features/data-table/TableToolbar.tsx`, `${MODULE_ENTRY}src/api/tables.ts`];

/** @typedef {(params: Record<string, string>) => string} DataPath */
/** @typedef {(request: import('fastify').FastifyRequest) => Promise<string>} ServerView */

const MODULE_PRELOAD_MARKER = '<!--cc-modulepreload-->';
/** The loader script's attribute in demo/index.html that makes it load the app. */
const APP_LOADER_ATTRIBUTE = 'data-entry="app"';
/** The module the app's page runs (through cc-loader.js, data-entry="app"). */
const APP_ENTRY = 'elements/cc-app.js';
/**
 * The shell's late part a first-time visitor sees at once: the app runs it after the first
 * paint, but fetched with the page it is drawn in the next frame, not a round trip later.
 */
const FIRST_VISIT_ENTRIES = ['elements/cc-cookie-banner.js'];

const CODE = '[A-Za-z0-9_]';
const CONTEST_CODE = `(^${CODE}{2,30}$)`;
const PROBLEM_CODE = `(^${CODE}{1,30}$)`;

// First path segments that are site sections or server areas, never contest codes.
const RESERVED_SEGMENTS = new Set([
  'api', 'dist', 'demo', 'ws', 'login', 'logout', 'signup', 'pro', 'practice', 'contests',
  'learn', 'roadmap', 'rankings', 'teams', 'users', 'status', 'problems', 'mobile', 'todo',
  'comment', 'captcha', 'codechef_register', 'submission', 'individuals', 'forgot-password', 'privacy', 'ide',
  'about', 'contact', 'terms',
].map((s) => s.toLowerCase()));

/**
 * The form this page embeds (formHTML, loginRequired), from the first feature that has one.
 * @param {import('fastify').FastifyRequest} request
 */
async function embeddedForm(request) {
  const path = request.url.split('?')[0];
  // Loaded at request time: features.js awaits every feature module when it is imported.
  const { features } = await import('../features.js');
  for (const feature of features) {
    const form = feature.pageForm ? await feature.pageForm(request.server, request, path) : null;
    if (form) return form;
  }
  return { formHTML: '', loginRequired: false };
}

/**
 * Names the site contest markup came from (src/core/markup-origin.ts), before </head>.
 * @param {string} html @param {string} origin '' for none
 */
function withMarkupOrigin(html, origin) {
  if (origin === '' || !html.includes('</head>')) return html;
  return html.replace('</head>', () => `<meta name="cc-markup-origin" content="${escapeHtml(origin)}">\n</head>`);
}

/**
 * The preload of the API answer the route's page asks for first, so it is fetched beside the
 * scripts, not after them: its address carries the page's cache-busting timestamp, which the
 * client's first call to that path uses (src/core/preloaded.ts). `crossorigin`: the credentials
 * mode of the client's fetch (same-origin), or the browser would not use the preload for it.
 * @param {string} apiPath a same-origin path without a query
 * @param {number} nowMs
 */
function dataPreloadLink(apiPath, nowMs) {
  return `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(`${apiPath}?_=${nowMs}`)}">`;
}

/**
 * Puts the preload links where the marker is: the route's data first (the longest wait), the
 * app's entry graph, the graph of the element the route shows (the app would import it right
 * after starting), then the cookie banner. `holdModules`: the module preloads go in
 * <template id="cc-preloads">, which cc-loader.js puts in place when it loads the app (after the
 * first frame, on a page with a server view), so that frame waits for no script.
 * @param {string} html
 * @param {string} distDir
 * @param {string[]} routeEntries
 * @param {string | null} [dataPath] the route's API answer
 * @param {boolean} [holdModules]
 */
function injectModulePreloads(html, distDir, routeEntries, dataPath = null, holdModules = false) {
  if (!html.includes(MODULE_PRELOAD_MARKER)) return html;
  const data = dataPath ? `${dataPreloadLink(dataPath, Date.now())}\n` : '';
  const modules = modulePreloadLinks(distDir, [APP_ENTRY, ...routeEntries, ...FIRST_VISIT_ENTRIES]);
  return html.replace(MODULE_PRELOAD_MARKER, () => data + (holdModules ? heldPreloads(modules) : modules));
}

/**
 * The app's page (demo/index.html with the page settings and the route's preloads): for every
 * app route, and with a 404 status for any unknown page, so a wrong address shows the site's own
 * not-found page (header, a way back) rather than bare server text.
 * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
 * @param {number} status @param {string[]} [routeEntries] the route's page elements
 * @param {string | null} [dataPath] the API answer the route's page asks for first
 * @param {string} [serverView] the top of the page as HTML (server-view.js), inside <cc-app>
 * @param {string | null} [viewedContest] the contest whose page this is (its announcements reach it)
 */
export async function sendAppPage(request, reply, status, routeEntries = [], dataPath = null, serverView = '', viewedContest = null) {
  const indexPath = join(request.server.rootDir, 'demo', 'index.html');
  let html;
  try {
    // Read per request: the file is small and is being edited while the server runs.
    html = await readFile(indexPath, 'utf8');
  } catch {
    request.log.error(`SPA page missing: ${indexPath}`);
    return sendHtml(reply, 500, renderPage({
      title: 'App page missing',
      main: '<h1>App page missing</h1>\n<p>The server could not read demo/index.html.</p>',
    }));
  }
  // The announcements to acknowledge, on the first frame too (features/alerts/preview.js).
  const alerts = await alertsPreviewOrNone(request, reply, viewedContest);
  // A page with a server view or the announcements' preview shows them on the first frame, before
  // any script: the loader does not hold the parser (defer), and the app's entry (its preloads
  // held until then) is fetched once that frame is on screen (cc-loader.js data-load="after-paint").
  const firstFrameFromServer = serverView !== '' || alerts !== '';
  html = injectModulePreloads(html, join(request.server.rootDir, 'dist'), routeEntries, dataPath, firstFrameFromServer);
  html = html.replace(SERVER_VIEW_MARKER, () => serverView);
  html = html.replace(ALERTS_PREVIEW_MARKER, () => alerts);
  if (firstFrameFromServer) html = html.replace(APP_LOADER_ATTRIBUTE, `${APP_LOADER_ATTRIBUTE} data-load="after-paint" defer`);
  html = withMarkupOrigin(html, request.server.markupOrigin);
  const form = status === 200 ? await embeddedForm(request) : undefined;
  return sendHtml(reply, status, injectPageSettings(html, pageSettings(request, reply, form)));
}

/**
 * The page's server view, or none when building it failed (logged): the page is whole without it.
 * @param {import('fastify').FastifyRequest} request @param {ServerView} build
 */
export function serverViewOrNone(request, build) {
  return markupOrNone(request, 'server view', () => build(request));
}

/** @param {import('fastify').FastifyInstance} app */
export default async function spaRoutes(app) {
  /** @param {string[]} routeEntries @param {DataPath} [data] @param {ServerView} [serverView] @param {boolean} [contestPage] */
  const serveAppWith = (routeEntries, data, serverView, contestPage = false) => /** @type {import('fastify').RouteHandlerMethod} */ (
    (request, reply) => serveApp(request, reply, routeEntries, data, serverView, contestPage));

  const isProctored = app.db.prepare('SELECT proctored FROM contests WHERE code = ?').pluck();
  const roadmapExists = app.db.prepare("SELECT 1 FROM roadmaps WHERE slug = ? AND kind = 'roadmap'").pluck();
  // As the API looks them up (features/contests.js): exact codes.
  const contestExists = app.db.prepare('SELECT 1 FROM contests WHERE code = ?').pluck();
  const problemExists = app.db.prepare('SELECT 1 FROM problems WHERE code = ?').pluck();
  const contestProblemExists = app.db.prepare('SELECT 1 FROM contest_problems WHERE contest_code = ? AND problem_code = ?').pluck();
  /**
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   * @param {string[]} routeEntries
   * @param {DataPath} [data]
   * @param {ServerView} [serverView]
   * @param {boolean} [contestPage] the page of contest `contestCode` (whose announcements it hears)
   */
  async function serveApp(request, reply, routeEntries, data, serverView, contestPage = false) {
    // (/ide/{problem} is the command prompt's target, any problem number: never a not-found page.)
    const { contestCode, username, slug, problemCode } =
      /** @type {{ contestCode?: string, username?: string, slug?: string, problemCode?: string }} */ (request.params);
    // A contest code is never a reserved segment, in /{code} as in /rankings/{code}.
    if (contestCode && RESERVED_SEGMENTS.has(contestCode.toLowerCase())) {
      return reply.callNotFound();
    }
    // An unknown contest's or problem's pages carry a 404 status (the app still draws the page:
    // 'Contest does not exist.', 'Problem not found'), so a dead link is dead to a link checker too.
    if (contestCode !== undefined && !contestExists.get(contestCode)) return sendAppPage(request, reply, 404);
    if (problemCode !== undefined && !(contestCode === undefined ? problemExists.get(problemCode) : contestProblemExists.get(contestCode, problemCode))) {
      return sendAppPage(request, reply, 404);
    }
    // An unknown user's pages are the not-found page, with its status.
    if (username !== undefined && !findUser(app.db, username)) return sendAppPage(request, reply, 404);
    // So are unknown roadmaps (the app shows its not-found page for them too).
    if (slug !== undefined && !roadmapExists.get(slug)) return sendAppPage(request, reply, 404);
    // A proctored contest's answers go with the user's proctoring token, which a preload cannot
    // carry: the client asks again with it, and the preload would be wasted; nor can the server
    // view show what the answer without the token says.
    const proctored = Boolean(contestCode && isProctored.get(contestCode));
    return sendAppPage(request, reply, 200, routeEntries,
      data && !proctored ? data(/** @type {Record<string, string>} */ (request.params)) : null,
      serverView && !proctored ? await serverViewOrNone(request, serverView) : '', contestPage && contestCode ? contestCode : null);
  }

  const params = (/** @type {Record<string, object>} */ props) => ({
    type: 'object', properties: props, additionalProperties: false,
  });
  const anyQuery = { type: 'object' };
  // `elements`: the page element each route shows, preloaded with the app. `views`: the route
  // shows one of the app's own pages, whose lazy chunk is preloaded too. `data`: the API answer
  // its page asks for first (as src/api builds the address), preloaded too. `modules`: lazy chunks
  // the page asks for as soon as its answer is here. `serverView`: the top of the page in the HTML. `contestPage`: the contest's own page.
  /** @type {{ url: string, params: object | null, elements: string[], views?: boolean, modules?: string[], data?: DataPath, serverView?: ServerView, contestPage?: boolean }[]} */
  const spaRoutes = [
    // The home page's catalogue is the roadmap list.
    { url: '/', params: null, elements: [], views: true, data: () => '/api/roadmaps', serverView: homeServerView },
    {
      url: '/roadmap/:slug(^[a-z0-9-]{1,60}$)', params: params({ slug: { type: 'string' } }), elements: ['cc-roadmap'],
      data: ({ slug }) => `/api/roadmaps/${encodeURIComponent(slug)}`,
      serverView: (request) => roadmapServerView(request, /** @type {{ slug: string }} */ (request.params).slug, 'roadmap'),
    },
    {
      url: '/learn/course/ux', params: null, elements: ['cc-roadmap'],
      data: () => '/api/roadmaps/ux', serverView: (request) => roadmapServerView(request, 'ux', 'course'),
    },
    { url: '/practice', params: null, elements: ['cc-data-table', 'cc-todo-widget'], views: true, serverView: practiceServerView },
    { url: '/contests', params: null, elements: ['cc-data-table'], views: true },
    { url: '/contests/', params: null, elements: ['cc-data-table'], views: true },
    { url: `/rankings/:contestCode${CONTEST_CODE}`, params: params({ contestCode: { type: 'string' } }), elements: ['cc-data-table'], views: true },
    // Sign-in, sign-up and forgot-password are server-driven forms inside the app's page.
    { url: '/login', params: null, elements: ['cc-server-form'] },
    { url: '/signup', params: null, elements: ['cc-server-form'] },
    { url: '/forgot-password', params: null, elements: ['cc-server-form'] },
    { url: '/privacy', params: null, elements: [], views: true },
    { url: '/learn', params: null, elements: [], views: true, serverView: learnServerView },
    { url: '/pro', params: null, elements: [], views: true },
    { url: '/mobile', params: null, elements: ['cc-server-form'] },
    // A team contest's teams and the user's own team.
    { url: `/teams/list/:contestCode${CONTEST_CODE}`, params: params({ contestCode: { type: 'string' } }), elements: ['cc-data-table'], views: true },
    { url: `/teams/:contestCode${CONTEST_CODE}/edit`, params: params({ contestCode: { type: 'string' } }), elements: ['cc-autocomplete'], views: true },
    // The command prompt's target: what the online IDE is (this site has no compiler).
    { url: '/ide', params: null, elements: [], views: true },
    { url: `/ide/:problem${PROBLEM_CODE}`, params: params({ problem: { type: 'string' } }), elements: [], views: true },
    ...[['', []], ['/edit', ['cc-server-form']], ['/teams', ['cc-server-form']], ['/certificates', []]].map(([tail, elements]) => ({
      url: `/users/:username(^[A-Za-z0-9_]{1,30}$)${tail}`, params: params({ username: { type: 'string' } }), elements, views: true,
    })),
    {
      url: `/:contestCode${CONTEST_CODE}`, params: params({ contestCode: { type: 'string' } }), elements: ['cc-contest-page'],
      modules: MARKUP_TOOLS,
      data: ({ contestCode }) => `/api/contests/${encodeURIComponent(contestCode)}`,
      serverView: (request) => contestServerView(request, /** @type {{ contestCode: string }} */ (request.params).contestCode),
      contestPage: true,
    },
    {
      url: `/problems-old/:problemCode${PROBLEM_CODE}`, params: params({ problemCode: { type: 'string' } }), elements: ['cc-problem'],
      data: ({ problemCode }) => `/api/contests/PRACTICE/problems/${encodeURIComponent(problemCode)}`,
    },
    {
      url: `/:contestCode${CONTEST_CODE}/problems-old/:problemCode${PROBLEM_CODE}`,
      params: params({ contestCode: { type: 'string' }, problemCode: { type: 'string' } }),
      elements: ['cc-problem'],
      data: ({ contestCode, problemCode }) => `/api/contests/${encodeURIComponent(contestCode)}/problems/${encodeURIComponent(problemCode)}`,
    },
    // A problem's submissions (the status page), in practice or a contest.
    { url: `/status/:problemCode${PROBLEM_CODE}`, params: params({ problemCode: { type: 'string' } }), elements: ['cc-data-table'], views: true },
    {
      url: `/:contestCode${CONTEST_CODE}/status/:problemCode${PROBLEM_CODE}`,
      params: params({ contestCode: { type: 'string' }, problemCode: { type: 'string' } }),
      elements: ['cc-data-table'],
      views: true,
    },
    // The submission-style form (handle, pcode, ccode) of a problem, in practice or a contest.
    { url: `/submit-old/:problemCode${PROBLEM_CODE}`, params: params({ problemCode: { type: 'string' } }), elements: ['cc-autocomplete'], views: true },
    {
      url: `/:contestCode${CONTEST_CODE}/submit-old/:problemCode${PROBLEM_CODE}`,
      params: params({ contestCode: { type: 'string' }, problemCode: { type: 'string' } }),
      elements: ['cc-autocomplete'],
      views: true,
    },
  ];
  // The specification's other problem link target: /problems/{code} is the problem page of the
  // live site; this site's is /problems-old/{code}.
  const problemAliases = ['problems'].flatMap((section) => [
    { url: `/${section}/:problemCode${PROBLEM_CODE}`, contest: false },
    { url: `/:contestCode${CONTEST_CODE}/${section}/:problemCode${PROBLEM_CODE}`, contest: true },
  ]);
  for (const alias of problemAliases) {
    app.get(alias.url, {
      schema: {
        params: params({ problemCode: { type: 'string' }, ...(alias.contest ? { contestCode: { type: 'string' } } : {}) }),
        querystring: anyQuery,
      },
    }, async (request, reply) => {
      const { contestCode, problemCode } = /** @type {{ contestCode?: string, problemCode: string }} */ (request.params);
      if (contestCode && RESERVED_SEGMENTS.has(contestCode.toLowerCase())) return reply.callNotFound();
      const base = contestCode ? `/${encodeURIComponent(contestCode)}` : '';
      // The query goes along: ?tab=solution opens the problem's editorial.
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${base}/problems-old/${encodeURIComponent(problemCode)}${query}`, 302);
    });
  }
  for (const route of spaRoutes) {
    app.get(route.url, {
      schema: route.params ? { params: route.params, querystring: anyQuery } : { querystring: anyQuery },
    }, serveAppWith([
      ...route.elements.map((tag) => `elements/${tag}.js`), ...(route.views ? [APP_VIEWS] : []), ...(route.modules ?? []),
      ...(route.elements.includes('cc-data-table') ? TABLE_PARTS : []),
    ], route.data, route.serverView, route.contestPage));
  }
}
