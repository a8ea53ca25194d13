// The server views (demo/server/server-view.js) in Chromium against the reference server: the
// page's top without any script (its menu too), and with scripts the app taking its place once
// its page has shown, the view gone, the held preloads in place and nothing reported.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, gotoApp, useSiteAndBrowser, watchForProblems } from './support.js';

describe('the server views of the home, roadmap and contest pages', () => {
  const env = useSiteAndBrowser({ before, after });

  test('without scripts: the heading, the roadmaps as links, and the menu on a phone', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${env.site.origin}/`);
    const view = page.locator('cc-app > .cc-server-view');
    await view.getByRole('heading', { level: 1, name: 'Learn, practice and compete' }).waitFor();
    const roadmaps = view.getByRole('list', { name: 'Roadmaps' }).getByRole('link');
    assert.ok((await roadmaps.count()) > 1);
    assert.match(await roadmaps.first().getAttribute('href') ?? '', /^\/roadmap\//);
    // The sections are in a menu that opens without a script (a <details> disclosure).
    const practice = view.getByRole('banner').getByRole('link', { name: 'Practice' });
    assert.equal(await practice.isVisible(), false);
    // By keyboard: Enter on the menu's summary opens it.
    await view.locator('summary').focus();
    await page.keyboard.press('Enter');
    await practice.waitFor();
    assert.equal(await practice.getAttribute('href'), '/practice');
    await context.close();
  });

  test('with scripts: the app takes its place once it has the roadmaps, and the view is gone', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    await gotoApp(page, `${env.site.origin}/`);
    const app = page.locator('cc-app');
    await app.getByRole('heading', { level: 1, name: 'Learn, practice and compete' }).waitFor();
    assert.ok((await app.getByRole('list', { name: 'Roadmaps' }).getByRole('link').count()) > 1);
    // The held module preloads were put in place with the app's entry.
    const preloaded = await page.locator('head > link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => new URL(l.href).pathname));
    assert.ok(preloaded.includes('/dist/elements/cc-app.js'));
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('a contest without scripts: its name, time left, policy and problems as links; with scripts, the app’s contest page', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.site.origin}/START101`);
    const view = page.locator('cc-app > .cc-server-view');
    await view.getByRole('heading', { level: 1, name: 'Starters 101' }).waitFor();
    assert.equal(await view.getByRole('timer').count(), 1);
    await view.getByRole('heading', { name: 'Plagiarism and cheating policy' }).waitFor();
    assert.equal(await view.getByRole('link', { name: 'Even Sum Pairs' }).getAttribute('href'), '/START101/problems-old/EVENSUM');
    await context.close();

    const live = await env.browser.newPage();
    const problems = watchForProblems(live);
    await gotoApp(live, `${env.site.origin}/START101`);
    await live.locator('cc-app cc-contest-page').getByRole('heading', { level: 1, name: 'Starters 101' }).waitFor();
    assert.deepEqual(problems, []);
    await live.close();
  });

  test('a roadmap without scripts: its title, modules that open by keyboard, problems as links; with scripts, cc-roadmap in its place', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${env.site.origin}/roadmap/python-dsa`);
    const view = page.locator('cc-app > .cc-server-view');
    await view.getByRole('heading', { level: 1, name: 'Python with DSA' }).waitFor();
    assert.equal(await view.getByRole('link', { name: 'Read two numbers, print their sum' }).getAttribute('href'), '/problems/PYIO');
    // The second module is closed; Enter on its summary opens it.
    const arrays = view.locator('summary', { hasText: '2. Arrays' });
    const firstOfArrays = view.locator('details', { has: page.locator('summary', { hasText: '2. Arrays' }) }).getByRole('link').first();
    assert.equal(await firstOfArrays.isVisible(), false);
    await arrays.focus();
    await page.keyboard.press('Enter');
    await firstOfArrays.waitFor();
    await context.close();

    const live = await env.browser.newPage();
    const problems = watchForProblems(live);
    await gotoApp(live, `${env.site.origin}/learn/course/ux`);
    await live.locator('cc-app cc-roadmap').getByRole('heading', { level: 1, name: 'UX Design' }).waitFor();
    assert.deepEqual(problems, []);
    await live.close();
  });

  test('/practice without scripts: the first page of problems as links; with scripts, the app\'s table with the same rows in their place', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.site.origin}/practice?page=2`);
    const view = page.locator('cc-app > .cc-server-view');
    await view.getByRole('heading', { level: 1, name: 'Practice problems' }).waitFor();
    const served = await view.locator('tbody th[scope="row"] a').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
    assert.equal(served.length, 10);
    await context.close();

    const live = await env.browser.newPage();
    const problems = watchForProblems(live);
    await gotoApp(live, `${env.site.origin}/practice?page=2`);
    const table = live.locator('cc-app cc-data-table');
    await table.locator('tbody tr').first().waitFor();
    await live.locator('cc-app > .cc-server-view').waitFor({ state: 'detached' });
    // The app's table shows the rows the view showed, in the same order (the same page of the same answer).
    const shown = await table.locator('tbody th[scope="row"] a').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
    assert.deepEqual(shown, served);
    assert.deepEqual(problems, []);
    await live.close();
  });

  test('every server view is accessible (axe), on a phone and on a desk', async () => {
    for (const width of [412, 1280]) {
      // The app's scripts never arrive, so the view stays; the CSP is bypassed only to run axe.
      const context = await env.browser.newContext({ viewport: { width, height: 823 }, bypassCSP: true });
      const page = await context.newPage();
      await page.route('**/dist/**', (route) => route.abort());
      for (const path of ['/', '/START101', '/LOCK10', '/START100A', '/roadmap/python-dsa', '/learn/course/ux', '/practice']) {
        await page.goto(`${env.site.origin}${path}`);
        assert.equal(await page.locator('cc-app > .cc-server-view').count(), 1, path);
        const violations = await axeViolations(page, 'cc-app > .cc-server-view');
        assert.deepEqual(violations, [], `${path} at ${width} px`);
      }
      await context.close();
    }
  });
});
