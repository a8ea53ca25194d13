// A new user's journey (issue 10's "done when"): sign up with country, state and organisation;
// set a contest reminder through the popup form; add problems to the todo list from a problem
// page and from a problem list's row and see the header count and list box follow at once, and
// the list on the profile; change the password, sign out and sign in with the new one; read the
// privacy policy; use forgot-password with the captcha. (Every header and menu link: links.test.js.)
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readCaptcha } from '../../demo/server/features/accounts/captcha.js';
import { gotoApp, headerAccountButton, openAppPage, signIn, useSiteAndBrowser, watchForProblems } from './support.js';

/** What the captcha picture shows: readCaptcha, the server's own key, stands in for a person reading it. */
async function captchaAnswer(site, page) {
  const sid = await page.locator('input[name="captcha_sid"]').inputValue();
  return readCaptcha(site.app.db, sid, site.app.nowSeconds())?.answer;
}

describe('accounts, forms and the todo list', () => {
  const env = useSiteAndBrowser({ before, after });

  test('a new user signs up, sets a reminder, adds a todo, changes the password and signs in with it; forgot-password with the captcha', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchForProblems(page);
    const { origin } = env.site;

    await openAppPage(page, `${origin}/signup?destination=/problems-old/PREFSUM`);
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.getByLabel('Username').fill('journey_user');
    await page.getByLabel('Your name').fill('Journey User');
    await page.getByLabel('Password').fill('a long password');
    await page.getByLabel('Country').selectOption({ label: 'India' });
    const state = page.getByLabel('State');
    await state.locator('option', { hasText: 'Kerala' }).waitFor({ state: 'attached' });
    await state.selectOption({ label: 'Kerala' });
    const organisation = page.getByRole('combobox', { name: 'Organisation' });
    await organisation.fill('Inst');
    await page.locator('cc-autocomplete [role="option"]').first().click();
    await page.getByLabel('Characters in the picture').fill(await captchaAnswer(env.site, page));
    await Promise.all([
      page.waitForURL(`${origin}/problems-old/PREFSUM`),
      page.getByRole('button', { name: 'Create account' }).click(),
    ]);

    // Signed in: the header names the user, the todo count starts at 0.
    const count = page.locator('cc-header [part="todo-count"]');
    await count.waitFor();
    assert.equal(await count.textContent(), '0');
    await page.getByRole('button', { name: 'Add PREFSUM to your todo list' }).click();
    await page.getByRole('img', { name: 'PREFSUM is in your todo list' }).waitFor();
    assert.equal(await count.textContent(), '1');
    await page.locator('cc-header [part="todo-button"]').click();
    await page.locator('cc-header #todo-box a', { hasText: 'PREFSUM' }).waitFor();

    // And from a problem list: on /practice a row's widget shows on hover; adding bumps the count.
    await openAppPage(page, `${origin}/practice`);
    const row = page.locator('cc-data-table tbody tr[part="row"]').first();
    await row.waitFor();
    const listed = (await row.locator('td a').first().textContent()).trim();
    assert.notEqual(listed, 'PREFSUM');
    await count.waitFor();
    assert.equal(await count.textContent(), '1', 'the count from the server after the reload');
    await row.hover();
    await row.getByRole('button', { name: `Add ${listed} to your todo list` }).click();
    await row.getByRole('img', { name: `${listed} is in your todo list` }).waitFor();
    // The header's count follows in its own render, after the row's widget.
    await page.locator('cc-header [part="todo-count"]', { hasText: /^2$/ }).waitFor({ timeout: 5000 });
    assert.equal(await count.textContent(), '2');
    await page.locator('cc-header [part="todo-button"]').click();
    await page.locator('cc-header #todo-box a', { hasText: listed }).waitFor();
    await page.locator('cc-header #todo-box a', { hasText: 'PREFSUM' }).waitFor();

    // The todo list is on the user's own profile too.
    await page.goto(`${origin}/users/journey_user`);
    await page.getByRole('heading', { name: 'Journey User' }).waitFor();
    await page.getByRole('link', { name: /PREFSUM|Prefix/ }).first().waitFor();
    await page.getByText('Kerala, India').waitFor();

    // A reminder through the contest's popup form.
    await gotoApp(page, `${origin}/START102`);
    await page.getByRole('button', { name: 'Set reminder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contest reminder: START102' });
    await dialog.getByLabel('Remind me').selectOption('15');
    await dialog.getByRole('button', { name: 'Set reminder' }).click();
    await dialog.getByText(/We will remind you by email 15 minutes before Starters 102 starts\./).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Change the password on the account settings page; the submit waits for all three fields.
    await page.goto(`${origin}/users/journey_user/edit`);
    const change = page.getByRole('button', { name: 'Change password' });
    await change.waitFor();
    await page.getByLabel('Current password').fill('a long password');
    await page.getByLabel('New password', { exact: true }).fill('another long one');
    assert.equal(await change.isDisabled(), true, 'disabled until both new-password fields are filled');
    await page.getByLabel('New password again').fill('another long one');
    await change.click();
    await page.getByText('Your password has been changed.').waitFor();

    // Sign out, then in with the new password.
    await (await headerAccountButton(page, problems)).click();
    // Logging out reloads the page once the server has answered: that reload would abort the
    // next navigation if it came during it.
    const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await page.getByRole('button', { name: 'Log out' }).click();
    await reloaded;
    await page.waitForLoadState('load');
    await signIn(page, origin, 'journey_user', 'another long one');
    await page.locator('cc-header [part="todo-count"]').waitFor();

    // The privacy policy the cookie banner names is a real page with its version.
    await page.goto(`${origin}/privacy`);
    await page.getByRole('heading', { name: 'Privacy policy' }).waitFor();
    await page.getByText(/^Version \d{4}-\d{2}-\d{2}\.$/).waitFor();

    // Forgot password, in another browser: the captcha, refreshed once, then answered.
    const other = await env.browser.newContext();
    const visitor = await other.newPage();
    await openAppPage(visitor, `${origin}/forgot-password`);
    const submit = visitor.getByRole('button', { name: 'Send reset instructions' });
    await visitor.getByLabel('Username').fill('journey_user');
    assert.equal(await submit.isDisabled(), true, 'disabled until the captcha is filled');
    const firstSid = await visitor.locator('input[name="captcha_sid"]').inputValue();
    await visitor.getByRole('button', { name: 'Show another picture' }).click();
    await visitor.waitForFunction((sid) => {
      const form = document.querySelector('cc-app')?.shadowRoot?.querySelector('cc-server-form');
      return form?.shadowRoot?.querySelector('input[name="captcha_sid"]')?.value !== sid;
    }, firstSid);
    await visitor.getByLabel('Characters in the picture').fill(await captchaAnswer(env.site, visitor));
    await submit.click();
    await visitor.getByText('We have received your request. If journey_user is a registered user').waitFor();
    await other.close();

    assert.deepEqual(problems, []);
    await context.close();
  });
});
