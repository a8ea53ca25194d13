// Contest and problem pages in the app: an admin sees the manage links the server gives, moves
// from the contest to a problem without a reload (math rendered, title following the page),
// and back; a signed-in user sets a reminder in the popup; a visitor asking for one is asked
// to log in.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { gotoApp, signIn, useSiteAndBrowser, watchForProblems } from './support.js';

/** Acknowledges the seeded site-wide announcement a new browser meets first. */
async function dismissAnnouncement(page) {
  await page.getByRole('alertdialog', { name: 'IMPORTANT ANNOUNCEMENT' }).waitFor();
  await page.getByRole('button', { name: 'Okay' }).click();
  await page.getByRole('alertdialog').waitFor({ state: 'detached' });
}

describe('contest and problem pages', () => {
  const env = useSiteAndBrowser({ before, after });

  test('an admin: manage links on the contest and the problem, SPA navigation between them', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await signIn(page, env.site.origin, 'admin');
    // The announcement was acknowledged on the sign-in page.
    await gotoApp(page, `${env.site.origin}/START101`);
    const manageContest = page.getByRole('link', { name: 'Manage contest' });
    await manageContest.waitFor();
    assert.equal(await manageContest.getAttribute('href'), '/admin/contests/START101/edit');
    await page.waitForFunction(() => document.title.startsWith('Starters 101'));

    const documentsBefore = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await page.getByRole('link', { name: 'Powers Modulo a Prime' }).click();
    await page.waitForURL(`${env.site.origin}/START101/problems-old/MODPOW`);
    const manageProblem = page.getByRole('link', { name: 'Manage problem' });
    await manageProblem.waitFor();
    assert.equal(await manageProblem.getAttribute('href'), '/admin/problems/MODPOW/edit');
    assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), documentsBefore, 'no reload');
    await page.waitForFunction(() => document.title.startsWith('Powers Modulo a Prime'));
    // MathJax draws the statement's TeX as SVG inside the problem's shadow root.
    await page.locator('cc-problem span.math[data-math-state="rendered"] svg').first().waitFor();

    await page.goBack();
    await page.getByRole('link', { name: 'Manage contest' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a signed-in user's reminder: the popup loads the server's form, saves it, and says so", async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await signIn(page, env.site.origin, 'ravi');
    await gotoApp(page, `${env.site.origin}/START102`);
    await page.getByRole('button', { name: 'Set reminder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contest reminder: START102' });
    await dialog.waitFor();
    await dialog.getByLabel('Remind me').selectOption('15');
    await dialog.getByRole('button', { name: 'Set reminder' }).click();
    await dialog.getByText(/We will remind you by email 15 minutes before Starters 102 starts\./).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' }).catch(() => dialog.waitFor({ state: 'hidden' }));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a visitor sees no manage links, and a reminder asks them to log in', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await gotoApp(page, `${env.site.origin}/START102`);
    await dismissAnnouncement(page);
    await page.getByRole('heading', { name: 'Starters 102' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Manage contest' }).count(), 0);
    await page.getByRole('button', { name: 'Set reminder' }).click();
    await page.getByText('You need to login or register to set the contest reminder').waitFor();
    await page.goto(`${env.site.origin}/problems-old/EVENSUM`);
    await page.getByRole('heading', { name: 'Even Sum Pairs' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Manage problem' }).count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
