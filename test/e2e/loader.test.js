import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useSiteAndBrowser, watchForProblems } from './support.js';

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

  test('a modern browser gets the module build and no errors', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    const loaded = page.waitForResponse((response) => response.url().endsWith('/dist/cc-elements.js'));
    await page.goto(`${env.site.origin}/`);
    assert.equal((await loaded).status(), 200);
    assert.equal(await page.getByText('Uh Oh!').count(), 0);
    assert.deepEqual(problems, []);
    await page.close();
  });
});
