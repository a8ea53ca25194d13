// Issue 23 (items 13, 16, 17): normal loads of contest and problem pages are quiet (no console
// error or warning, the browser's own log included: unused preloads, failed requests), signing
// in loads the destination once, and every page has the site footer (real pages, keyboard
// operable, axe clean) while contest and problem pages have share buttons.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, gotoApp, openAppPage, signIn, useSiteAndBrowser, watchForProblems } from './support.js';

/**
 * watchForProblems plus what only the browser's log says (Chromium's "preloaded but not used"
 * warning, network errors) and console warnings: everything a normal load must not produce.
 * @param {import('playwright-core').Page} page
 */
async function watchQuietly(page) {
  const problems = watchForProblems(page);
  page.on('console', (message) => {
    if (message.type() === 'warning') problems.push(`console warning: ${message.text()}`);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Log.enable');
  cdp.on('Log.entryAdded', ({ entry }) => {
    if (entry.level === 'error' || entry.level === 'warning') problems.push(`log ${entry.level}: ${entry.text} (${entry.url ?? ''})`);
  });
  return problems;
}

/** Waits past the few seconds after load in which Chromium reports an unused preload. */
async function settleAfterLoad(page) {
  await page.waitForLoadState('load');
  // Chromium's unused-preload check runs 3 s after the load event (a browser timer, not ours).
  await page.waitForTimeout(3500);
}

const PAGES = ['/START101', '/START101/problems-old/EVENSUM', '/problems-old/EVENSUM'];

describe('quiet loads, one load after sign-in, footer and share buttons', () => {
  const env = useSiteAndBrowser({ before, after });

  // Each width and identity in its own browser context, the four side by side: each visit
  // waits out Chromium's 3 s preload check, and one after another they took about 100 s.
  describe('contest and problem pages, first visits and revisits: no console errors or warnings', { concurrency: true }, () => {
    for (const width of [1280, 412]) {
      for (const user of ['visitor', 'alice']) {
        test(`at ${width} px, ${user}`, async () => {
          const context = await env.browser.newContext({ viewport: { width, height: 900 } });
          const page = await context.newPage();
          const problems = await watchQuietly(page);
          await openAppPage(page, `${env.site.origin}/`);
          if (user !== 'visitor') {
            await signIn(page, env.site.origin, user);
            problems.length = 0;
          }
          for (const round of [user, `${user} again`]) {
            for (const path of PAGES) {
              await gotoApp(page, `${env.site.origin}${path}`);
              await settleAfterLoad(page);
              assert.deepEqual(problems, [], `${round} ${path}`);
            }
          }
          await context.close();
        });
      }
    }
  });

  test("the proctoring check of a user whose verification fails (teamlead on PROC10) logs nothing", async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await signIn(page, env.site.origin, 'teamlead');
    const problems = await watchQuietly(page);
    await gotoApp(page, `${env.site.origin}/PROC10`);
    await page.waitForResponse((r) => r.url().includes('/api/proctoring/is-user-verified/PROC10'));
    await settleAfterLoad(page);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('signing in with a destination loads it once: no reload after the user-key check', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await openAppPage(page, `${env.site.origin}/login?destination=/START101`);
    const loads = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/START101') loads.push(request.url());
    });
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: /log in|sign in/i }).click();
    await page.waitForURL(`${env.site.origin}/START101`);
    await page.waitForLoadState('load');
    // The reload came right after the page's user-key call: wait for that call, then for quiet.
    await page.waitForResponse((r) => r.url().includes('/api/user/key')).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    assert.equal(loads.length, 1, loads.join(', '));
    await context.close();
  });

  test('every page has the footer (real pages, keyboard operable, axe clean); contest and problem pages share', async () => {
    const context = await env.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await openAppPage(page, `${env.site.origin}/START101`);
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    const links = footer.getByRole('link');
    assert.deepEqual(await links.allTextContents(), ['About', 'Contact', 'Terms of use', 'Privacy policy']);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      assert.equal((await page.request.get(`${env.site.origin}${href}`)).status(), 200, href);
    }
    assert.deepEqual(await axeViolations(page, 'cc-app'), []);
    for (const network of ['Facebook', 'LinkedIn', 'Twitter']) {
      await page.getByRole('link', { name: `Share on ${network}` }).waitFor();
    }
    await gotoApp(page, `${env.site.origin}/START101/problems-old/EVENSUM`);
    await page.getByRole('link', { name: 'Share on LinkedIn' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    // Keyboard: the footer link is reached and followed with Enter.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.site.origin}/terms`);
    await page.getByRole('heading', { name: 'Terms of use' }).waitFor();
    await context.close();
  });
});
