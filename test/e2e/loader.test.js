import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { gotoApp, useSiteAndBrowser, watchForProblems } from './support.js';

describe('cc-loader.js on legacy browsers', () => {
  const env = useSiteAndBrowser({ before, after });

  test('a browser without Promise gets the unsupported-browser page', async () => {
    const page = await env.browser.newPage();
    await page.addInitScript(() => {
      delete window.Promise;
    });
    await page.goto(`${env.site.origin}/`);
    await page.getByRole('heading', { name: 'Uh Oh! We do not support this browser' }).waitFor();
    const browsers = await page.getByRole('listitem').allTextContents();
    assert.deepEqual(browsers, ['Chrome', 'Firefox', 'Opera', 'Safari']);
    await page.close();
  });

  test('a modern browser gets the app entry (data-entry="app"), preloaded, and no errors', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    const loaded = page.waitForResponse((response) => response.url().endsWith('/dist/elements/cc-app.js'));
    await gotoApp(page, `${env.site.origin}/`);
    assert.equal((await loaded).status(), 200);
    await page.locator('cc-app').getByRole('heading', { name: 'Learn, practice and compete' }).waitFor();
    assert.equal(await page.getByText('Uh Oh!').count(), 0);
    const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => new URL(l.href).pathname));
    assert.ok(preloaded.includes('/dist/elements/cc-app.js'), 'the app entry is preloaded');
    assert.ok(preloaded.some((path) => /^\/dist\/chunks\/runtime-/.test(path)), 'the runtime chunk is preloaded');
    // Only what the home page needs: not every element, not the contest page, no MathJax or uPlot.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    assert.ok(!scripts.includes('/dist/cc-elements.js'), 'the all-elements bundle is not loaded');
    assert.ok(!scripts.includes('/dist/elements/cc-contest-page.js'), 'the contest page element is not loaded on the home page');
    assert.ok(!scripts.some((path) => /mathjax|uplot/i.test(path)), 'no MathJax or uPlot on the home page');
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('without data-entry the loader still loads every element (cc-elements.js)', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    // A page of the site's origin holding only the loader script (no demo page uses it bare).
    await page.route(`${env.site.origin}/loader-default`, (route) => route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Loader</title><script src="/dist/cc-loader.js"></script></head>' +
        '<body><main><cc-see-more lines="1"><p>Text</p></cc-see-more></main></body></html>',
    }));
    const loaded = page.waitForResponse((response) => response.url().endsWith('/dist/cc-elements.js'));
    await page.goto(`${env.site.origin}/loader-default`);
    await page.waitForFunction(() => customElements.get('cc-app') !== undefined && customElements.get('cc-roadmap') !== undefined);
    assert.equal((await loaded).status(), 200);
    assert.deepEqual(problems, []);
    await page.close();
  });
});
