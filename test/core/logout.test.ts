import { expect } from '@open-wc/testing';
import { getCookie, removeCookie, setCookie } from '../../src/core/cookies';
import { applyLogoutMarker } from '../../src/core/logout';
import { storage } from '../../src/core/storage';

describe('logout marker', () => {
  beforeEach(() => {
    localStorage.clear();
    storage.set('cc:cache:user-me', 'x');
  });
  afterEach(() => {
    removeCookie('logout_marker');
    removeCookie('ide');
    localStorage.clear();
  });

  it('clears storage and removes the marker when it says done', () => {
    setCookie('logout_marker', 'done');
    expect(applyLogoutMarker()).to.equal(true);
    expect(storage.keys()).to.deep.equal([]);
    expect(getCookie('logout_marker')).to.equal(undefined);
    expect(applyLogoutMarker(), 'only once').to.equal(false);
  });

  it('leaves everything alone on the IDE page', () => {
    setCookie('logout_marker', 'done');
    setCookie('ide', 'ide');
    expect(applyLogoutMarker()).to.equal(false);
    expect(storage.get('cc:cache:user-me')).to.equal('x');
    expect(getCookie('logout_marker')).to.equal('done');
  });

  it('does nothing without the marker or with another value', () => {
    expect(applyLogoutMarker()).to.equal(false);
    setCookie('logout_marker', 'pending');
    expect(applyLogoutMarker()).to.equal(false);
    expect(storage.get('cc:cache:user-me')).to.equal('x');
  });
});
