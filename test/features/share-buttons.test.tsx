import { expect, fixture } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-share-buttons';
import { nav, resetNavImpl, setNavImpl } from '../../src/core/nav';
import { until } from '../support/until';

const linksOf = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a')];
const linkNamed = (el: Element, name: string) => linksOf(el).find((a) => a.textContent === name)!;

async function shareButtons(attributes = ''): Promise<HTMLElement> {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = `<cc-share-buttons ${attributes}></cc-share-buttons>`;
  const root = await fixture<HTMLElement>(wrapper);
  const el = root.querySelector('cc-share-buttons') as HTMLElement;
  await until(() => linksOf(el).length === 3, 'share links');
  return el;
}

describe('cc-share-buttons', () => {
  afterEach(() => {
    resetNavImpl();
    sinon.restore();
  });

  it('links to the three networks with the given url and title', async () => {
    const el = await shareButtons('url="https://example.org/START209?x=1&y=2" title="Starters 209 & more"');
    expect(linksOf(el).map((a) => a.textContent)).to.deep.equal(['Share on Facebook', 'Share on LinkedIn', 'Share on Twitter']);
    const u = encodeURIComponent('https://example.org/START209?x=1&y=2');
    const t = encodeURIComponent('Starters 209 & more');
    expect(linksOf(el).map((a) => a.href)).to.deep.equal([
      `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`,
      `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    ]);
    for (const a of linksOf(el)) expect(a.rel).to.equal('noopener noreferrer');
  });

  it('shares the current page and its title by default', async () => {
    const el = await shareButtons();
    const page = encodeURIComponent(new URL(nav.path(), document.baseURI).href);
    expect(linkNamed(el, 'Share on Twitter').href).to.equal(
      `https://twitter.com/intent/tweet?url=${page}&text=${encodeURIComponent(document.title)}`,
    );
  });

  it('warns about a malformed url and shares the current page instead', async () => {
    const warn = sinon.stub(console, 'warn');
    const el = await shareButtons('url="http://[broken"');
    const page = encodeURIComponent(new URL(nav.path(), document.baseURI).href);
    expect(linkNamed(el, 'Share on Facebook').href).to.equal(`https://www.facebook.com/sharer/sharer.php?u=${page}`);
    expect(warn.getCalls().map((c) => String(c.args[0])).join('\n')).to.include('"url" expects an address; got "http://[broken"');
  });

  it('opens a 500x250 popup on click, through nav.openPopup', async () => {
    const openPopup = sinon.spy();
    setNavImpl({ openPopup });
    const el = await shareButtons('url="/START209" title="Starters"');
    const shares: unknown[] = [];
    el.addEventListener('cc-share', (e) => shares.push((e as CustomEvent).detail));
    const link = linkNamed(el, 'Share on LinkedIn');
    link.click();
    expect(openPopup.callCount).to.equal(1);
    expect(openPopup.firstCall.args).to.deep.equal([link.href, 'cc-share', 500, 250]);
    const absolute = new URL('/START209', document.baseURI).href;
    expect(shares).to.deep.equal([{ network: 'linkedin', url: absolute, shareUrl: link.href }]);
  });

  it('asks the browser for exactly 500x250 without an opener', async () => {
    const open = sinon.stub(window, 'open').returns(null);
    const el = await shareButtons('url="https://example.org/p"');
    linkNamed(el, 'Share on Facebook').click();
    expect(open.callCount).to.equal(1);
    const [url, name, features] = open.firstCall.args as [string, string, string];
    expect(url).to.equal(linkNamed(el, 'Share on Facebook').href);
    expect(name).to.equal('cc-share');
    expect(features).to.match(/(^|,)width=500(,|$)/);
    expect(features).to.match(/(^|,)height=250(,|$)/);
    expect(features.split(',')).to.include.members(['popup', 'noopener', 'noreferrer']);
  });

  it('opens nothing when cc-share is cancelled, and leaves modified clicks to the browser', async () => {
    const openPopup = sinon.spy();
    setNavImpl({ openPopup });
    const el = await shareButtons('url="https://example.org/p"');
    const cancel = (e: Event) => e.preventDefault();
    el.addEventListener('cc-share', cancel);
    linkNamed(el, 'Share on Twitter').click();
    el.removeEventListener('cc-share', cancel);
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, ctrlKey: true });
    // Record whether our handler prevented it, then stop the real navigation (a new tab).
    let preventedByUs: boolean | undefined;
    el.shadowRoot!.addEventListener('click', (e) => {
      preventedByUs = e.defaultPrevented;
      e.preventDefault();
    }, { once: true });
    linkNamed(el, 'Share on Twitter').dispatchEvent(ctrlClick);
    expect(preventedByUs, 'ctrl+click left to the browser').to.equal(false);
    expect(openPopup.callCount).to.equal(0);
  });

  it('is accessible', async () => {
    const el = await shareButtons('url="https://example.org/p" title="A page"');
    await expect(el).to.be.accessible();
    expect(el.shadowRoot!.querySelector('ul')!.getAttribute('aria-label')).to.equal('Share');
  });
});
