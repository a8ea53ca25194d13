// Comments on a problem page, end to end: alice comments and replies (mentioning @mod), the
// moderator unpublishes and then archives her comment, and a post that fails (the request
// refused, then the server really stopped) loses nothing: the text stays in the box and in
// the draft, also across a reload.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { signIn, useSiteAndBrowser, watchForProblems } from './support.js';

const PROBLEM_PAGE = '/problems-old/EVENSUM';
const DRAFT_KEY = 'cc:comment-drafts:/problems/EVENSUM';

/** Opens the problem page and its comment section (collapsed until asked). */
// signIn (support.js) acknowledges the seeded site-wide announcement on the way in.
async function openComments(page, origin) {
  await page.goto(`${origin}${PROBLEM_PAGE}`);
  await page.getByRole('heading', { name: 'Even Sum Pairs' }).waitFor();
  const toggle = page.getByRole('button', { name: 'Comments', exact: true });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.click();
  await page.locator('cc-comments [part="comments"][data-download="1"]').waitFor();
}

const commentWith = (page, text) => page.locator('cc-comments [part="comment"]', { has: page.locator('[part="content"]', { hasText: text }) });

describe('comments on a problem page', () => {
  const env = useSiteAndBrowser({ before, after });

  test('alice comments and replies; mod unpublishes and archives; a failed post loses nothing', async () => {
    const origin = env.site.origin;
    const alice = await env.browser.newContext();
    const page = await alice.newPage();
    const problems = watchForProblems(page);
    await signIn(page, origin, 'alice');
    await openComments(page, origin);

    const postBox = page.locator('cc-comments [part="post-box"]');
    await postBox.getByLabel('Add a comment').fill('Is **N = 1** allowed? @mod please check.');
    await postBox.getByRole('button', { name: 'Post' }).click();
    const mine = commentWith(page, 'Is N = 1 allowed?');
    await mine.waitFor();
    assert.equal(await postBox.getByLabel('Add a comment').inputValue(), '');
    assert.equal(await mine.getByRole('link', { name: '@mod' }).getAttribute('href'), '/users/mod');
    assert.equal(await mine.locator('strong').textContent(), 'N = 1');

    await mine.getByRole('button', { name: 'Reply' }).click();
    const replyBox = mine.locator('[part="reply-box"]');
    await replyBox.getByLabel('Reply to alice').fill('Answering myself: yes, the answer is 0.');
    await replyBox.getByRole('button', { name: 'Post' }).click();
    const reply = commentWith(page, 'Answering myself');
    await reply.waitFor();
    assert.equal(await replyBox.count(), 0, 'the reply box closed');
    // The reply sits in the replies of alice's comment.
    const parentText = await reply.evaluate((el) => el.closest('[part="replies"]').closest('li').querySelector('[part="content"]').textContent);
    assert.match(parentText, /^Is N = 1 allowed\?/);

    // The moderator, in another browser context.
    const modContext = await env.browser.newContext();
    const modPage = await modContext.newPage();
    const modProblems = watchForProblems(modPage);
    await signIn(modPage, origin, 'mod');
    await openComments(modPage, origin);
    const target = commentWith(modPage, 'Is N = 1 allowed?');
    await target.getByRole('button', { name: 'Unpublish' }).click();
    await target.locator('[part="unpublished"]').waitFor();
    await target.getByRole('button', { name: 'Publish' }).waitFor();
    const visitor = await (await fetch(`${origin}/comment/fetch/url?url=/problems/EVENSUM`)).json();
    assert.ok(!visitor.list.some((c) => c.content.startsWith('Is **N = 1**')), 'hidden from visitors');
    await target.getByRole('button', { name: 'Archive' }).click();
    await target.waitFor({ state: 'detached' });
    assert.equal(await commentWith(modPage, 'Answering myself').count(), 0, 'the reply went with it');
    assert.deepEqual(modProblems, []);
    await modContext.close();

    // A post the server does not answer: the text stays, and so does the draft, across a reload.
    await openComments(page, origin);
    await page.route('**/comment/add/url', (route) => route.abort('connectionrefused'));
    const text = 'A long explanation I do not want to type twice.';
    await postBox.getByLabel('Add a comment').fill(text);
    await postBox.getByRole('button', { name: 'Post' }).click();
    await postBox.locator('[part="post-error"]').waitFor();
    assert.equal(await postBox.getByLabel('Add a comment').inputValue(), text);
    assert.equal(await postBox.getByLabel('Add a comment').isEnabled(), true);
    await page.unroute('**/comment/add/url');
    await openComments(page, origin);
    assert.equal(await postBox.getByLabel('Add a comment').inputValue(), text, 'the draft survived the reload');

    // The server really stops during the post.
    await page.route('**/comment/add/url', async (route) => {
      await env.site.app.close();
      await route.continue().catch(() => route.abort('connectionrefused'));
    });
    await postBox.getByRole('button', { name: 'Post' }).click();
    await postBox.locator('[part="post-error"]').waitFor();
    assert.equal(await postBox.getByLabel('Add a comment').inputValue(), text);
    assert.equal(JSON.parse(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY))['0'], text);
    // Only the failed posts themselves were reported; nothing else went wrong on the page.
    assert.deepEqual(problems.filter((p) => !/comment\/add\/url|Failed to load resource/.test(p)), []);
    await alice.close();
  });
});
