// A foreign page with aggressive CSS and a strict CSP embeds a few widgets through the loader
// (each tag's own entry, fetched after the page's first paint): they render, keep their own
// typography, and cause no CSP violation or error.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useSiteAndBrowser, watchForProblems } from './support.js';

describe('partner page', () => {
  const env = useSiteAndBrowser({ before, after });

  test('widgets work under hostile CSS and a strict CSP', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    const response = await page.goto(`${env.site.origin}/demo/partner.html`);
    assert.match(response.headers()['content-security-policy'], /style-src 'self'/);
    // The loader fetches the widgets once the page's first frame is painted (test/core/loader-after-paint):
    // nothing is preloaded ahead of it; their preloads are held for it (put in place with the entry).
    const body = await response.text();
    assert.doesNotMatch(body.replace(/<template id="cc-preloads">[\s\S]*?<\/template>/, ''), /modulepreload/);
    assert.match(body, /<template id="cc-preloads"><link rel="modulepreload" href="\/dist\/cc-autoloader\.js">/);
    await page.waitForFunction(() => document.querySelector('head > link[rel="modulepreload"][href="/dist/cc-autoloader.js"]') !== null);
    // The seeded announcement shows here too; acknowledge it.
    await page.getByRole('button', { name: 'Okay' }).click();

    const modules = page.getByRole('list', { name: 'Modules' });
    await modules.waitFor();
    await page.getByRole('timer').first().waitFor();
    const style = await page.evaluate(() => {
      const roadmap = document.querySelector('cc-roadmap');
      const heading = roadmap.shadowRoot.querySelector('h1, h2');
      const { fontSize, textTransform, letterSpacing, fontFamily } = getComputedStyle(heading);
      return { fontSize, textTransform, letterSpacing, fontFamily };
    });
    assert.notEqual(style.fontSize, '28px', 'the page cannot set the widget font size');
    assert.equal(style.textTransform, 'none');
    assert.equal(style.letterSpacing, 'normal');
    assert.doesNotMatch(style.fontFamily, /Comic Sans/);
    // The comment section alone on the page: it expands, loads, and keeps its own typography.
    await page.getByRole('button', { name: 'Comments', exact: true }).click();
    await page.locator('cc-comments [part="comments"][data-download="1"]').waitFor();
    await page.locator('cc-comments [part="content"]', { hasText: 'Does a pair need' }).waitFor();
    const commentStyle = await page.evaluate(() => {
      const content = document.querySelector('cc-comments').shadowRoot.querySelector('[part="content"]');
      const { fontSize, textTransform, fontFamily } = getComputedStyle(content);
      return { fontSize, textTransform, fontFamily };
    });
    assert.notEqual(commentStyle.fontSize, '28px');
    assert.equal(commentStyle.textTransform, 'none');
    assert.doesNotMatch(commentStyle.fontFamily, /Comic Sans/);
    // Only the entries of the page's tags (and their shared chunks) were loaded.
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    assert.ok(!loaded.includes('/dist/cc-elements.js'), 'the all-elements bundle is not loaded');
    for (const tag of ['cc-roadmap', 'cc-countdown', 'cc-copy-button', 'cc-alerts', 'cc-comments']) {
      assert.ok(loaded.includes(`/dist/elements/${tag}.js`), `${tag} is loaded`);
    }
    assert.deepEqual(problems, []);
    await page.close();
  });
});
