// The comment section's pure rules: the answer normalisers, the thread reducer (download
// states, pages, moderator changes), the reply tree, post checks, times, and drafts in storage.
import { expect } from '@open-wc/testing';
import { normaliseComment, normaliseCommentList, type CommentList } from '../../src/api/comments';
import { storage } from '../../src/core/storage';
import { clearDraft, draftBoxes, draftStorageKey, readDraft, saveDraft } from '../../src/features/comments/drafts';
import {
  Download, EMPTY_POST_TEXT, buildTree, checkPost, initialThread, relativeTime, subtreeIds, threadReducer, tooLongText, type ThreadState,
} from '../../src/features/comments/logic';

const raw = (id: string, pid = '0', extra: Record<string, unknown> = {}) => ({ id, pid, content: `c${id}`, author: 'alice', time: 1_700_000_000, ...extra });
const list = (items: unknown[], flags: Partial<CommentList> = {}): CommentList => ({ ...normaliseCommentList({ list: items }), ...flags });

describe('comment answers', () => {
  it('reads ids as numbers or strings, flags as 0/1 or booleans, time in seconds; pid "" or 0 is top level', () => {
    const c = normaliseComment({ id: 7, pid: 0, content: 'x', author: 'bob', author_avatar: '/a.png', author_html: '<b>bob</b>', time: '1700000000', important: '1', unpublished: true })!;
    expect(c).to.deep.equal({ id: '7', pid: '0', content: 'x', author: 'bob', avatar: '/a.png', authorHtml: '<b>bob</b>', timeMs: 1_700_000_000_000, important: true, unpublished: true });
    expect(normaliseComment({ id: '8', pid: '', author: 'x' })!.pid).to.equal('0');
  });

  it('drops comments without id or author, refuses unsafe avatars, and an answer without a list', () => {
    const parsed = normaliseCommentList({ status: 'success', list: [{ id: '1' }, { author: 'x' }, raw('2', '0', { author_avatar: 'javascript:alert(1)' })], is_mod: 1, has_avatar: '0', can_post: true });
    expect(parsed.comments.map((c) => [c.id, c.avatar])).to.deep.equal([['2', '']]);
    expect([parsed.isMod, parsed.hasAvatar, parsed.canPost]).to.deep.equal([true, false, true]);
    expect(normaliseComment(raw('3', '0', { author_avatar: 'data:image/svg+xml;base64,PHN2Zz4=' }))!.avatar).to.match(/^data:image\/svg/);
    expect(normaliseComment(raw('3', '0', { author_avatar: 'data:text/html;base64,PHN2Zz4=' }))!.avatar).to.equal('');
    expect(() => normaliseCommentList({ status: 'success' })).to.throw();
    expect(() => normaliseCommentList('nope')).to.throw();
  });
});

describe('thread reducer', () => {
  const loaded = (page: number, items: unknown[], limit = 2, state: ThreadState = initialThread) =>
    threadReducer(state, { type: 'load-success', page, limit, list: list(items), atMs: 5 });

  it('goes 0 -> -1 -> 1; a failed first load is 0 again with the error, a failed later load keeps what is shown', () => {
    expect(initialThread.download).to.equal(Download.NotLoaded);
    const loading = threadReducer(initialThread, { type: 'load-start' });
    expect(loading.download).to.equal(-1);
    const failed = threadReducer(loading, { type: 'load-failure', message: 'down' });
    expect([failed.download, failed.error]).to.deep.equal([0, 'down']);
    const shown = loaded(1, [raw('1'), raw('2')]);
    expect([shown.download, shown.fetchedAtMs]).to.deep.equal([1, 5]);
    const later = threadReducer(threadReducer(shown, { type: 'load-start' }), { type: 'load-failure', message: 'down' });
    expect([later.download, later.comments.length, later.error]).to.deep.equal([1, 2, 'down']);
  });

  it('page 1 replaces, later pages add (no duplicates); a full page means more may follow', () => {
    const first = loaded(1, [raw('1'), raw('2'), raw('3', '2')]);
    expect(first.hasMore).to.equal(true);
    const second = loaded(2, [raw('3', '2'), raw('4')], 2, first);
    expect(second.comments.map((c) => c.id)).to.deep.equal(['1', '2', '3', '4']);
    expect([second.pagesLoaded, second.hasMore]).to.deep.equal([2, false]);
    expect(loaded(1, [raw('9')], 2, second).comments.map((c) => c.id)).to.deep.equal(['9']);
  });

  it('applies unpublish and publish, and archives a comment with every reply under it', () => {
    const state = loaded(1, [raw('1'), raw('2', '1'), raw('3', '2'), raw('4')], 10);
    expect(threadReducer(state, { type: 'unpublished', id: '2', unpublished: true }).comments.find((c) => c.id === '2')!.unpublished).to.equal(true);
    expect([...subtreeIds(state.comments, '1')].sort()).to.deep.equal(['1', '2', '3']);
    expect(threadReducer(state, { type: 'archived', id: '1' }).comments.map((c) => c.id)).to.deep.equal(['4']);
  });
});

describe('reply tree, checks and times', () => {
  it('nests replies under their parents in order; an orphan is shown at the top level', () => {
    const tree = buildTree(list([raw('1'), raw('2', '1'), raw('3', '1'), raw('4', '3'), raw('5', '99'), raw('6', '6')]).comments);
    const shape = (nodes: ReturnType<typeof buildTree>): unknown => nodes.map((n) => (n.replies.length ? [n.comment.id, shape(n.replies)] : n.comment.id));
    expect(shape(tree)).to.deep.equal([['1', ['2', ['3', ['4']]]], '5', '6']);
  });

  it('refuses empty and blank text and text over 10,000 characters', () => {
    expect(checkPost('')).to.deep.equal({ ok: false, message: EMPTY_POST_TEXT });
    expect(checkPost(' \n\t')).to.deep.equal({ ok: false, message: EMPTY_POST_TEXT });
    expect(checkPost('x'.repeat(10000))).to.deep.equal({ ok: true });
    expect(checkPost('x'.repeat(10001))).to.deep.equal({ ok: false, message: tooLongText(10001) });
    expect(tooLongText(10001)).to.equal('A comment can be at most 10,000 characters; this one has 10,001.');
  });

  it('gives relative times in the largest whole unit', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
    expect(relativeTime(now - 10_000, now)).to.equal(format.format(0, 'second'));
    expect(relativeTime(now - 5 * 60_000, now)).to.equal(format.format(-5, 'minute'));
    expect(relativeTime(now - 3 * 3600_000, now)).to.equal(format.format(-3, 'hour'));
    expect(relativeTime(now - 26 * 3600_000, now)).to.equal(format.format(-1, 'day'));
    expect(relativeTime(now - 400 * 86400_000, now)).to.equal(format.format(-1, 'year'));
  });
});

describe('drafts', () => {
  const url = '/problems/DRAFTS';
  afterEach(() => storage.remove(draftStorageKey(url)));

  it('keeps one text per box of a thread; empty text removes it; nothing left removes the entry', () => {
    saveDraft(url, '0', 'top');
    saveDraft(url, '12', 'reply');
    expect([readDraft(url, '0'), readDraft(url, '12'), readDraft(url, '13')]).to.deep.equal(['top', 'reply', '']);
    expect(draftBoxes(url)).to.deep.equal(['0', '12']);
    expect(readDraft('/problems/OTHER', '0')).to.equal('');
    clearDraft(url, '0');
    saveDraft(url, '12', '');
    expect(storage.get(draftStorageKey(url))).to.equal(null);
  });

  it('reads a damaged entry as no drafts', () => {
    storage.set(draftStorageKey(url), '{not json');
    expect(readDraft(url, '0')).to.equal('');
    storage.set(draftStorageKey(url), JSON.stringify({ 0: 5, 1: 'ok' }));
    expect(draftBoxes(url)).to.deep.equal(['1']);
  });
});
