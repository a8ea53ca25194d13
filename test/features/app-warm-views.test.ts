// The app's entry asks for the chunk of its own pages as it is read, when the page as loaded
// shows one (warmRouteViews), so the view is normally here for the app's first render instead
// of a frame or more of its loading box; routes of page elements never download it.
import { expect } from '@open-wc/testing';
import { matchRoute } from '../../src/domain/routes';
import { routeViews, warmRouteViews } from '../../src/features/app/RouteView';
import { until } from '../support/until';

describe('warmRouteViews', () => {
  it("loads the app's pages for a route that shows one, and not for a page element's route", async () => {
    for (const path of ['/START1', '/START1/problems-old/ABC', '/roadmap/python-dsa', '/login']) warmRouteViews(matchRoute(path));
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(routeViews.ready, 'no chunk for page elements or forms').to.equal(null);
    warmRouteViews(matchRoute('/'));
    await until(() => routeViews.ready !== null, "the app's pages loaded");
    expect(typeof routeViews.ready?.HomeView).to.equal('function');
  });
});
