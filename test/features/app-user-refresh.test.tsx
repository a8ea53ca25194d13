// A user's page asks for the profile again once the session is known (the owner's answer has
// more in it). The profile already on screen stays there until the new answer replaces it: it
// used to go back to "Loading the profile…" and then to the profile again, moving the page twice.
// And the page's box stays where it is when the loading line gives way to the profile (its first
// child's margin used to move it: a layout shift in every load of /users/alice).
import { expect } from '@open-wc/testing';
import '../../elements/cc-app';
import { holdFetch } from '../core/helpers';
import { until } from '../support/until';
import { appMain, mountApp, signedOutAppTests } from './app-helpers';

describe('cc-app /users/{name} once the session is known', () => {
  signedOutAppTests();

  it('keeps the profile on screen while it is asked for again', async () => {
    history.replaceState(null, '', '/users/alice');
    const { release, stub } = holdFetch('/api/user/me');
    const profileCalls = () => stub.getCalls().filter((call) => String(call.args[0]).includes('/api/users/alice'));
    try {
      const app = await mountApp();
      const main = appMain(app);
      await until(() => main.querySelector('.profile') !== null, 'the profile, while the session loads');
      expect(profileCalls().length).to.equal(1);
      const loadingShown: string[] = [];
      const observer = new MutationObserver(() => {
        const status = main.querySelector('[role="status"]')?.textContent ?? '';
        if (status.includes('Loading the profile') || main.querySelector('.profile') === null) loadingShown.push(status || 'no profile');
      });
      observer.observe(main, { childList: true, subtree: true, characterData: true });
      release();
      await until(() => profileCalls().length === 2, 'the profile asked for again');
      // Its answer in, then two frames for the page to show it.
      await profileCalls()[1].returnValue;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      observer.disconnect();
      expect(loadingShown).to.deep.equal([]);
      expect(main.querySelector('.profile')).to.not.equal(null);
    } finally {
      release();
    }
  });

  it("the page's box does not move when the profile replaces the loading line", async () => {
    history.replaceState(null, '', '/users/alice');
    const { release } = holdFetch('/api/users/alice');
    try {
      const app = await mountApp();
      const main = appMain(app);
      await until(() => (main.querySelector('[role="status"]')?.textContent ?? '').includes('Loading the profile'), 'the loading line');
      const box = main.querySelector('.page')!;
      const before = box.getBoundingClientRect().top;
      release();
      await until(() => main.querySelector('.profile') !== null, 'the profile');
      expect(main.querySelector('.page')).to.equal(box);
      expect(box.getBoundingClientRect().top).to.equal(before);
    } finally {
      release();
    }
  });
});
