// A user's pages make their one dates formatter while the page's answer is on its way, in a task
// of its own, not inside the render that shows the profile (Chromium's ICU set-up for dates is
// tens of ms), and every date shown uses it (one was made per date). Its own file: the formatter
// is made once per page, and another test's profile would make it.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-app';
import { holdFetch } from '../core/helpers';
import { until } from '../support/until';
import { appMain, mountApp, signedOutAppTests } from './app-helpers';

const isProfileDates = (options: unknown) => {
  const o = (options ?? {}) as Intl.DateTimeFormatOptions;
  return o.dateStyle === 'medium' && o.timeStyle === undefined;
};

describe('cc-app /users/{name} dates', () => {
  signedOutAppTests();

  it('makes the dates formatter before the profile is in, and only that one', async () => {
    history.replaceState(null, '', '/users/alice');
    const { release } = holdFetch('/api/users/alice');
    const made = sinon.spy(Intl, 'DateTimeFormat');
    const profileFormatters = () => made.getCalls().filter((call) => isProfileDates(call.args[1])).length;
    try {
      const app = await mountApp();
      await until(() => profileFormatters() > 0, 'the dates formatter');
      expect(appMain(app).querySelector('.profile'), 'the profile is not in yet').to.equal(null);
      release();
      // alice has solved several problems, each shown with its date.
      await until(() => (appMain(app).querySelector('.profile')?.querySelectorAll('li .muted').length ?? 0) > 1, 'the profile with its dates');
      expect(profileFormatters(), 'one formatter for every date').to.equal(1);
    } finally {
      release();
    }
  });
});
