// The site shell as a new visitor meets it, and an announcement travelling from an admin's
// window to two open tabs of another browser: the journey of issue 3's "done when".
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { appTookOver, gotoApp, signIn, useSiteAndBrowser, watchForProblems } from './support.js';

describe('site shell', () => {
  const env = useSiteAndBrowser({ before, after });

  test('a new visitor: header, cookie banner, roadmaps, SPA navigation, no errors', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await gotoApp(page, `${env.site.origin}/`);
    // The seeded site-wide announcement greets a new browser first.
    await page.getByRole('alertdialog', { name: 'IMPORTANT ANNOUNCEMENT' }).waitFor();
    await page.getByRole('button', { name: 'Okay' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });

    await page.getByRole('heading', { name: 'Learn, practice and compete' }).waitFor();
    await page.getByRole('link', { name: 'Sign up' }).first().waitFor();
    const banner = page.getByRole('region', { name: /cookie|privacy/i });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });

    const documentsBefore = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await page.getByRole('link', { name: /Python with DSA/i }).first().click();
    await page.waitForURL(`${env.site.origin}/roadmap/python-dsa`);
    await page.getByRole('list', { name: 'Modules' }).waitFor();
    assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), documentsBefore, 'no reload');
    await page.goBack();
    await page.getByRole('heading', { name: 'Learn, practice and compete' }).waitFor();

    // The consent survives a reload; the banner does not come back.
    await page.reload();
    await appTookOver(page);
    await page.getByRole('heading', { name: 'Learn, practice and compete' }).waitFor();
    assert.equal(await page.getByRole('region', { name: /cookie|privacy/i }).count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('an admin alert reaches two tabs of another browser; Okay in one clears both', async () => {
    const reader = await env.browser.newContext();
    const [tabA, tabB] = [await reader.newPage(), await reader.newPage()];
    for (const tab of [tabA, tabB]) await gotoApp(tab, `${env.site.origin}/`);
    // Acknowledge the seeded announcement in tab A: tab B drops it too.
    for (const tab of [tabA, tabB]) await tab.getByRole('alertdialog', { name: 'IMPORTANT ANNOUNCEMENT' }).waitFor();
    await tabA.getByRole('button', { name: 'Okay' }).click();
    await tabB.getByRole('alertdialog').waitFor({ state: 'detached' });

    const adminContext = await env.browser.newContext();
    const admin = await adminContext.newPage();
    const problems = watchForProblems(admin);
    await signIn(admin, env.site.origin, 'admin');
    await admin.goto(`${env.site.origin}/demo/admin.html`);
    // The admin's browser is new too: the seeded announcement was acknowledged on the sign-in page.
    const who = admin.locator('#who');
    await who.filter({ hasNotText: /^Checking/ }).waitFor();
    assert.match(await who.textContent(), /signed in as admin/i);
    const message = 'Round 2 starts at 16:00 UTC.';
    await admin.getByLabel(/^Message/).fill(`${message} <img src=x onerror="window.__pwned=1">`);
    await admin.getByRole('button', { name: 'Send alert' }).click();
    await admin.getByRole('status').filter({ hasText: /success|sent/i }).waitFor();

    for (const tab of [tabA, tabB]) {
      const dialog = tab.getByRole('alertdialog', { name: 'IMPORTANT ANNOUNCEMENT' });
      await dialog.getByText(message).waitFor();
      assert.equal(await tab.evaluate(() => window.__pwned), undefined, 'alert markup is sanitised');
    }
    await tabB.getByRole('button', { name: 'Okay' }).click();
    await tabA.getByRole('alertdialog').waitFor({ state: 'detached' });
    await tabB.getByRole('alertdialog').waitFor({ state: 'detached' });
    // The hostile <img src=x> survives sanitising as a harmless broken image (its handler does not).
    assert.deepEqual(problems.filter((p) => !/inline event handler|onerror|\/demo\/x\)$/i.test(p)), []);
    await reader.close();
    await adminContext.close();
  });
});
