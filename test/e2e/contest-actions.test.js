// Actions that change a user's state for a contest, then the page shown again: the cached
// contest answer must not bring back the state from before the action.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { signIn, useSiteAndBrowser, watchForProblems } from './support.js';

/** Acknowledges the seeded site-wide announcement a new browser meets first. */
async function dismissAnnouncement(page) {
  await page.getByRole('alertdialog', { name: 'IMPORTANT ANNOUNCEMENT' }).waitFor();
  await page.getByRole('button', { name: 'Okay' }).click();
  await page.getByRole('alertdialog').waitFor({ state: 'detached' });
}

describe('contest actions and the cache', () => {
  const env = useSiteAndBrowser({ before, after });

  test('OTP unlock: right after the reload the problems show, not the OTP prompt', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await signIn(page, env.site.origin, 'alice');
    await page.goto(`${env.site.origin}/OTP10`);
    await dismissAnnouncement(page);
    await page.getByText('Please enter your OTP here to unlock contest.').waitFor();
    // The locked answer is now in the cache (ttl 60 s): the reload comes well within it.
    await page.getByLabel('OTP').fill('424242');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByText('You have unlocked the contest, reloading...').first().waitFor();
    await reloaded;
    await page.getByRole('link', { name: 'Largest Gap' }).waitFor({ timeout: 10_000 });
    assert.equal(await page.getByText('Please enter your OTP here to unlock contest.').count(), 0);
    // And again after F5.
    await page.reload();
    await page.getByRole('link', { name: 'Largest Gap' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
