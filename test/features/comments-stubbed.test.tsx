// cc-comments with exact answers (fetch stubbed for the comment calls only): posting states with
// a failing server, the retry policy and the 15 s banner under fake timers, the 30 s cache,
// paging, avatars, and a failed archive.
import { expect, fixtureCleanup } from '@open-wc/testing';
import sinon from 'sinon';
import { COMMENT_CACHE_TTL_S } from '../../src/api/comments';
import { deepActiveElement } from '../../src/core/focus';
import { readDraft } from '../../src/features/comments/drafts';
import { ARCHIVE_FAILED_TEXT, BANNER_DELAY_MS, EMPTY_POST_TEXT, LOAD_ERROR_TEXT, POSTING_TEXT, REFRESH_TEXT, tooLongText } from '../../src/features/comments/logic';
import { fakeTimers, jsonResponse, settle } from '../core/helpers';
import { until } from '../support/until';
import { embedSettings, guardPage, leavePage, type PageGuard } from './app-helpers';
import { comment, commentCalls, contents, downloadState, forgetThread, freshThread, listAnswer, mountComments, postField, stubComments, textOf, type } from './comments-helpers';
import { expectSameNode, q, qa } from '../support/shadow';

const postButton = (el: Element) => q(el, '[part="post-box"] [part="post"]') as HTMLButtonElement;
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, string>;

describe('cc-comments (exact answers)', () => {
  let page: PageGuard;
  let url: string;

  beforeEach(() => {
    page = guardPage();
    embedSettings({ username: 'alice' });
    url = freshThread('stub');
  });

  afterEach(async () => {
    leavePage(page);
    await forgetThread(url);
  });

  it('posting: empty text is not sent; the box is disabled while in flight and nothing else is sent; a failure keeps the text and the draft', async () => {
    let release!: (response: Response) => void;
    const stub = stubComments((u) => {
      if (u.pathname === '/comment/fetch/url') return listAnswer([]);
      return new Promise<Response>((resolve) => { release = resolve; });
    });
    const el = await mountComments(url);
    postButton(el).click();
    await until(() => textOf(q(el, '[part="post-error"]')) === EMPTY_POST_TEXT, 'the empty message');
    type(postField(el), '   ');
    postButton(el).click();
    await until(() => q(el, '[part="post-error"]') !== null, 'still refused');
    expect(commentCalls(stub, '/comment/add/').length).to.equal(0);

    type(postField(el), 'Keep me safe');
    postButton(el).click();
    await until(() => postField(el).disabled, 'disabled while posting');
    expect(postButton(el).disabled).to.equal(true);
    expect(textOf(q(el, '[part="post-box"] [role="status"]'))).to.equal(POSTING_TEXT);
    // A second submit (Ctrl+Enter on the form) while in flight sends nothing.
    q(el, '[part="post-box"]')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle();
    expect(commentCalls(stub, '/comment/add/').length).to.equal(1);
    const sent = bodyOf(commentCalls(stub, '/comment/add/')[0].args[1]);
    expect(sent).to.include({ comment: 'Keep me safe', pid: '0', url });
    expect(sent.cid).to.match(/^[a-f0-9]{32}$/);

    release(jsonResponse({ status: 'error', message: 'You are commenting too fast.' }, 429));
    await until(() => !postField(el).disabled, 're-enabled');
    expect(postField(el).value).to.equal('Keep me safe');
    expect(readDraft(url, '0')).to.equal('Keep me safe');
    expect(textOf(q(el, '[part="post-error"]'))).to.equal('Your comment was not posted: You are commenting too fast. Your text is kept; try again.');
    await expect(el).to.be.accessible();
  });

  it('posting: the network failing loses nothing; the same text is sent again with the same cid, and success clears the box and the draft', async () => {
    let failNext = true;
    const stub = stubComments((u) => {
      if (u.pathname === '/comment/fetch/url') return listAnswer([]);
      if (failNext) {
        failNext = false;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return jsonResponse({ status: 'success' });
    });
    const el = await mountComments(url);
    type(postField(el), 'Survives an outage');
    postButton(el).click();
    await until(() => q(el, '[part="post-error"]') !== null, 'the failure');
    expect(postField(el).value).to.equal('Survives an outage');
    expect(postField(el).disabled).to.equal(false);
    postButton(el).click();
    await until(() => postField(el).value === '', 'cleared on success');
    const [first, second] = commentCalls(stub, '/comment/add/').map((call) => bodyOf(call.args[1]));
    expect(second.cid).to.equal(first.cid);
    expect(readDraft(url, '0')).to.equal('');
    // The thread is fetched again past the cache after the post.
    expect(commentCalls(stub, '/comment/fetch/').length).to.equal(2);
  });

  it('focus returns where the user was after a post: the text field after Ctrl+Enter, not the page body', async () => {
    let release!: (response: Response) => void;
    stubComments((u) => (!u.pathname.startsWith('/comment/add') ? listAnswer([])
      : new Promise<Response>((resolve) => { release = resolve; })));
    const el = await mountComments(url);
    const field = postField(el);
    type(field, 'Posted from the keyboard');
    field.focus();
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true, composed: true, cancelable: true }));
    // Disabled while in flight: the browser takes focus off the field meanwhile.
    await until(() => field.disabled, 'posting');
    release(jsonResponse({ status: 'success' }));
    await until(() => field.value === '' && !field.disabled, 'posted');
    await settle();
    expectSameNode(deepActiveElement(), field, 'focus after posting');
  });

  it('a comment over 10,000 characters is not sent, with a message', async () => {
    const stub = stubComments(() => listAnswer([]));
    const el = await mountComments(url);
    type(postField(el), 'x'.repeat(10001));
    postButton(el).click();
    await until(() => q(el, '[part="post-error"]') !== null, 'the message');
    expect(textOf(q(el, '[part="post-error"]'))).to.equal(tooLongText(10001));
    expect(commentCalls(stub, '/comment/add/').length).to.equal(0);
  });

  it('retries a load answered above 498 every 2 s, 10 times, then shows the error; 498 is not retried', async () => {
    const stub = stubComments(() => jsonResponse({ status: 'error', message: 'busy' }, 499));
    const clock = fakeTimers(Date.now());
    const el = await mountComments(url, { expanded: false });
    await until(() => q(el, '[part="toggle"]') !== null, 'header');
    q(el, '[part="toggle"]')!.click();
    await until(() => commentCalls(stub).length === 1, 'first call');
    for (let retry = 1; retry <= 10; retry++) {
      await clock.tickAsync(1999);
      await settle();
      expect(commentCalls(stub).length, `before retry ${retry}`).to.equal(retry);
      await clock.tickAsync(1);
      await until(() => commentCalls(stub).length === retry + 1, `retry ${retry}`);
    }
    await until(() => q(el, '[part="error"]') !== null, 'the error callback');
    expect(textOf(q(el, '[part="error"]'))).to.contain(LOAD_ERROR_TEXT);
    await clock.tickAsync(10_000);
    expect(commentCalls(stub).length).to.equal(11);

    stub.resetHistory();
    stub.callsFake(async () => jsonResponse({ status: 'error', message: 'nope' }, 498));
    q(el, '[part="reload"]')!.click();
    await until(() => commentCalls(stub).length === 1 && q(el, '[part="error"]') !== null, 'a 498 failure');
    await clock.tickAsync(10_000);
    expect(commentCalls(stub).length).to.equal(1);
    clock.restore();
  });

  it('a post answered above 498 is retried every 2 s, 10 times; then the box is re-enabled with its text', async () => {
    const stub = stubComments((u) => (u.pathname === '/comment/fetch/url' ? listAnswer([]) : jsonResponse({ status: 'error', message: 'Service unavailable' }, 503)));
    const el = await mountComments(url);
    const clock = fakeTimers(Date.now());
    type(postField(el), 'Patience');
    postButton(el).click();
    await until(() => commentCalls(stub, '/comment/add/').length === 1, 'first post');
    for (let retry = 1; retry <= 10; retry++) {
      expect(postField(el).disabled, `disabled during retry ${retry}`).to.equal(true);
      await clock.tickAsync(2000);
      await until(() => commentCalls(stub, '/comment/add/').length === retry + 1, `retry ${retry}`);
    }
    await until(() => !postField(el).disabled, 're-enabled after the last retry');
    expect(postField(el).value).to.equal('Patience');
    expect(textOf(q(el, '[part="post-error"]'))).to.contain('Service unavailable');
    const cids = new Set(commentCalls(stub, '/comment/add/').map((call) => bodyOf(call.args[1]).cid));
    expect(cids.size, 'one post, one client id').to.equal(1);
    clock.restore();
  });

  it("shows the 'last fetched' banner 15 s after the load; Refresh fetches past the cache and hides it until 15 s later", async () => {
    const stub = stubComments(() => listAnswer([comment({ content: 'hello' })]));
    const clock = fakeTimers(Date.now());
    const el = await mountComments(url);
    await clock.tickAsync(BANNER_DELAY_MS - 1);
    await settle();
    expect(q(el, '[part="banner"]')).to.equal(null);
    await clock.tickAsync(1);
    await until(() => q(el, '[part="banner"]') !== null, 'the banner');
    expect(textOf(q(el, '[part="banner"]'))).to.match(/^Comments last fetched at .+\. Refresh$/);
    expect(textOf(q(el, '[part="refresh"]'))).to.equal(REFRESH_TEXT);
    q(el, '[part="refresh"]')!.click();
    await until(() => commentCalls(stub).length === 2, 'refetched (the cache bypassed)');
    await until(() => q(el, '[part="banner"]') === null && downloadState(el) === '1', 'banner hidden');
    await clock.tickAsync(BANNER_DELAY_MS);
    await until(() => q(el, '[part="banner"]') !== null, 'the banner again');
    clock.restore(); // axe runs on real timers
    await expect(el).to.be.accessible();
  });

  it(`caches the first page for ${COMMENT_CACHE_TTL_S} s, keyed by a hash of the page URL`, async () => {
    const stub = stubComments(() => listAnswer([comment({ content: 'cached' })]));
    const clock = fakeTimers(Date.now());
    await mountComments(url);
    expect(commentCalls(stub).length).to.equal(1);
    await until(() => Object.keys(localStorage).some((key) => key.startsWith('cc:cache:comments:')), 'the page cached');
    const keys = Object.keys(localStorage).filter((key) => key.startsWith('cc:cache:comments:'));
    expect(keys.join('\n')).to.match(/^cc:cache:comments:[0-9a-f]{32}$/m);
    expect(keys.join('\n')).to.not.include('TEST');
    fixtureCleanup();
    await clock.tickAsync((COMMENT_CACHE_TTL_S - 1) * 1000);
    const again = await mountComments(url);
    expect(contents(again)).to.deep.equal(['cached']);
    expect(commentCalls(stub).length, 'from the cache').to.equal(1);
    fixtureCleanup();
    await clock.tickAsync(1000);
    await mountComments(url);
    expect(commentCalls(stub).length, 'expired').to.equal(2);
    clock.restore();
  });

  it('pages: Show more comments asks for the next page with url, page and limit', async () => {
    const first = [comment({ content: 'one' }), comment({ content: 'two' })];
    const reply = comment({ content: 'reply to two', pid: first[1].id });
    const stub = stubComments((u) => {
      const pageNo = u.searchParams.get('page');
      return listAnswer(pageNo === '1' ? [first[0], first[1], reply] : [comment({ content: 'three' })]);
    });
    const el = await mountComments(url, { limit: 2 });
    expect(contents(el)).to.deep.equal(['one', 'two', 'reply to two']);
    const params = new URL(String(commentCalls(stub)[0].args[0]), location.href).searchParams;
    expect([params.get('url'), params.get('page'), params.get('limit')]).to.deep.equal([url, '1', '2']);
    q(el, '[part="more"]')!.click();
    await until(() => contents(el).includes('three'), 'page 2');
    expect(new URL(String(commentCalls(stub)[1].args[0]), location.href).searchParams.get('page')).to.equal('2');
    expect(q(el, '[part="more"]'), 'a short page is the last').to.equal(null);
  });

  it('a long thread: every comment is in the DOM at once, those out of view skip rendering until scrolled to; closing and opening keeps the same nodes and focus', async () => {
    const list = Array.from({ length: 60 }, (_, i) => comment({ content: `long thread ${i}` }));
    stubComments(() => listAnswer(list));
    const el = await mountComments(url);
    expect(contents(el)).to.deep.equal(list.map((_, i) => `long thread ${i}`));
    const articles = qa(el, '[part="comment"]');
    const shown = (article: Element) => article.querySelector('[part="content"]')!.checkVisibility({ contentVisibilityAuto: true });
    await until(() => shown(articles[0]) && !shown(articles[59]), 'the first comment rendered, the last skipped');
    articles[59].scrollIntoView();
    await until(() => shown(articles[59]), 'the last comment rendered once in view');
    window.scrollTo(0, 0);
    const toggle = q(el, '[part="toggle"]') as HTMLButtonElement;
    toggle.focus();
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'false', 'closed');
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'open again');
    qa(el, '[part="comment"]').forEach((article, i) => expectSameNode(article, articles[i], `comment ${i}`));
    expect(deepActiveElement()).to.equal(toggle);
    await expect(el).to.be.accessible();
  });

  it("sanitises a thread's comments and handles in one pass each when its answer arrives, not one per comment", async () => {
    const authors = ['alice', 'ravi', 'mod'];
    const list = Array.from({ length: 12 }, (_, i) => comment({
      content: `**comment ${i}** by @${authors[i % 3]}`, author: authors[i % 3], author_html: `<span class="rating">${authors[i % 3]}</span>`,
    }));
    stubComments(() => listAnswer(list));
    const parse = sinon.spy(DOMParser.prototype, 'parseFromString');
    const el = await mountComments(url);
    expect(contents(el)).to.deep.equal(list.map((_, i) => `comment ${i} by @${authors[i % 3]}`));
    expect(qa(el, '[part="author"]').map(textOf)).to.deep.equal(list.map((_, i) => authors[i % 3]));
    expect(parse.callCount, 'the Markdown in one pass, the three distinct handles in another').to.equal(2);
  });

  it('shows avatars only with has_avatar, a default avatar when none, and refuses a javascript: avatar', async () => {
    stubComments(() => listAnswer([
      comment({ content: 'with', author_avatar: 'data:image/png;base64,iVBORw0KGgo=' }),
      comment({ content: 'without', author_avatar: '' }),
      comment({ content: 'hostile', author_avatar: 'javascript:alert(1)' }),
    ]));
    const el = await mountComments(url);
    const avatars = qa(el, '[part="avatar"]');
    expect(avatars.map((a) => a.tagName.toLowerCase())).to.deep.equal(['img', 'svg', 'svg']);
    expect(avatars[0].getAttribute('src')).to.equal('data:image/png;base64,iVBORw0KGgo=');
    // A long thread's avatars out of view are not fetched or decoded until scrolled to.
    expect([avatars[0].getAttribute('loading'), avatars[0].getAttribute('decoding')]).to.deep.equal(['lazy', 'async']);
    fixtureCleanup();
    await forgetThread(url);
    sinon.restore();
    stubComments(() => listAnswer([comment({ content: 'no avatars', author_avatar: 'data:image/png;base64,iVBORw0KGgo=' })], { has_avatar: false }));
    const plain = await mountComments(url);
    expect(qa(plain, '[part="avatar"]').length).to.equal(0);
  });

  it("a failed archive alerts 'something went wrong' and keeps the comment", async () => {
    stubComments((u) => {
      if (u.pathname === '/comment/fetch/url') return listAnswer([comment({ content: 'stays' })], { is_mod: true });
      return jsonResponse({ status: 'error', message: 'Database locked' }, 409);
    });
    const el = await mountComments(url);
    q(el, '[part="archive"]')!.click();
    await until(() => q(el, '[part="action-error"]') !== null, 'the alert');
    const alert = q(el, '[part="action-error"]')!;
    expect([textOf(alert), alert.getAttribute('role')]).to.deep.equal([ARCHIVE_FAILED_TEXT, 'alert']);
    expect(contents(el)).to.deep.equal(['stays']);
    await expect(el).to.be.accessible();
  });
});
