import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { allowNavigationOrigin, nav, onNavigate, resetNavImpl, safeNavigationTarget, setNavImpl } from '../../src/core/nav';

describe('nav', () => {
  const startUrl = location.pathname + location.search;
  afterEach(() => {
    resetNavImpl();
    sinon.restore();
    history.replaceState(null, '', startUrl);
  });

  it('reports the current path with its query', () => {
    history.replaceState(null, '', '/START1?tab=problems#x');
    expect(nav.path()).to.equal('/START1?tab=problems');
  });

  it('push adds a history entry and tells listeners', () => {
    const seen: string[] = [];
    const stop = onNavigate((p) => seen.push(p));
    const events: Event[] = [];
    const record = (e: Event) => events.push(e);
    window.addEventListener('cc-navigate', record);
    const before = history.length;
    nav.push('/START1/problems-old/ABC?x=1');
    window.removeEventListener('cc-navigate', record);
    stop();
    expect(location.pathname).to.equal('/START1/problems-old/ABC');
    expect(history.length).to.equal(before + 1);
    expect(seen).to.deep.equal(['/START1/problems-old/ABC?x=1']);
    expect((events[0] as CustomEvent).detail).to.deep.equal({ path: '/START1/problems-old/ABC?x=1' });
  });

  it('lets tests replace some methods and restores the browser ones', () => {
    const reload = sinon.spy();
    const assign = sinon.spy();
    setNavImpl({ reload });
    setNavImpl({ assign, path: () => '/fake' });
    nav.reload();
    nav.assign('/login?destination=%2F');
    expect(reload.callCount).to.equal(1);
    expect(assign.firstCall.args).to.deep.equal(['/login?destination=%2F']);
    expect(nav.path()).to.equal('/fake');
    resetNavImpl();
    expect(nav.path()).to.equal(location.pathname + location.search);
  });

  it('opens tabs with noopener', () => {
    const open = sinon.stub(window, 'open').returns(null);
    allowNavigationOrigin('https://ide.example');
    expect(nav.openTab('https://ide.example/')).to.equal(true);
    expect(open.firstCall.args).to.deep.equal(['https://ide.example/', '_blank', 'noopener']);
  });

  describe('the safe-URL rule', () => {
    const hostile = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/login',
      '/\\evil.example/login',
      '\\\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'http://evil.example',
      'https:evil.example',
      `${location.protocol}//user:pw@${location.host}/x`,
      'ftp://evil.example/',
      'http://[broken',
    ];

    it('refuses scripts, other schemes, credentials and other origins', () => {
      for (const url of hostile) expect(safeNavigationTarget(url), url).to.equal(null);
    });

    it('turns same-origin URLs into paths, keeping query and hash', () => {
      expect(safeNavigationTarget('/login?destination=%2FSTART1')).to.equal('/login?destination=%2FSTART1');
      expect(safeNavigationTarget(`${location.origin}/START1?x=1#p`)).to.equal('/START1?x=1#p');
      expect(safeNavigationTarget('practice', `${location.origin}/contests/`)).to.equal('/contests/practice');
    });

    it('never hands a refused target to the browser, and says so once', () => {
      const assign = sinon.spy();
      const openTab = sinon.spy();
      const openPopup = sinon.spy();
      const push = sinon.spy();
      setNavImpl({ assign, openTab, openPopup, push, replace: assign });
      const warn = sinon.stub(console, 'warn');
      for (const url of hostile) {
        expect(nav.assign(url)).to.equal(false);
        expect(nav.replace(url)).to.equal(false);
        expect(nav.openTab(url)).to.equal(false);
        expect(nav.openPopup(url, 'x', 500, 250)).to.equal(false);
        expect(nav.push(url)).to.equal(false);
      }
      expect(assign.callCount + openTab.callCount + openPopup.callCount + push.callCount).to.equal(0);
      expect(warn.getCalls().map((c) => String(c.args[0])).join('\n')).to.include('refused to navigate to "https://evil.example/"');
    });

    it('allows an origin the page names in <meta name="cc-allowed-origins">', () => {
      const meta = document.createElement('meta');
      meta.name = 'cc-allowed-origins';
      meta.content = 'https://partner.example  https://docs.example/ignored-path not-an-origin';
      sinon.stub(console, 'warn');
      document.head.append(meta);
      try {
        expect(safeNavigationTarget('https://partner.example/a?b=1')).to.equal('https://partner.example/a?b=1');
        expect(safeNavigationTarget('https://docs.example/x')).to.equal('https://docs.example/x');
        expect(safeNavigationTarget('https://partner.example.evil.example/')).to.equal(null);
        expect(safeNavigationTarget('http://partner.example/')).to.equal(null);
      } finally {
        meta.remove();
      }
      expect(safeNavigationTarget('https://partner.example/a')).to.equal(null);
    });
  });
});
