import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-offline-banner';
import { resetNavImpl, setNavImpl } from '../../src/core/nav';
import { backoffFor, requestReload, dropPendingReload } from '../../src/core/reload-guard';
import { RELOAD_NOTICE_TEXT } from '../../src/features/offline-banner/ReloadNotice';
import { fakeTimers } from '../core/helpers';
import { shadowText, until } from '../support/until';
import { newVisit } from '../support/visit';

const notice = (el: Element) => el.shadowRoot!.querySelector('[part="reload-notice"]');
const retry = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="reload-retry"]');

describe('reload guard and its notice in cc-offline-banner', () => {
  let clock: sinon.SinonFakeTimers;
  let reload: sinon.SinonSpy;

  beforeEach(() => {
    newVisit();
    clock = fakeTimers();
    reload = sinon.spy();
    setNavImpl({ reload });
  });
  afterEach(() => {
    newVisit();
    resetNavImpl();
    sinon.restore();
  });

  it('backs off 2 s, 4 s, 8 s … up to a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(backoffFor)).to.deep.equal([0, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });

  it('reloads at once the first time, then waits, remembering across reloads in session storage', async () => {
    requestReload('rate limited');
    expect(reload.callCount).to.equal(1);
    dropPendingReload();
    requestReload('rate limited');
    requestReload('rate limited'); // a second request while one waits changes nothing
    await clock.tickAsync(1999);
    expect(reload.callCount).to.equal(1);
    await clock.tickAsync(1);
    expect(reload.callCount).to.equal(2);
  });

  it('starts counting again once the page stayed up two minutes', async () => {
    requestReload('x');
    dropPendingReload();
    await clock.tickAsync(120_001);
    requestReload('x');
    expect(reload.callCount).to.equal(2);
  });

  it('a tampered record or storage that throws never blocks the reload', async () => {
    sessionStorage.setItem('cc-elements.reloads', '{"attempts":"999","last":"soon"}');
    requestReload('x');
    expect(reload.callCount).to.equal(1);
    dropPendingReload();
    sinon.stub(Storage.prototype, 'getItem').throws(new Error('denied'));
    sinon.stub(Storage.prototype, 'setItem').throws(new Error('denied'));
    requestReload('x');
    expect(reload.callCount).to.equal(2);
  });

  it('shows why the page waits, counts down, and Retry reloads at once; axe clean', async () => {
    const el = await fixture<HTMLElement>(html`<cc-offline-banner></cc-offline-banner>`);
    requestReload('x'); // at once
    dropPendingReload();
    requestReload('x'); // after 2 s
    await clock.tickAsync(2000);
    expect(reload.callCount).to.equal(2);
    dropPendingReload();
    // Half a second without a notice: its clock stood still meanwhile. The countdown as first
    // drawn, not only once settled: it once showed the time left from its last tick (5 s here)
    // until its next render.
    await clock.tickAsync(500);
    const drawn: string[] = [];
    const observer = new MutationObserver(() => {
      if (notice(el)) drawn.push(shadowText(notice(el)!));
    });
    observer.observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
    requestReload('x'); // the third in a row waits 4 s
    await until(() => notice(el) !== null, 'the notice');
    await clock.tickAsync(0);
    observer.disconnect();
    expect(drawn.length).to.be.greaterThan(0);
    expect(drawn.every((text) => text.includes('Reloading in 4 s.')), drawn.join(' | ')).to.equal(true);
    expect(shadowText(el)).to.contain(RELOAD_NOTICE_TEXT);
    expect(shadowText(el)).to.contain('Reloading in 4 s.');
    await clock.tickAsync(1000);
    await until(() => shadowText(el).includes('Reloading in 3 s.'), 'the countdown');
    expect(el.shadowRoot!.querySelector('[role="alert"]')?.textContent).to.equal(RELOAD_NOTICE_TEXT);
    clock.restore(); // axe schedules its own timers
    await expect(el).to.be.accessible();
    const before = reload.callCount;
    retry(el)!.click();
    expect(reload.callCount).to.equal(before + 1);
    await until(() => notice(el) === null, 'the notice to go');
  });
});
