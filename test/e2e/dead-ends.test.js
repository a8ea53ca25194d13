// The pages that used to dead-end (issue 23, items 1-6), opened as a visitor and as alice in the
// built site: team pages, every shown handle's profile (rankings, submissions), the status pages
// and My submissions, the editorial (?tab=solution), the todo box's links and Remove, /ide, and
// a problem page whose code could not load offline loading by itself once back online. Fails on
// any 404, any page-level error text and any console error; /roadmap/{unknown} is the not-found
// page with a 404.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { gotoApp, openAppPage, signIn, useSiteAndBrowser, watchForProblems } from './support.js';

/** What a page says when it is not a real page, or failed. */
const PAGE_ERRORS = ['Page not found', 'Problem does not exist.', 'Contest does not exist.', 'This page is not available',
  'This page could not be loaded', 'We could not load', 'Some error occurred'];

/** The app main area's text (through shadow roots); runs in the page. */
function mainTextInPage() {
  const text = (node) => {
    let out = '';
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) out += child.textContent;
      else if (child.nodeType === Node.ELEMENT_NODE) out += (child.shadowRoot ? text(child.shadowRoot) : '') + text(child);
    }
    return out;
  };
  const main = document.querySelector('cc-app')?.shadowRoot?.querySelector('main');
  return main ? text(main).replace(/\s+/g, ' ') : '';
}

/** Watches a page for failed same-origin requests, page errors and console errors. */
function watch(page, origin) {
  const problems = watchForProblems(page);
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** Opens `path`, waits until its main area shows `expected`, and checks it shows no error text. */
async function expectPage(page, origin, path, expected) {
  const response = await gotoApp(page, `${origin}${path}`);
  assert.ok(response.status() < 400, `${path}: ${response.status()}`);
  const shown = await page.waitForFunction((wanted) => {
    const text = (node) => {
      let out = '';
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) out += child.textContent;
        else if (child.nodeType === Node.ELEMENT_NODE) out += (child.shadowRoot ? text(child.shadowRoot) : '') + text(child);
      }
      return out;
    };
    const main = document.querySelector('cc-app')?.shadowRoot?.querySelector('main');
    const all = main ? text(main).replace(/\s+/g, ' ') : '';
    return all.includes(wanted) ? all : false;
  }, expected).then((handle) => handle.jsonValue(), async (error) => {
    throw new Error(`${path} never showed "${expected}": ${(await page.evaluate(mainTextInPage)).slice(0, 300)} (${error.message})`);
  });
  const text = String(shown);
  for (const error of PAGE_ERRORS) assert.ok(!text.includes(error), `${path} says "${error}"`);
}

describe('pages that used to dead-end', () => {
  const env = useSiteAndBrowser({ before, after });

  for (const who of ['visitor', 'alice']) {
    test(`as ${who}: teams, profiles, submissions, editorial, IDE; no 404, error text or console error`, async () => {
      const { origin } = env.site;
      const context = await env.browser.newContext();
      const page = await context.newPage();
      const problems = watch(page, origin);
      await openAppPage(page, `${origin}/`);
      if (who === 'alice') await signIn(page, origin, 'alice');
      await expectPage(page, origin, '/TEAM10', 'Team Cup 10');
      await expectPage(page, origin, '/teams/list/TEAM10', 'Null Pointers');
      await expectPage(page, origin, '/teams/TEAM10/edit', who === 'alice' ? 'Create a team' : 'Sign in to see and manage your team.');
      // The top ten of the ranklist and the users of a submissions list: each a profile.
      await expectPage(page, origin, '/rankings/START101', 'Ranklist');
      const handles = await page.evaluate(async () => {
        const list = await (await fetch('/api/rankings/START101?itemsPerPage=10')).json();
        const subs = await (await fetch('/api/contests/PRACTICE/problems/EVENSUM/successful-submissions?itemsPerPage=20&page=3')).json();
        return [...list.rows.map((r) => r.username), ...subs.rows.map((r) => r.user)];
      });
      for (const handle of handles.slice(0, 12)) await expectPage(page, origin, `/users/${handle}`, 'Solved problems');
      await expectPage(page, origin, '/status/EVENSUM', 'Submissions: EVENSUM');
      await expectPage(page, origin, '/START101/status/MODPOW?filterBy=user%3Aalice', 'Partially Accepted');
      await expectPage(page, origin, '/problems/EVENSUM?tab=solution', 'both are even or both are odd');
      await expectPage(page, origin, '/ide', 'no compiler and no judge');
      if (who === 'alice') {
        // Every entry of the todo box opens its problem in its contest; Remove takes one out.
        await expectPage(page, origin, '/practice', 'Practice problems');
        await page.locator('cc-header [part="todo-button"]').click();
        const links = page.locator('cc-header [part="todo-list"] a');
        await links.first().waitFor();
        const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        assert.deepEqual(hrefs, ['/START101/problems-old/MAXGAP', '/MASH10/problems-old/PALCUT', '/problems-old/PREFSUM']);
        await page.locator('cc-header [part="todo-remove"]').first().click();
        await page.waitForFunction(() => document.querySelector('cc-app')?.shadowRoot?.querySelector('cc-header')?.shadowRoot
          ?.querySelectorAll('[part="todo-remove"]').length === 2);
        for (const href of hrefs) await expectPage(page, origin, href, 'Problem code');
      }
      assert.deepEqual(problems, [], 'no failed request, page error or console error');
      await context.close();
    });
  }

  test('/roadmap/{unknown} is the not-found page with a 404', async () => {
    const { origin } = env.site;
    const page = await env.browser.newPage();
    const response = await gotoApp(page, `${origin}/roadmap/no-such-roadmap`);
    assert.equal(response.status(), 404);
    await page.locator('main h1', { hasText: 'Page not found' }).waitFor();
    await page.close();
  });

  test('offline: a problem page whose code could not load says so, offers Reload, and loads once back online', async () => {
    const { origin } = env.site;
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await openAppPage(page, `${origin}/START101`);
    const link = page.locator('cc-contest-page a[href="/START101/problems-old/MODPOW"]').first();
    await link.waitFor();
    await context.setOffline(true);
    await link.click();
    await page.locator('main', { hasText: 'you are offline' }).waitFor();
    assert.ok(await page.getByRole('button', { name: 'Reload' }).isVisible());
    await context.setOffline(false);
    await page.locator('cc-problem h1', { hasText: 'Powers Modulo a Prime' }).waitFor({ timeout: 15000 });
    // The failed fetches while offline are the only errors.
    assert.deepEqual(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/.test(p)), []);
    await context.close();
  });
});
