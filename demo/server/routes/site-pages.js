// @ts-check
// The site footer's pages (src/features/app/SiteFooter.tsx): /about, /contact and /terms, plain
// server-rendered pages under the strict CSP, saying truthfully what this site is. The privacy
// policy is the app's own page (/privacy, which the cookie banner names).
import { escapeHtml, renderPage, sendHtml } from '../html.js';

/** The address the site's error texts name (src/core/support.ts DEFAULT_SUPPORT_EMAIL). */
const SUPPORT_EMAIL = 'support@cc-elements.dev';

const BACK = '<p><a href="/">Back to the home page</a> · <a href="/about">About</a> · <a href="/contact">Contact</a> · ' +
  '<a href="/terms">Terms of use</a> · <a href="/privacy">Privacy policy</a></p>';

/** @type {Record<string, { title: string, body: string }>} */
const SITE_PAGES = {
  '/about': {
    title: 'About this site',
    body: '<p>This site is the reference server of <strong>cc-elements</strong>: web components for a ' +
      'competitive-programming practice and contest site (roadmaps, practice problems, timed contests, ' +
      'a todo list of problems, problem comments and site-wide announcements), served with demo data.</p>' +
      '<p>The users, contests, problems, submissions and rankings you see are seeded sample data, made ' +
      'again on a fresh database. The demo accounts share the password <code>demo1234</code>.</p>' +
      '<p>Contest answers captured from a live site may link back to it; those links open that site.</p>',
  },
  '/contact': {
    title: 'Contact',
    body: `<p>Questions about this site or its elements: write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>, ` +
      'the address the site\'s error messages name.</p>' +
      '<p>Please do not send passwords or other secrets: no one here will ever ask for them.</p>',
  },
  '/terms': {
    title: 'Terms of use',
    body: '<p>This is a demonstration site. You may sign in with the demo accounts, post comments, add ' +
      'problems to your todo list and take part in the seeded contests to try the site out.</p>' +
      '<ul><li>Everything you enter may be erased whenever the database is reset.</li>' +
      '<li>Do not post content that is unlawful, abusive or that you have no right to share; moderators ' +
      'may remove it.</li>' +
      '<li>The site is provided as is, without any warranty; ratings and rankings here have no standing ' +
      'anywhere else.</li></ul>' +
      '<p>How the site handles your data is in the <a href="/privacy">privacy policy</a>.</p>',
  },
};

/** @param {import('fastify').FastifyInstance} app */
export default async function sitePageRoutes(app) {
  for (const [path, page] of Object.entries(SITE_PAGES)) {
    app.get(path, { schema: { querystring: { type: 'object' } } }, async (_request, reply) =>
      sendHtml(reply, 200, renderPage({
        title: page.title,
        main: `<h1>${escapeHtml(page.title)}</h1>\n${page.body}\n${BACK}`,
      })));
  }
}
