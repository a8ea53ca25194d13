// cc-contest-page keeps its layout still while it loads: the contest takes the loading notice's
// place (same top), and the banner's box has its final height before its image arrives (and the
// default banner that replaces an image that fails takes the same box), so nothing below moves.
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-contest-page';
import { cacheDelete } from '../../src/api/cache';
import { jsonResponse, stubFetch } from '../core/helpers';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { clearSettings, embedSettings, guardPage, type PageGuard } from './app-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q } from '../support/shadow';

const CONTEST_PATH = /^\/api\/contests\/START101$/;

/**
 * Answers the contest call with START101's real answer (banner replaced by `banner` when given)
 * only once `release()` is called; every other call reaches the server.
 */
async function holdContestAnswer(banner?: string) {
  const answer = await (await fetch('/api/contests/START101', { credentials: 'same-origin' })).json();
  if (banner !== undefined) answer.banner = banner;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const real = window.fetch.bind(window);
  stubFetch().callsFake(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    if (!CONTEST_PATH.test(url.pathname)) return real(input, init);
    await released;
    return jsonResponse(answer);
  });
  return { release };
}

/**
 * The contest page inside a box that keeps margins from collapsing through it, so a top margin
 * on what the page shows moves it, as it would on a real page below a header.
 */
async function mountInBox() {
  const box = await fixture<HTMLElement>(html`<div style="display: flow-root; width: 412px"><cc-contest-page code="START101"></cc-contest-page></div>`);
  return { box, el: box.querySelector<HTMLElement>('cc-contest-page')! };
}

const topIn = (box: Element, node: Element) => node.getBoundingClientRect().top - box.getBoundingClientRect().top;

/** The title's offset below the banner's top: what the banner's height pushes down. */
const titleBelowBanner = (el: Element) => q(el, 'h1')!.getBoundingClientRect().top - q(el, '[part="banner"]')!.getBoundingClientRect().top;

describe('cc-contest-page layout while loading', () => {
  let page: PageGuard;

  beforeEach(async () => {
    resetPage();
    page = guardPage();
    await serverSignOut();
    await cacheDelete('contest:START101');
    embedSettings({ username: '' });
  });

  afterEach(() => {
    page.restore();
    clearSettings();
    sinon.restore();
    resetPage();
  });

  it('the contest starts where the loading notice was', async () => {
    const held = await holdContestAnswer();
    const { box, el } = await mountInBox();
    await until(() => q(el, '[part="loading"]') !== null, 'the loading notice');
    const noticeTop = topIn(box, q(el, '[part="loading"]')!);
    held.release();
    await until(() => q(el, '[part="contest"]') !== null, 'the contest');
    expect(topIn(box, q(el, '[part="contest"]')!)).to.equal(noticeTop);
  });

  it("the banner's box has its final height before the image arrives, and keeps it after", async () => {
    // The real banner (an SVG served with the site): measured once drawn.
    const drawn = await holdContestAnswer();
    const { el } = await mountInBox();
    drawn.release();
    await until(() => {
      const img = q(el, 'img[part="banner"]') as HTMLImageElement | null;
      return img !== null && img.complete && img.naturalWidth > 0;
    }, 'the banner image drawn');
    const finalHeight = q(el, '[part="banner"]')!.getBoundingClientRect().height;
    const finalOffset = titleBelowBanner(el);
    expect(finalHeight).to.be.greaterThan(40);

    // A banner whose image fails to load (blocked, gone) falls back to the contest's default
    // banner, drawn in the same box: no broken image with its alt text, nothing below moves.
    sinon.restore();
    resetPage();
    await cacheDelete('contest:START101');
    const pending = await holdContestAnswer('/demo/banners/not-there.svg');
    const second = await mountInBox();
    pending.release();
    await until(() => q(second.el, '[part="banner"][data-fallback]') !== null, 'the default banner');
    expect(q(second.el, 'img[part="banner"]')).to.equal(null);
    expect(q(second.el, '[part="banner"]')!.getAttribute('aria-label')).to.equal('Starters 101 banner');
    expect(q(second.el, '[part="banner"]')!.getBoundingClientRect().height).to.equal(finalHeight);
    expect(titleBelowBanner(second.el)).to.equal(finalOffset);
    await expect(second.el).to.be.accessible();
  });
});
