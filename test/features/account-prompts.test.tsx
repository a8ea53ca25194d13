import { expect } from '@open-wc/testing';
import { NAVIGATE_EVENT, setNavImpl } from '../../src/core/nav';
import { MOBILE_TEXT, UPGRADE_LINK_TEXT } from '../../src/features/account-prompts/logic';
import { shadowText, until } from '../support/until';
import { $, cleanUp, mountPrompts, resetSession, routeFetch, signIn, userMe } from './header-helpers';

const upgrade = (el: Element) => $(el, '.upgrade-prompt');
const mobile = (el: Element) => $(el, '.mobile-prompt');
const adStrip = (el: Element) => $(el, '.ad-strip');

/** Mounted and rendered: the prompts appear within frames of the session settling. */
async function mountShowing(what: (el: HTMLElement) => boolean, label: string): Promise<HTMLElement> {
  const el = await mountPrompts();
  await until(() => what(el), label);
  return el;
}

describe('cc-account-prompts', () => {
  beforeEach(() => resetSession());
  afterEach(() => cleanUp());

  it('visitor: the upgrade prompt with the sale discount, and the ad strip; no mobile banner', async () => {
    const el = await mountShowing((e) => !!upgrade(e) && !!adStrip(e), 'the upgrade prompt and ad strip');
    const link = upgrade(el)!.querySelector('a')!;
    expect(link.textContent).to.equal(UPGRADE_LINK_TEXT);
    expect(link.getAttribute('href')).to.equal('/pro');
    expect($(el, '.discount')!.textContent).to.equal('20% off on the monthly plan');
    expect(adStrip(el)!.querySelector('a')!.getAttribute('href')).to.equal('/pro');
    expect(mobile(el)).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('premium: no upgrade prompt and no ad strip (nothing at all)', async () => {
    await signIn('premium');
    const el = await mountPrompts();
    // Give it the frames a visitor's prompt needs to appear, then check it did not.
    for (let i = 0; i < 10; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(shadowText(el)).to.equal('');
    expect(upgrade(el)).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('alice (non-premium, India, verified): the upgrade prompt, no mobile banner', async () => {
    await signIn('alice');
    const el = await mountShowing((e) => !!upgrade(e), 'the upgrade prompt');
    expect($(el, '.discount')!.textContent).to.equal('20% off on the monthly plan');
    expect(mobile(el)).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('ravi (India, number not verified): a banner to /mobile with the current path, kept current', async () => {
    let path = '/START209D/problems-old/P1209';
    setNavImpl({ path: () => path });
    await signIn('ravi');
    const el = await mountShowing((e) => !!mobile(e), 'the mobile banner');
    expect(shadowText(mobile(el)!)).to.contain(MOBILE_TEXT);
    const href = () => mobile(el)!.querySelector('a')!.getAttribute('href');
    expect(href()).to.equal('/mobile?destination=%2FSTART209D%2Fproblems-old%2FP1209');
    expect(upgrade(el)).to.not.equal(null);
    await expect(el).to.be.accessible();
    path = '/practice';
    window.dispatchEvent(new CustomEvent(NAVIGATE_EVENT, { detail: { path } }));
    await until(() => href() === '/mobile?destination=%2Fpractice', 'the destination after navigation');
  });

  it('no sale: the prompt without a discount; a discount without a plan says just "% off"', async () => {
    let user: Record<string, unknown> = { username: 'bob', isPremiumUser: false, sale: { isSaleOngoing: false }, proDiscount: { amount: '20' } };
    routeFetch((url) => (url.pathname === '/api/user/me' ? userMe(user) : undefined));
    let el = await mountShowing((e) => !!upgrade(e), 'the upgrade prompt');
    expect($(el, '.discount')).to.equal(null);
    user = { username: 'bob', isPremiumUser: false, sale: { isSaleOngoing: true }, proDiscount: { amount: '35' } };
    resetSession();
    el = await mountShowing((e) => !!$(e, '.discount'), 'the discount');
    expect($(el, '.discount')!.textContent).to.equal('35% off');
  });

  it('sanitises a hostile ad strip', async () => {
    const hostile = '<a href="javascript:window.__pwned=1" onclick="window.__pwned=1">Deal</a>' +
      '<img src="data:image/svg+xml,<svg onload=alert(1)>" onerror="window.__pwned=1">' +
      '<script>window.__pwned=1</script><style>*{display:none}</style><form action="/steal"><input name="pw"></form>';
    routeFetch((url) => (url.pathname === '/api/user/me' ? userMe({ username: null }, { adStrip: hostile }) : undefined));
    const el = await mountShowing((e) => !!adStrip(e), 'the ad strip');
    const strip = adStrip(el)!;
    expect(strip.textContent).to.equal('Deal');
    expect(strip.querySelector('script, style, form, input, [onclick], [onerror]')).to.equal(null);
    expect(strip.querySelector('a')!.hasAttribute('href')).to.equal(false);
    expect(strip.querySelector('img')?.getAttribute('src') ?? null).to.equal(null);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    expect(upgrade(el)).to.not.equal(null);
  });
});
