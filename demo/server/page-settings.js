// @ts-check
// The page settings a served page embeds (<script type="application/json" id="cc-page-settings">):
// the signed-in user, privacy consent, visited contests, the page's own form and the CSRF token.
// The app page (routes/spa.js) and the pages features serve themselves (contests/registration.js)
// both build them here.
import { CURRENT_PRIVACY_POLICY_VERSION } from './constants.js';
import { csrfTokenFor, signedInUser } from './http-session.js';
import { jsonForScript } from './html.js';
import { visitedContestsOf } from './features/contests/contest-answer.js';

/** Where demo/index.html wants the settings script. */
const PAGE_SETTINGS_MARKER = '<!--cc-page-settings-->';

/**
 * Page settings for this request; the CSRF token lets the app POST at once.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {{ formHTML: string, loginRequired: boolean }} [form] the page's own form
 */
export function pageSettings(request, reply, form = { formHTML: '', loginRequired: false }) {
  const csrfToken = csrfTokenFor(request, reply);
  const user = signedInUser(request);
  return {
    username: user?.username ?? '',
    user_consented_privacy_policy_version: user?.user_consented_privacy_policy_version ?? null,
    user_consented_privacy_policy_on: user?.user_consented_privacy_policy_on ?? null,
    current_privacy_policy_version: CURRENT_PRIVACY_POLICY_VERSION,
    visitedContests: visitedContestsOf(request.server.db, user?.username),
    formHTML: form.formHTML,
    loginRequired: form.loginRequired,
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
