// <cc-alerts> loads its stack (dialog, focus trap; with the sanitiser) when the first alert
// arrives. On a page that has the sanitiser already (contest and problem pages), the stack's own
// small chunk loads as soon as the page's first host starts, beside the recent-alerts call: the
// first alert then shows without one more round trip. This file loads the sanitiser only in its
// second test, so the first sees a page without it.
import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/cc-alerts';
import { markupTools } from '../../src/core/markup-loader';
import { until } from '../support/until';
import { embedSettings, newestAlertId, resetAlertsPage } from './alerts-helpers';

const requested = (part: string) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(part));

/** Mounts <cc-alerts> with every alert on the server acknowledged, and waits for its recent call. */
async function mountWithNothingToShow(): Promise<void> {
  localStorage.setItem('alerts-all', String(await newestAlertId()));
  await fixture<HTMLElement>(html`<cc-alerts></cc-alerts>`);
  await until(() => requested('/api/alerts/recent'), 'the recent-alerts call');
  for (let i = 0; i < 20; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

describe('cc-alerts: when the stack loads', () => {
  beforeEach(async () => {
    resetAlertsPage();
    await embedSettings();
  });

  it('on a page without the sanitiser, not before there is an alert to show', async () => {
    expect(markupTools.ready).to.equal(null);
    await mountWithNothingToShow();
    expect(requested('/AlertStack')).to.equal(false);
    expect(requested('/markup-tools')).to.equal(false);
  });

  it('on a page that has the sanitiser, beside the recent-alerts call', async () => {
    await markupTools.load();
    await mountWithNothingToShow();
    await until(() => requested('/AlertStack'), 'the stack requested with no alert to show');
  });
});
