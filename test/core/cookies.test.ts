import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { getCookie, removeCookie, setCookie } from '../../src/core/cookies';

describe('cookies', () => {
  afterEach(() => {
    sinon.restore();
    removeCookie('cc_test');
  });

  it('round-trips values that need encoding', () => {
    setCookie('cc_test', 'a b;c=d,é');
    expect(getCookie('cc_test')).to.equal('a b;c=d,é');
    expect(document.cookie).not.to.contain('a b;c');
    removeCookie('cc_test');
    expect(getCookie('cc_test')).to.equal(undefined);
  });

  it('writes fractional-day expiry, path / by default', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    sinon.stub(document, 'cookie').set((value: string) => written.push(value)).get(() => descriptor.get!.call(document));
    const now = Date.now();
    setCookie('cc_test', 'v', { days: 6e-4, secure: true });
    const expires = /expires=([^;]+)/.exec(written[0]!)![1]!;
    const lifetimeS = (Date.parse(expires) - now) / 1000;
    expect(lifetimeS).to.be.within(50, 53);
    expect(written[0]).to.contain('path=/');
    expect(written[0]).to.contain('secure');
  });

  it('expires after its lifetime', () => {
    // A lifetime already over: the browser drops the cookie at once.
    setCookie('cc_test', 'v', { days: -1 });
    expect(getCookie('cc_test')).to.equal(undefined);
  });
});
