// /contests/ makes its date cells' formatter while its lists are on their way, in a task of its
// own, not inside the first render of rows (Chromium's ICU set-up for dates is tens of ms).
// Its own file: the formatter is made once per page, and another test's table would make it.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-app';
import '../../elements/cc-data-table';
import { holdFetch } from '../core/helpers';
import { until } from '../support/until';
import { appMain, mountApp, signedOutAppTests } from './app-helpers';

const LISTS = ['/api/runningUpcomingContests/data', '/api/pastContests/data'];
const isDateCells = (options: unknown) => {
  const o = (options ?? {}) as Intl.DateTimeFormatOptions;
  return o.dateStyle === 'medium' && o.timeStyle === 'short';
};

describe('cc-app /contests/ date cells', () => {
  signedOutAppTests();

  it('makes the dates formatter before any list is in', async () => {
    history.replaceState(null, '', '/contests/');
    const { release } = holdFetch(...LISTS);
    const made = sinon.spy(Intl, 'DateTimeFormat');
    try {
      const app = await mountApp();
      await until(() => made.getCalls().some((call) => isDateCells(call.args[1])), 'the dates formatter');
      // Nothing has rendered a date yet: no list is in.
      expect(appMain(app).querySelectorAll('cc-data-table').length).to.be.greaterThan(0);
      for (const table of appMain(app).querySelectorAll('cc-data-table')) {
        expect(table.shadowRoot?.querySelectorAll('time').length ?? 0).to.equal(0);
      }
      release();
      await until(() => [...appMain(app).querySelectorAll('cc-data-table')].some((t) => (t.shadowRoot?.querySelectorAll('time').length ?? 0) > 0), 'a table of dates');
    } finally {
      release();
    }
  });
});
