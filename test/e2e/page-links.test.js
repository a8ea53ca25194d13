// Every link of every page kind (issue 23's link journey): the header and footer, the home page,
// a contest, a team contest, a problem and its editorial, the lists (practice, contests,
// rankings, teams, submissions), a profile and its teams and certificates, the learning pages, a
// team's edit page and the todo box, as a visitor and as alice. Every same-origin link is asked of
// the server with the user's cookies (below 400: an unknown contest's or problem's page is a 404,
// demo/server/routes/spa.js); one link of each route shape is opened in the browser, where it must
// show a real page (a heading, none of NOT_REAL) and raise no console error. Links that leave the
// site must be in OFF_SITE.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { gotoApp, openAppPage, signIn, useSiteAndBrowser, watchForProblems } from './support.js';
import { NOT_REAL, askEveryLink, linksOfNewShapes, linksUnder, routeShape, settledAppPage } from './link-check.js';

/** The pages whose links are collected (each one is opened, so its shape is checked too). */
const PAGES = [
  '/', '/START101', '/TEAM10', '/START101/problems-old/MODPOW', '/START101/problems-old/MODPOW?tab=solution',
  '/problems-old/EVENSUM', '/practice', '/contests/', '/rankings/START101', '/users/alice', '/users/alice/teams',
  '/users/alice/certificates', '/learn', '/learn/course/ux', '/roadmap/python-dsa', '/teams/list/TEAM10',
  '/teams/TEAM10/edit', '/status/EVENSUM', '/START101/status/EVENSUM', '/ide', '/about',
];

/** Opens an app page and waits until it shows a page; the failures it met (none when real). */
async function openAndCheck(page, href, problems) {
  problems.length = 0;
  const response = await gotoApp(page, href);
  const failures = [];
  if (!response || response.status() >= 400) failures.push(`HTTP ${response?.status()}`);
  if (!(await page.locator('cc-app').count())) {
    // A server page (the footer's /about, /contact, /terms): its own heading, no error text.
    const heading = await page.locator('h1').first().textContent().catch(() => '');
    if (!heading?.trim()) failures.push('the page has no heading');
    const text = await page.locator('body').textContent();
    return [...failures, ...NOT_REAL.filter((marker) => text.includes(marker)), ...problems];
  }
  const settled = await page.waitForFunction(settledAppPage, NOT_REAL, { timeout: 20_000 })
    .then((handle) => handle.jsonValue()).catch(() => null);
  if (!settled) return [...failures, 'the app page never showed a heading'];
  // Its lists and widgets are answered too (their links are collected after this).
  await page.waitForLoadState('networkidle');
  const text = await page.waitForFunction(settledAppPage, NOT_REAL).then((handle) => handle.jsonValue());
  failures.push(...NOT_REAL.filter((marker) => text.text.includes(marker)));
  failures.push(...problems);
  return failures;
}

/**
 * The todo box's links: it opens from the header's todo button (signed in only), here by the
 * keyboard. A click can land on a toast instead: the user's messages appear top right 2 s after
 * the first page after signing in, and the pointer resting on a toast keeps it there, so
 * Playwright's retried clicks waited on it for 30 s (a CI run failed so).
 */
async function todoBoxLinks(page) {
  const button = page.locator('cc-header [part="todo-button"]');
  if (!(await button.count())) return [];
  const toggle = async () => {
    await button.focus();
    await page.keyboard.press('Enter');
  };
  await toggle();
  await page.locator('cc-header [part="todo-box"] a, cc-header [part="todo-box"] p').first().waitFor();
  const links = await page.evaluate(linksUnder, 'cc-header [part="todo-box"]');
  await toggle();
  return links;
}

// The visitor and alice at once, each in its own context: most of each is pages settling.
describe('every link of every page kind, as a visitor and as alice', { concurrency: 2 }, () => {
  const env = useSiteAndBrowser({ before, after });

  for (const username of [null, 'alice']) {
    test(`lands on a real page (${username ?? 'visitor'})`, async (t) => {
      const { origin } = env.site;
      const context = await env.browser.newContext();
      const page = await context.newPage();
      const problems = watchForProblems(page);
      if (username) await signIn(page, origin, username);
      else await openAppPage(page, `${origin}/`);

      const failures = [];
      /** href (without its fragment) -> the page it was first found on. */
      const found = new Map();
      const opened = new Set();
      const add = (hrefs, where) => {
        for (const href of hrefs) {
          const url = new URL(href);
          url.hash = '';
          if (!found.has(url.href)) found.set(url.href, where);
        }
      };
      for (const path of PAGES) {
        const bad = await openAndCheck(page, `${origin}${path}`, problems);
        if (bad.length) failures.push(`${path} (a page the journey opens): ${bad.join('; ')}`);
        opened.add(routeShape(new URL(path, origin)));
        add(await page.evaluate(linksUnder, 'document'), path);
        if (path === '/') add(await todoBoxLinks(page), 'the todo box');
      }

      // Every same-origin link by its HTTP status, with the user's cookies.
      const signedOut = await env.browser.newContext();
      failures.push(...await askEveryLink(found, origin, context.request, signedOut.request));
      await signedOut.close();

      // One link of each route shape not yet opened, in the browser.
      for (const [href, where] of linksOfNewShapes(found, origin, opened)) {
        const bad = await openAndCheck(page, href, problems);
        if (bad.length) failures.push(`${href} (from ${where}): ${bad.join('; ')}`);
      }
      await context.close();
      t.diagnostic(`${found.size} links; route shapes opened: ${[...opened].join(' ')}`);
      assert.ok(found.size > 60, `links found: ${found.size}`);
      assert.ok(opened.size > PAGES.length, `route shapes opened: ${[...opened].join(' ')}`);
      assert.deepEqual(failures, []);
    });
  }
});
