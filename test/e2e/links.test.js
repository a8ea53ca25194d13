// Every link of the header (desktop and mobile, every menu and course category opened), of the
// banners (cookie banner, account prompts) and of the gallery (its index and every feature page)
// lands on a real page: the server answers below 400 (an unknown contest, problem, user or
// roadmap is a 404), and one link of each route shape, opened in the browser, shows neither the
// not-found page nor 'Contest does not exist.'. The links inside the gallery's elements count
// too; the ones meant to leave the site are listed in OFF_SITE with their reason.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openAppPage, signIn, useSiteAndBrowser } from './support.js';
import { NOT_REAL, askEveryLink, linksOfNewShapes, linksUnder, settledAppPage } from './link-check.js';

/** Opens every disclosure and tab of the header in turn, collecting the links each shows. */
async function headerLinks(page) {
  const links = new Set(await page.evaluate(linksUnder, 'cc-header'));
  const toggles = page.locator('cc-header button[aria-expanded], cc-header [role="tab"]');
  for (let i = 0; i < await toggles.count(); i++) {
    const toggle = toggles.nth(i);
    if (!(await toggle.isVisible())) continue;
    if ((await toggle.getAttribute('aria-expanded')) === 'true') continue;
    // Visible when asked, it may be hidden by the time the click lands (once, under load, a
    // desktop course tab right after the switch to the phone's layout): then it shows nothing
    // here and is passed over. A toggle still visible that cannot be clicked fails the test.
    try {
      await toggle.click({ timeout: 10_000 });
    } catch (error) {
      if (await toggle.isVisible()) throw error;
      continue;
    }
    // The course categories load with the first opening; the todo box asks the server each time.
    if (await page.locator('cc-header [role="tablist"]').isVisible()) await page.locator('cc-header [role="tabpanel"] a').first().waitFor();
    if (await page.locator('cc-header #todo-box').isVisible()) await page.locator('cc-header #todo-box a, cc-header #todo-box p').first().waitFor();
    for (const href of await page.evaluate(linksUnder, 'cc-header')) links.add(href);
  }
  return links;
}

describe('every link of the header, menus, banners and gallery', () => {
  const env = useSiteAndBrowser({ before, after });

  test('lands on a real page', async () => {
    const { origin } = env.site;
    /** href -> where it was found (the first place). */
    const found = new Map();
    const add = (hrefs, where) => { for (const href of hrefs) if (!found.has(href)) found.set(href, where); };

    // A visitor: header (desktop and mobile), cookie banner.
    const visitor = await env.browser.newContext();
    const page = await visitor.newPage();
    await openAppPage(page, `${origin}/`);
    await page.locator('cc-header [part="brand"]').waitFor();
    add(await headerLinks(page), 'visitor header');
    add(await page.evaluate(linksUnder, 'cc-cookie-banner'), 'cookie banner');
    await page.setViewportSize({ width: 800, height: 900 });
    await page.locator('cc-header [part="menu-button"]').waitFor();
    add(await headerLinks(page), 'visitor mobile header');

    // The gallery's index and each feature page (their own links, outside the elements).
    await page.goto(`${origin}/demo/gallery.html`);
    await page.locator('#feature-pages a').first().waitFor();
    const galleryPages = await page.locator('#feature-pages a').evaluateAll((anchors) => anchors.map((a) => a.href));
    add(await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => a.href)), 'gallery');
    for (const url of galleryPages) {
      const response = await page.goto(url);
      assert.ok(response && response.status() < 400, `${url}: ${response?.status()}`);
      add(await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => a.href)), url);
    }
    await visitor.close();

    // Signed in: alice's menus (profile, settings, teams, certificates; her todo box), ravi's
    // banners (the Pro upgrade and the mobile verification prompts).
    for (const [username, what] of [['alice', 'header'], ['ravi', 'account prompts']]) {
      const context = await env.browser.newContext();
      const signed = await context.newPage();
      await signIn(signed, origin, username);
      await signed.locator('cc-header [part="todo-count"]').waitFor();
      if (what === 'header') add(await headerLinks(signed), `${username}'s header`);
      else {
        await signed.locator('cc-account-prompts [part="upgrade-link"]').waitFor();
        add(await signed.evaluate(linksUnder, 'cc-account-prompts'), `${username}'s account prompts`);
      }
      await context.close();
    }

    // Every link asked of the server, signed in as alice (her own pages are among them); then one
    // link of each route shape opened in the browser, where an app page must show a page. Four
    // workers of one context take those in turn: most of a check is waiting for the page to
    // settle, not work. Each link gets a new tab: a page left behind in a reused tab could still
    // navigate by itself (a redirect after a delay, a reload) and abort the next link's load.
    const context = await env.browser.newContext();
    const first = await context.newPage();
    await signIn(first, origin, 'alice');
    await first.close();
    const signedOut = await env.browser.newContext();
    const failures = await askEveryLink(found, origin, context.request, signedOut.request);
    await signedOut.close();
    const shapes = new Set();
    const queue = linksOfNewShapes(found, origin, shapes);
    const check = async (href, where) => {
      const checker = await context.newPage();
      try {
        await checkIn(checker, href, where);
      } finally {
        await checker.close();
      }
    };
    const checkIn = async (checker, href, where) => {
      const response = await checker.goto(href);
      const status = response?.status() ?? 0;
      if (status >= 400) {
        failures.push(`${href} (from ${where}): HTTP ${status}`);
        return;
      }
      if (!(await checker.locator('cc-app').count())) return;
      // An app page: wait until it shows a page (a heading, or a refusal).
      const settled = await checker.waitForFunction(settledAppPage, NOT_REAL, { timeout: 20_000 })
        .then((handle) => handle.jsonValue()).catch(() => null);
      if (!settled) {
        failures.push(`${href} (from ${where}): the app page never showed a heading`);
        return;
      }
      const bad = NOT_REAL.filter((marker) => settled.text.includes(marker) || settled.headings.includes(marker));
      if (bad.length) failures.push(`${href} (from ${where}): ${bad.join(', ')}`);
    };
    await Promise.all([1, 2, 3, 4].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await check(...next);
    }));
    await context.close();
    assert.ok(found.size > 40, `links found: ${found.size}`);
    assert.ok(shapes.size > 10, `route shapes opened: ${[...shapes].join(' ')}`);
    assert.deepEqual(failures, []);
  });
});
