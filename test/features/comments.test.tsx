// cc-comments against the reference server: what a visitor, alice and the moderator see on the
// seeded EVENSUM thread, loading on the first expand, threading, preview, posting a comment and
// a reply, moderation (unpublish, publish, archive), drafts across a re-mount, and axe in each.
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import { ARCHIVE_TEXT, EMPTY_TEXT, IMPORTANT_TEXT, LOGIN_TEXT, MARK_REPLIED_TEXT, MARKED_REPLIED_TEXT, POSTED_TEXT, PUBLISH_TEXT, REPLY_TEXT, UNPUBLISH_TEXT, UNPUBLISHED_TEXT } from '../../src/features/comments/logic';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { embedSettings, guardPage, signInForPosts, signOut, leavePage, type PageGuard } from './app-helpers';
import { commentWith, contents, downloadState, forgetThread, freshThread, mountComments, postBox, postField, textOf, type } from './comments-helpers';
import { expectSameNode, q, qa } from '../support/shadow';

const SEEDED = '/problems/EVENSUM';
const buttons = (root: Element | null) => [...(root?.querySelectorAll<HTMLButtonElement>('button') ?? [])].map((b) => textOf(b));

async function post(el: HTMLElement, text: string): Promise<void> {
  type(postField(el), text);
  q(el, '[part="post-box"] [part="post"]')!.click();
  await until(() => contents(el).includes(text), `"${text}" in the thread`);
}

describe('cc-comments', () => {
  let page: PageGuard;

  beforeEach(async () => {
    page = guardPage();
    await serverSignOut();
    await forgetThread(SEEDED);
  });

  afterEach(async () => {
    leavePage(page);
    await signOut();
  });

  it('loads on the first expand (download state 0, -1, 1), not before', async () => {
    embedSettings({ username: '' });
    const fetchSpy = sinon.spy(window, 'fetch');
    const el = await mountComments(SEEDED, { expanded: false });
    await until(() => q(el, '[part="toggle"]') !== null, 'the header');
    const toggle = q(el, '[part="toggle"]') as HTMLButtonElement;
    expect(textOf(toggle)).to.equal('Comments');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(q(el, '[part="panel"]')!.hidden).to.equal(true);
    expect(downloadState(el)).to.equal('0');
    expect(fetchSpy.getCalls().map((c) => String(c.args[0])).join('\n')).to.not.include('/comment/');
    toggle.click();
    await until(() => downloadState(el) === '-1', 'loading');
    await until(() => downloadState(el) === '1', 'loaded');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(q(el, '[part="panel"]')!.hidden).to.equal(false);
    expect(contents(el).length).to.be.greaterThan(3);
    // Collapsing and expanding again does not load again.
    const calls = fetchSpy.getCalls().filter((c) => String(c.args[0]).includes('/comment/')).length;
    toggle.click();
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'expanded');
    expect(fetchSpy.getCalls().filter((c) => String(c.args[0]).includes('/comment/')).length).to.equal(calls);
    await expect(el).to.be.accessible();
  });

  it('shows a visitor the published thread with replies, Markdown and mentions; no post box, no buttons', async () => {
    embedSettings({ username: '' });
    const el = await mountComments(SEEDED);
    expect(postBox(el)).to.equal(null);
    const login = q(el, '[part="login"] a')!;
    expect(textOf(login)).to.equal(LOGIN_TEXT);
    expect(login.getAttribute('href')).to.match(/^\/login\?destination=/);
    expect(qa(el, '[part="reply"], [part="unpublish"], [part="archive"]').length).to.equal(0);
    expect(contents(el).filter((t) => t.startsWith('Full code'))).to.deep.equal([]);

    const question = commentWith(el, 'Does a pair')!;
    expect(question.querySelector('code')!.textContent).to.equal('i < j');
    expect(question.querySelector('strong')!.textContent).to.equal('0');
    const author = question.querySelector<HTMLAnchorElement>('[part="author"]')!;
    expect([textOf(author), author.getAttribute('href')]).to.deep.equal(['alice', '/users/alice']);
    const time = question.querySelector('time')!;
    expect(time.getAttribute('datetime')).to.match(/^\d{4}-\d\d-\d\dT/);
    expect(time.textContent).to.equal('3 days ago');
    expect(time.getAttribute('title')).to.match(/\d{4}/);
    expect(question.querySelector<HTMLImageElement>('[part="avatar"]')!.getAttribute('src')).to.match(/^data:image\/svg\+xml;base64,/);

    // The moderator's answer is a reply of the question, important, with a mention link.
    const answerItem = question.closest('li')!.querySelector(':scope > [part="replies"] > li')!;
    const answer = answerItem.querySelector('[part="comment"]')!;
    expect(textOf(answer.querySelector('[part="author"]'))).to.equal('mod');
    expect(answer.hasAttribute('data-important')).to.equal(true);
    expect(textOf(answer.querySelector('[part="important"]'))).to.equal(IMPORTANT_TEXT);
    const mention = answer.querySelector<HTMLAnchorElement>('[part="content"] a')!;
    expect([mention.textContent, mention.getAttribute('href'), mention.rel]).to.deep.equal(['@alice', '/users/alice', 'noopener noreferrer']);
    // A reply of the reply: three levels.
    expect(textOf(answerItem.querySelector(':scope > [part="replies"] [part="content"]'))).to.equal('Thanks @mod!');

    const code = commentWith(el, 'My solution gets TLE')!.querySelector('pre code')!;
    expect(code.textContent).to.contain('for j in range(i + 1, n):');
    await expect(el).to.be.accessible();
  });

  it('shows alice the post box and Reply only; the moderator also Unpublish/Publish, Mark as Replied, Archive and the unpublished comment', async () => {
    await signInForPosts('alice');
    const alice = await mountComments(SEEDED);
    expect(postBox(alice)).to.not.equal(null);
    const aliceActions = buttons(commentWith(alice, 'Does a pair')!.querySelector('[part="actions"]'));
    expect(aliceActions).to.deep.equal([REPLY_TEXT]);
    expect(contents(alice).filter((t) => t.startsWith('Full code'))).to.deep.equal([]);
    await expect(alice).to.be.accessible();
    fixtureCleanup();

    await signOut();
    await forgetThread(SEEDED);
    await signInForPosts('mod');
    const mod = await mountComments(SEEDED);
    expect(buttons(commentWith(mod, 'Does a pair')!.querySelector('[part="actions"]'))).to.deep.equal([REPLY_TEXT, UNPUBLISH_TEXT, MARK_REPLIED_TEXT, ARCHIVE_TEXT]);
    const spoiler = commentWith(mod, 'Full code')!;
    expect(spoiler.hasAttribute('data-unpublished')).to.equal(true);
    expect(textOf(spoiler.querySelector('[part="unpublished"]'))).to.equal(UNPUBLISHED_TEXT);
    expect(buttons(spoiler.querySelector('[part="actions"]'))).to.include(PUBLISH_TEXT);
    await expect(mod).to.be.accessible();
  });

  it('previews Markdown without posting, and toggles back to the text', async () => {
    await signInForPosts('alice');
    const url = freshThread('preview');
    const el = await mountComments(url);
    expect(textOf(q(el, '[part="empty"]'))).to.equal(EMPTY_TEXT);
    type(postField(el), 'Try **bold** and @mod and [x](javascript:alert(1))');
    const toggle = q(el, '[part="post-box"] [part="preview-toggle"]')!;
    toggle.click();
    await until(() => q(el, '[part="preview"]') !== null, 'preview');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(postField(el).hidden).to.equal(true);
    const preview = q(el, '[part="preview"]')!;
    expect(preview.querySelector('strong')!.textContent).to.equal('bold');
    expect(preview.querySelector('a[href="/users/mod"]')).to.not.equal(null);
    expect(preview.querySelector('a[href*="javascript"]')?.outerHTML).to.equal(undefined);
    await expect(el).to.be.accessible();
    toggle.click();
    await until(() => q(el, '[part="preview"]') === null, 'back to text');
    expect(postField(el).value).to.equal('Try **bold** and @mod and [x](javascript:alert(1))');
    expect(contents(el)).to.deep.equal([]);
  });

  it('alice posts a comment and a reply; the reply box opens and closes; both show threaded', async () => {
    await signInForPosts('alice');
    const url = freshThread('post');
    const el = await mountComments(url);
    await post(el, 'First question @mod');
    expect(postField(el).value).to.equal('');
    expect(textOf(q(el, '[part="post-box"] [role="status"]'))).to.equal(POSTED_TEXT);
    const mine = commentWith(el, 'First question')!;
    const reply = mine.querySelector<HTMLButtonElement>('[part="reply"]')!;
    expect(reply.getAttribute('aria-expanded')).to.equal('false');
    reply.click();
    await until(() => mine.querySelector('[part="reply-box"]') !== null, 'reply box');
    expect(reply.getAttribute('aria-expanded')).to.equal('true');
    const field = mine.querySelector<HTMLTextAreaElement>('[part="reply-box"] textarea')!;
    expectSameNode(el.shadowRoot!.activeElement, field, 'focus');
    await expect(el).to.be.accessible();
    mine.querySelector<HTMLButtonElement>('[part="reply-box"] [part="cancel"]')!.click();
    await until(() => mine.querySelector('[part="reply-box"]') === null, 'reply box closed');
    reply.click();
    await until(() => mine.querySelector('[part="reply-box"] textarea') !== null, 'reply box again');
    type(mine.querySelector<HTMLTextAreaElement>('[part="reply-box"] textarea')!, 'A follow-up');
    mine.querySelector<HTMLButtonElement>('[part="reply-box"] [part="post"]')!.click();
    await until(() => contents(el).includes('A follow-up'), 'the reply');
    const parent = commentWith(el, 'First question')!;
    expect(textOf(parent.closest('li')!.querySelector(':scope > [part="replies"] [part="content"]'))).to.equal('A follow-up');
    expect(parent.querySelector('[part="reply-box"]')).to.equal(null);
  });

  it('the moderator unpublishes (marked, still shown to him), publishes, and archives a comment with its replies', async () => {
    await signInForPosts('alice');
    const url = freshThread('moderate');
    const el = await mountComments(url);
    await post(el, 'Please moderate me');
    fixtureCleanup();
    await signOut();
    await forgetThread(url);

    await signInForPosts('mod');
    const mod = await mountComments(url);
    const target = () => commentWith(mod, 'Please moderate me')!;
    target().querySelector<HTMLButtonElement>('[part="unpublish"]')!.click();
    await until(() => target().hasAttribute('data-unpublished'), 'unpublished');
    expect(buttons(target().querySelector('[part="actions"]'))).to.include(PUBLISH_TEXT);
    let answer = await (await fetch(`/comment/fetch/url?url=${url}`)).json();
    expect(answer.list[0].unpublished).to.equal(1);
    target().querySelector<HTMLButtonElement>('[part="publish"]')!.click();
    await until(() => !target().hasAttribute('data-unpublished'), 'published');
    target().querySelector<HTMLButtonElement>('[part="mark-replied"]')!.click();
    await until(() => textOf(target().querySelector('[part="action-done"]')) === MARKED_REPLIED_TEXT, 'marked');
    target().querySelector<HTMLButtonElement>('[part="archive"]')!.click();
    await until(() => commentWith(mod, 'Please moderate me') === null, 'archived');
    answer = await (await fetch(`/comment/fetch/url?url=${url}`)).json();
    expect(answer.list).to.deep.equal([]);
    await expect(mod).to.be.accessible();
  });

  it('keeps drafts of the post box and of a reply box across a re-mount (a reload), reply box reopened', async () => {
    await signInForPosts('alice');
    const el = await mountComments(SEEDED);
    type(postField(el), 'half-written thought');
    const question = commentWith(el, 'Does a pair')!;
    question.querySelector<HTMLButtonElement>('[part="reply"]')!.click();
    await until(() => question.querySelector('[part="reply-box"] textarea') !== null, 'reply box');
    type(question.querySelector<HTMLTextAreaElement>('[part="reply-box"] textarea')!, 'my reply draft');
    fixtureCleanup();

    const again = await mountComments(SEEDED);
    expect(postField(again).value).to.equal('half-written thought');
    const reopened = commentWith(again, 'Does a pair')!;
    expect(reopened.querySelector<HTMLTextAreaElement>('[part="reply-box"] textarea')!.value).to.equal('my reply draft');
    expect(reopened.querySelector('[part="reply"]')!.getAttribute('aria-expanded')).to.equal('true');
    // Drafts are per thread: another thread's box is empty.
    fixtureCleanup();
    const other = await mountComments(freshThread('other'));
    expect(postField(other).value).to.equal('');
  });

  it('refuses a bad url attribute with a message and a warning', async () => {
    const warn = sinon.stub(console, 'warn');
    const el = await fixture<HTMLElement>(html`<cc-comments url="javascript:alert(1)"></cc-comments>`);
    await until(() => q(el, '[part="error"]') !== null, 'message');
    expect(textOf(q(el, '[part="error"]'))).to.equal('This comment section has no page to belong to.');
    expect(warn.called).to.equal(true);
  });
});
