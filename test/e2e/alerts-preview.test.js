// The announcements to acknowledge, sent in the page's HTML (demo/server/features/alerts/preview.js),
// in Chromium against the reference server: without scripts the modal is there and its 'Okay'
// works (a form, back to the page); with scripts the element's own modal takes its place, one
// dialog at a time, and its 'Okay' is remembered by the next page the server sends; its own
// 'Okay', clicked before that, acknowledges in place.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, useSiteAndBrowser, watchForProblems } from './support.js';

const TITLE = 'IMPORTANT ANNOUNCEMENT';

describe('the announcements to acknowledge, in the HTML', () => {
  const env = useSiteAndBrowser({ before, after });

  test('without scripts, on the legacy page and on the app page: the modal, and Okay acknowledges and comes back', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    for (const path of ['/problems-old/MODPOW', '/demo/legacy.html']) {
      await page.goto(`${env.site.origin}${path}`);
      const dialog = page.getByRole('alertdialog', { name: TITLE });
      await dialog.getByText('Practice contests run every Wednesday.').waitFor();
      assert.equal(await dialog.isVisible(), true, path);
      if (path !== '/demo/legacy.html') continue;
      // The page behind is there, under the mask.
      assert.equal(await page.getByRole('heading', { level: 1, name: 'Practice problems' }).count(), 1);
      // The focus is on its Okay (autofocus, no script): Enter acknowledges. The browser applies
      // autofocus once it has rendered the page, not when the button is parsed: an Enter sent
      // before that went to the page's body (seen once under load, the dialog then stayed).
      await dialog.getByRole('button', { name: 'Okay' }).and(page.locator(':focus')).waitFor();
      await page.keyboard.press('Enter');
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      assert.equal(page.url(), `${env.site.origin}${path}`, 'back on the page');
      await page.getByRole('heading', { level: 1, name: 'Practice problems' }).waitFor();
    }
    // The app page of the same browser: acknowledged there too (one record per browser).
    await page.goto(`${env.site.origin}/problems-old/MODPOW`);
    assert.equal(await page.locator('.cc-alerts-preview').count(), 0);
    await context.close();
  });

  test('with scripts: the element’s own modal takes the place of the server’s, and its Okay is remembered by the server', async () => {
    const context = await env.browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    for (const path of ['/problems-old/MODPOW', '/demo/legacy.html']) {
      const response = await page.goto(`${env.site.origin}${path}`);
      assert.match(await response.text(), /class="cc-alerts-preview"/, `${path}: sent with the page`);
      await page.waitForFunction(() => document.querySelector('.cc-alerts-preview') === null);
      const dialog = page.getByRole('alertdialog', { name: TITLE });
      await dialog.getByText('Practice contests run every Wednesday.').waitFor();
      assert.equal(await page.getByRole('alertdialog').count(), 1, `${path}: one modal`);
      // Keyboard: the element's Okay has the focus (once the element has drawn its dialog).
      await dialog.getByRole('button', { name: 'Okay' }).and(page.locator(':focus')).waitFor();
      await page.keyboard.press('Enter');
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      // Acknowledged in place: the next page comes without it.
      const again = await page.goto(`${env.site.origin}${path}`);
      assert.doesNotMatch(await again.text(), /class="cc-alerts-preview"/, `${path}: acknowledged`);
      // For the next round, a new announcement.
      if (path === '/problems-old/MODPOW') await context.clearCookies({ name: 'alerts-all' });
      await page.evaluate(() => localStorage.clear());
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the server’s modal has the element’s boxes, on a phone and on a desk: the hand-over moves nothing (and is no new largest paint)', async () => {
    const boxes = (/** @type {import('playwright-core').Locator} */ dialog) => dialog.evaluate((element) => {
      const box = (/** @type {Element | null} */ el) => {
        const r = /** @type {Element} */ (el).getBoundingClientRect();
        return [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10).join(',');
      };
      return { dialog: box(element), title: box(element.querySelector('h2')), message: box(element.querySelector('.message p')), okay: box(element.querySelector('button')) };
    });
    for (const width of [412, 1280]) {
      const held = await env.browser.newContext({ viewport: { width, height: 823 } });
      const page = await held.newPage();
      // cc-alerts held back: the server's modal stays.
      await page.route('**/dist/elements/cc-alerts.js', (route) => route.abort());
      await page.goto(`${env.site.origin}/problems-old/MODPOW`);
      await page.locator('cc-app').getByRole('heading', { level: 1 }).waitFor();
      const server = await boxes(page.locator('.cc-alerts-preview [role="alertdialog"]'));
      await held.close();

      const live = await env.browser.newContext({ viewport: { width, height: 823 } });
      const livePage = await live.newPage();
      await livePage.goto(`${env.site.origin}/problems-old/MODPOW`);
      await livePage.waitForFunction(() => document.querySelector('.cc-alerts-preview') === null);
      const element = await boxes(livePage.locator('cc-alerts').getByRole('alertdialog'));
      await live.close();
      assert.deepEqual(server, element, `at ${width} px`);
    }
  });

  test('with scripts, Okay on the server’s modal before the element’s is drawn acknowledges in place: no page load', async () => {
    const context = await env.browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    // cc-alerts never arrives (as on a flaky network), so the server's modal is the one on screen.
    await page.route('**/dist/elements/cc-alerts.js', (route) => route.abort());
    await page.goto(`${env.site.origin}/problems-old/MODPOW`);
    await page.locator('cc-app').getByRole('heading', { level: 1 }).waitFor();
    const preview = page.locator('.cc-alerts-preview');
    assert.equal(await preview.count(), 1);
    await preview.getByRole('button', { name: 'Okay' }).click();
    await preview.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), 1, 'no page load');
    assert.equal(await page.evaluate(() => localStorage.getItem('alerts-all')), '1');
    await page.unroute('**/dist/elements/cc-alerts.js');
    const again = await page.goto(`${env.site.origin}/problems-old/MODPOW`);
    assert.doesNotMatch(await again.text(), /class="cc-alerts-preview"/, 'the cookie is on record');
    assert.deepEqual(problems.filter((line) => !line.includes('cc-alerts')), []);
    await context.close();
  });

  test('the server’s modal is accessible (axe), on a phone and on a desk', async () => {
    for (const width of [412, 1280]) {
      // The elements' scripts never arrive, so the preview stays; the CSP is bypassed only to run axe.
      const context = await env.browser.newContext({ viewport: { width, height: 823 }, bypassCSP: true });
      const page = await context.newPage();
      await page.route('**/dist/**', (route) => (route.request().url().endsWith('.css') ? route.continue() : route.abort()));
      for (const path of ['/demo/legacy.html', '/START101']) {
        await page.goto(`${env.site.origin}${path}`);
        assert.equal(await page.locator('.cc-alerts-preview').count(), 1, path);
        const violations = await axeViolations(page, '.cc-alerts-preview');
        assert.deepEqual(violations, [], `${path} at ${width} px`);
      }
      await context.close();
    }
  });
});
