// @ts-check
// The single-page app's routes (route table) all answer demo/index.html with the
// page settings injected, so the app starts without an extra round trip.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CURRENT_PRIVACY_POLICY_VERSION } from '../constants.js';
import { csrfTokenFor, signedInUser } from '../http-session.js';
import { jsonForScript, renderPage, sendHtml } from '../html.js';
import { visitedContestsOf } from '../features/contests/contest-answer.js';

export const PAGE_SETTINGS_MARKER = '<!--cc-page-settings-->';

const CODE = '[A-Za-z0-9_]';
const CONTEST_CODE = `(^${CODE}{2,30}$)`;
const PROBLEM_CODE = `(^${CODE}{1,30}$)`;

// First path segments that are site sections or server areas, never contest codes.
const RESERVED_SEGMENTS = new Set([
  'api', 'dist', 'demo', 'ws', 'login', 'logout', 'signup', 'pro', 'practice', 'contests',
  'learn', 'roadmap', 'rankings', 'teams', 'users', 'status', 'problems', 'mobile', 'todo',
  'comment', 'captcha', 'codechef_register', 'submission', 'individuals', 'forgot-password', 'privacy', 'ide',
].map((s) => s.toLowerCase()));

/**
 * Page settings for this request; the CSRF token lets the app POST at once.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
export function pageSettings(request, reply) {
  const csrfToken = csrfTokenFor(request, reply);
  const user = signedInUser(request);
  return {
    username: user?.username ?? '',
    user_consented_privacy_policy_version: user?.user_consented_privacy_policy_version ?? null,
    user_consented_privacy_policy_on: user?.user_consented_privacy_policy_on ?? null,
    current_privacy_policy_version: CURRENT_PRIVACY_POLICY_VERSION,
    visitedContests: visitedContestsOf(request.server.db, user?.username),
    formHTML: '',
    loginRequired: false,
    csrfToken,
  };
}

/**
 * Puts the settings script where the marker is (or, failing that, before </head>).
 * @param {string} html
 * @param {object} settings
 */
export function injectPageSettings(html, settings) {
  const script =
    `<script type="application/json" id="cc-page-settings">${jsonForScript(settings)}</script>`;
  if (html.includes(PAGE_SETTINGS_MARKER)) return html.replace(PAGE_SETTINGS_MARKER, () => script);
  if (html.includes('</head>')) return html.replace('</head>', () => `${script}\n</head>`);
  return script + html;
}

/** @param {import('fastify').FastifyInstance} app */
export default async function spaRoutes(app) {
  const indexPath = join(app.rootDir, 'demo', 'index.html');

  /** @type {import('fastify').RouteHandlerMethod} */
  async function serveApp(request, reply) {
    const { contestCode } = /** @type {{ contestCode?: string }} */ (request.params);
    // A contest code is never a reserved segment, in /{code} as in /rankings/{code}.
    if (contestCode && RESERVED_SEGMENTS.has(contestCode.toLowerCase())) {
      return reply.callNotFound();
    }
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
    return sendHtml(reply, 200, injectPageSettings(html, pageSettings(request, reply)));
  }

  const params = (/** @type {Record<string, object>} */ props) => ({
    type: 'object', properties: props, additionalProperties: false,
  });
  const anyQuery = { type: 'object' };
  const spaRoutes = [
    { url: '/', params: null },
    { url: '/roadmap/:slug(^[a-z0-9-]{1,60}$)', params: params({ slug: { type: 'string' } }) },
    { url: '/learn/course/ux', params: null },
    { url: '/practice', params: null },
    { url: '/contests', params: null },
    { url: '/contests/', params: null },
    { url: `/rankings/:contestCode${CONTEST_CODE}`, params: params({ contestCode: { type: 'string' } }) },
    // Sign-in, sign-up and forgot-password are server-driven forms inside the app's page.
    { url: '/login', params: null },
    { url: '/signup', params: null },
    { url: '/forgot-password', params: null },
    { url: '/privacy', params: null },
    { url: '/users/:username(^[A-Za-z0-9_]{1,30}$)/edit', params: params({ username: { type: 'string' } }) },
    { url: `/:contestCode${CONTEST_CODE}`, params: params({ contestCode: { type: 'string' } }) },
    { url: `/problems-old/:problemCode${PROBLEM_CODE}`, params: params({ problemCode: { type: 'string' } }) },
    {
      url: `/:contestCode${CONTEST_CODE}/problems-old/:problemCode${PROBLEM_CODE}`,
      params: params({ contestCode: { type: 'string' }, problemCode: { type: 'string' } }),
    },
    // The submission-style form (handle, pcode, ccode) of a problem, in practice or a contest.
    { url: `/submit-old/:problemCode${PROBLEM_CODE}`, params: params({ problemCode: { type: 'string' } }) },
    {
      url: `/:contestCode${CONTEST_CODE}/submit-old/:problemCode${PROBLEM_CODE}`,
      params: params({ contestCode: { type: 'string' }, problemCode: { type: 'string' } }),
    },
  ];
  for (const route of spaRoutes) {
    app.get(route.url, {
      schema: route.params ? { params: route.params, querystring: anyQuery } : { querystring: anyQuery },
    }, serveApp);
  }
}
