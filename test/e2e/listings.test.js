// The list pages from the header, as a visitor: Practice (server-side table, a page link, back),
// Contests (running, upcoming, past), and a contest's rankings; no reloads, no errors. Then a
// problem's submission-style form, with a handle picked from the suggestions by keyboard.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { gotoApp, useSiteAndBrowser, watchForProblems } from './support.js';

describe('list pages', () => {
  const env = useSiteAndBrowser({ before, after });

  test('/practice, /contests/ and /rankings/START101 work in the SPA from the header links', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await gotoApp(page, `${env.site.origin}/`);
    await page.getByRole('alertdialog', { name: 'IMPORTANT ANNOUNCEMENT' }).waitFor();
    await page.getByRole('button', { name: 'Okay' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    const banner = page.getByRole('region', { name: /cookie|privacy/i });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    const documents = () => page.evaluate(() => performance.getEntriesByType('navigation').length);
    const documentsBefore = await documents();

    await page.getByRole('banner').getByRole('link', { name: 'Practice', exact: true }).click();
    await page.waitForURL(`${env.site.origin}/practice`);
    const practice = page.getByRole('table', { name: 'Practice problems' });
    await practice.getByRole('row').nth(10).waitFor();
    const firstProblem = await practice.getByRole('row').nth(1).getByRole('link').first().textContent();
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(`${env.site.origin}/practice?page=2&sortBy=id&order=asc`);
    await page.getByRole('button', { name: 'Page 2' }).waitFor();
    // Page 2 is the current one at the click; page 1's rows stay (the table busy) until page 2's come.
    await practice.and(page.locator(':not([aria-busy="true"])')).waitFor();
    assert.notEqual(await practice.getByRole('row').nth(1).getByRole('link').first().textContent(), firstProblem);
    await page.goBack();
    await page.waitForURL(`${env.site.origin}/practice`);
    await page.getByRole('button', { name: 'Page 1' }).waitFor();

    await page.getByRole('banner').getByRole('link', { name: 'Contests', exact: true }).click();
    await page.waitForURL(`${env.site.origin}/contests/`);
    await page.getByRole('table', { name: 'Running contests' }).getByRole('link', { name: 'Starters 101' }).waitFor();
    await page.getByRole('table', { name: 'Upcoming contests' }).getByRole('link', { name: 'Starters 102' }).waitFor();
    await page.getByRole('table', { name: 'Past contests' }).getByRole('link', { name: 'Starters 100' }).waitFor();

    await page.getByRole('table', { name: 'Running contests' }).getByRole('link', { name: 'Starters 101' }).click();
    await page.waitForURL(`${env.site.origin}/START101`);
    await page.getByRole('link', { name: 'Rankings' }).click();
    await page.waitForURL(`${env.site.origin}/rankings/START101`);
    const ranklist = page.getByRole('table', { name: 'Ranklist of START101' });
    await ranklist.getByRole('link', { name: 'alice' }).waitFor();
    assert.equal(await documents(), documentsBefore, 'no page load on the way');

    // The problem's submission-style form: a page of its own, the site-wide widget's
    // suggestions for the handle, chosen with the keyboard only.
    await page.goto(`${env.site.origin}/START101/submit-old/MODPOW`);
    await page.getByRole('heading', { name: 'Submissions: MODPOW' }).waitFor();
    assert.equal(await page.getByRole('combobox', { name: 'Problem code' }).inputValue(), 'MODPOW');
    assert.equal(await page.getByRole('combobox', { name: 'Contest code' }).inputValue(), 'START101');
    const handle = page.getByRole('combobox', { name: 'Handle' });
    await handle.focus();
    await page.keyboard.type('alic');
    await page.getByRole('option', { name: 'alice' }).waitFor({ timeout: 10_000 }).catch(() => {
      throw new Error('no suggestion "alice" for the handle after typing "alic"');
    });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    assert.equal(await handle.inputValue(), 'alice');
    assert.equal(await handle.getAttribute('aria-expanded'), 'false');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
