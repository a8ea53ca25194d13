// The page as loaded shows one of the app's own pages (the home page here): the app waits for
// their chunk before it draws anything, so shell and page come in one paint, never the shell with
// a loading box that then gives way (CLS). In this file nothing has loaded that chunk before.
import { expect } from '@open-wc/testing';
import '../../elements/cc-app';
import { routeViews } from '../../src/features/app/RouteView';
import { until } from '../support/until';
import { appMain, clearSettings, embedSettings, guardPage, mountApp, type PageGuard } from './app-helpers';

describe('cc-app: the first view', () => {
  let page: PageGuard;
  beforeEach(() => {
    page = guardPage();
    embedSettings({ username: '' });
  });
  afterEach(() => {
    page.restore();
    clearSettings();
  });

  it('draws the shell and the home page together, without a loading box first', async () => {
    expect(routeViews.ready, "the app's pages are not loaded yet").to.equal(null);
    history.replaceState(null, '', '/');
    const seen: string[] = [];
    const watch = new MutationObserver(() => {
      const root = document.querySelector('cc-app')?.shadowRoot;
      if (!root) return;
      if (root.querySelector('.view-loading')) seen.push('loading box');
      if (root.querySelector('cc-header') && !root.querySelector('.home')) seen.push('shell without the page');
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const observeRoot = () => {
      const root = document.querySelector('cc-app')?.shadowRoot;
      if (root) watch.observe(root, { childList: true, subtree: true });
      else requestAnimationFrame(observeRoot);
    };
    observeRoot();
    const app = await mountApp();
    await until(() => appMain(app)?.querySelector('.home h1') !== null, 'the home page');
    watch.disconnect();
    expect(seen).to.deep.equal([]);
  });
});
