// The fault suite over the app's page kinds (contests, rankings, profile, learn, forms; contest,
// problem and practice are in faults-loads): network loss shows the error with Reload and the
// page loads once the network is back; storage that throws does not keep a page from loading.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { embedSettings, guardPage, type PageGuard } from './app-helpers';
import { watchUncaught, type UncaughtLog } from './faults-targets';
import { FaultedLoad, PAGES, reloadButton, restorePages } from './faults-pages-targets';

describe('faults: every page kind', () => {
  let page: PageGuard;
  let uncaught: UncaughtLog;
  beforeEach(async () => {
    await serverSignOut();
    page = guardPage();
    embedSettings({ username: '' });
    uncaught = watchUncaught();
  });
  afterEach(async () => {
    await restorePages(page, uncaught);
  });

  for (const kind of PAGES) {
    describe(kind.name, () => {
      it('network loss: the error with Reload, then it loads when the network is back', async () => {
        await kind.forget();
        const load = new FaultedLoad(kind);
        load.mode = 'offline';
        const root = await kind.mount();
        await until(() => reloadButton(root, kind) !== undefined, 'the error with Reload');
        expect(kind.shown(root)).to.equal(false);
        load.mode = 'real';
        window.dispatchEvent(new Event('online'));
        await until(() => kind.shown(root), 'the page loaded once online');
        expect(uncaught.errors).to.deep.equal([]);
      });

      it('storage that throws: the page still loads', async () => {
        await kind.forget();
        sinon.stub(Storage.prototype, 'getItem').throws(new DOMException('denied', 'SecurityError'));
        sinon.stub(Storage.prototype, 'setItem').throws(new DOMException('quota', 'QuotaExceededError'));
        const root = await kind.mount();
        await until(() => kind.shown(root), 'the page');
        expect(reloadButton(root, kind)).to.equal(undefined);
        expect(uncaught.errors).to.deep.equal([]);
      });
    });
  }
});
