import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { nav, onNavigate, resetNavImpl, setNavImpl } from '../../src/core/nav';

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
    nav.openTab('https://ide.example/');
    expect(open.firstCall.args).to.deep.equal(['https://ide.example/', '_blank', 'noopener']);
  });
});
