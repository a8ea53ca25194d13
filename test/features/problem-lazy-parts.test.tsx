// The problem page's parts that its first show does not need (src/features/problem/lazy-parts.ts),
// against the reference server: the comment section's element loads after the problem is shown,
// its box keeping a loading state's size meanwhile; the successful submissions' data table loads
// when the button is pressed. A part whose module fails to load says so and offers Retry. This
// file imports neither cc-comments nor cc-data-table, so both load the way a page's would.
import { expect } from '@open-wc/testing';
import { provideProblemPageParts } from '../../src/features/problem/lazy-parts';
import { COMMENTS_FAILED_TEXT } from '../../src/features/problem/ProblemComments';
import { SUBMISSIONS_FAILED_TEXT, SUBMISSIONS_LOADING_TEXT } from '../../src/features/problem/SuccessfulSubmissions';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { clearSettings, embedSettings } from './app-helpers';
import { forgetProblems, mountProblem, textOf } from './problem-helpers';
import { q, qa } from '../support/shadow';

const realParts = {
  comments: () => import('../../elements/cc-comments'),
  dataTable: () => import('../../elements/cc-data-table'),
};

/** A loader that waits until `release()` is called, then loads the real module (or fails). */
function gated(load: () => Promise<unknown>) {
  let release: ((fail: boolean) => void) | null = null;
  const loader = () => new Promise<unknown>((resolve, reject) => {
    release = (fail) => (fail ? reject(new Error('offline')) : resolve(load()));
  });
  return {
    loader,
    /** Once the part has asked for its module: answers it. */
    async release(fail = false) {
      await until(() => release !== null, 'the module asked for');
      release!(fail);
    },
  };
}

describe('cc-problem lazy parts', () => {
  beforeEach(async () => {
    await serverSignOut();
    embedSettings({ username: '' });
    await forgetProblems([['START101', 'EVENSUM']]);
  });
  afterEach(() => {
    provideProblemPageParts(realParts);
    clearSettings();
    document.querySelectorAll('cc-problem').forEach((el) => el.remove());
  });

  it('comments: the element loads after the problem shows, in a box of its loading size; a failed load offers Retry', async () => {
    expect(customElements.get('cc-comments')).to.equal(undefined, 'nothing registered it before');
    const first = gated(realParts.comments);
    provideProblemPageParts({ ...realParts, comments: first.loader });
    const el = await mountProblem('EVENSUM', 'START101');
    const tag = () => q(el, 'cc-comments');
    await until(() => tag() !== null, 'the comments tag');
    expect(customElements.get('cc-comments')).to.equal(undefined);
    expect(parseFloat(getComputedStyle(tag()!).minHeight)).to.be.greaterThan(0, 'its box keeps a size until it loads');

    // The module cannot be fetched (offline): the page says so, and Retry loads it.
    await first.release(true);
    await until(() => q(el, '.comments-failed') !== null, 'the failure notice');
    expect(textOf(q(el, '.comments-failed'))).to.equal(`${COMMENTS_FAILED_TEXT} Retry`);
    await expect(el).to.be.accessible();
    const second = gated(realParts.comments);
    provideProblemPageParts({ ...realParts, comments: second.loader });
    q(el, '.comments-failed button')!.click();
    await second.release();
    await until(() => customElements.get('cc-comments') !== undefined && tag()?.shadowRoot !== null && tag() !== null, 'cc-comments defined');
    expect(tag()!.getAttribute('url')).to.equal('/problems/EVENSUM');
    await until(() => (tag()!.shadowRoot?.textContent ?? '').length > 0, 'the comment section drawn');
    expect(q(el, '.comments-failed')).to.equal(null);
  });

  it('successful submissions: the data table loads when the button is pressed; a failed load offers Retry', async () => {
    expect(customElements.get('cc-data-table')).to.equal(undefined, 'nothing registered it before');
    const first = gated(realParts.dataTable);
    provideProblemPageParts({ ...realParts, dataTable: first.loader });
    const el = await mountProblem('EVENSUM', 'START101');
    q(el, '[part="load-submissions"]')!.click();
    await until(() => textOf(q(el, '[part="submissions"]')).includes(SUBMISSIONS_LOADING_TEXT), 'loading');
    expect(q(el, '[part="submissions"] [role="status"]')).to.not.equal(null);
    expect(q(el, '[part="submissions-table"]')).to.equal(null, 'no table before its element is defined');

    await first.release(true);
    await until(() => textOf(q(el, '[part="submissions"]')).includes(SUBMISSIONS_FAILED_TEXT), 'the failure notice');
    await expect(el).to.be.accessible();
    const second = gated(realParts.dataTable);
    provideProblemPageParts({ ...realParts, dataTable: second.loader });
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="submissions"] button')].find((b) => b.textContent === 'Retry')!.click();
    await second.release();
    const rows = () => q(el, '[part="submissions-table"]')?.shadowRoot?.querySelectorAll('tbody tr[part="row"]').length ?? 0;
    await until(() => rows() === 10, 'the first page of the table');
    // Set as a property (the element was defined before React rendered it), not as "[object Object]".
    expect(q(el, '[part="submissions-table"]')!.hasAttribute('columns')).to.equal(false);
    expect(textOf(q(el, '[part="submissions"]'))).to.not.include(SUBMISSIONS_FAILED_TEXT);
  });

  it('share buttons: their row has its size from the first show, so nothing below moves when they arrive', async () => {
    const el = document.createElement('cc-problem');
    el.setAttribute('code', 'EVENSUM');
    el.setAttribute('contest', 'START101');
    document.body.append(el);
    // Read in the commit that first shows the problem, before any paint (and so before the share
    // buttons' chunk is even asked for: it loads after the page's first paint).
    const first: { header?: number; links?: number } = {};
    const observer = new MutationObserver(() => {
      const header = q(el, '[part="header"]');
      if (first.header === undefined && header) Object.assign(first, { header: header.getBoundingClientRect().height, links: qa(el, '[part="share"] a').length });
    });
    observer.observe(el.shadowRoot!, { childList: true, subtree: true });
    await until(() => qa(el, '[part="share"] a').length === 3, 'the share buttons');
    observer.disconnect();
    expect(first.header, 'the header was seen').to.be.a('number');
    expect(first.links, 'no share buttons on the first show').to.equal(0);
    expect(q(el, '[part="header"]')!.getBoundingClientRect().height).to.be.closeTo(first.header!, 0.5);
  });
});
