// The app's account pages against the reference server: a user's public profile (the todo list
// only for the owner), teams, certificates, /learn, /pro (the sale's discount), the not-found
// page inside the site for an unknown address or user, and the profile form on /users/{u}/edit
// saving to the database. axe on each page.
import { expect } from '@open-wc/testing';
import '../../elements/cc-app';
import '../../elements/cc-server-form';
import '../../elements/cc-autocomplete';
import { pageAnimationsDone, until } from '../support/until';
import { appHeading, appMain, appMainText, clearSettings, guardPage, openAppAt, signInForPosts, signOut, type PageGuard } from './app-helpers';
import { resetPage } from '../../src/core/page-reset';

describe('cc-app account pages', () => {
  let page: PageGuard;
  beforeEach(async () => {
    resetPage();
    page = guardPage();
    await signOut();
    clearSettings();
  });
  afterEach(async () => {
    page.restore();
    await signOut();
    clearSettings();
  });

  it('a visitor sees alice\'s public profile (country, rating, solved problems) without her todo list', async () => {
    const app = await openAppAt('/users/alice');
    await until(() => /Solved problems \(\d+\)/.test(appMainText(app)), 'the profile');
    expect(appMainText(app)).to.contain('India');
    expect(appMainText(app)).to.contain('1523');
    expect(appMainText(app)).to.not.contain('Your todo list');
    expect(appMainText(app), 'the join date is the owner\'s only').to.not.contain('Joined');
    const links = [...appMain(app).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).to.include('/users/alice/teams');
    expect(links).to.not.include('/users/alice/edit');
    await expect(app).to.be.accessible();
  });

  it('the owner also sees the todo list and the link to the settings', async () => {
    await signInForPosts('alice');
    const app = await openAppAt('/users/alice');
    await until(() => appMainText(app).includes('Your todo list'), 'the todo list');
    expect(appMainText(app)).to.contain('Joined');
    const links = [...appMain(app).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).to.include('/users/alice/edit');
  });

  it('an unknown user, and an unknown address, get the not-found page inside the site', async () => {
    const app = await openAppAt('/users/nobody_here_42');
    await until(() => appHeading(app) === 'Page not found', 'the not-found page');
    expect([...appMain(app).querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.include('/');
    expect(app.shadowRoot!.querySelector('cc-header'), 'the site header').to.not.equal(null);
    const other = await openAppAt('/no/such/page');
    await until(() => appHeading(other) === 'Page not found', 'the not-found page for an address');
  });

  it('teams: the contest team with its members; certificates: an honest empty list', async () => {
    const app = await openAppAt('/users/teamlead/teams');
    await until(() => appMainText(app).includes('Null Pointers'), 'the contest team');
    expect(appMainText(app)).to.contain('premium, teamlead');
    expect(app.shadowRoot!.querySelector('main cc-server-form')?.outerHTML, 'no new-team form for a visitor').to.equal(undefined);
    await until(pageAnimationsDone, 'the fades to end');
    await expect(app).to.be.accessible();
    const certificates = await openAppAt('/users/alice/certificates');
    await until(() => appMainText(certificates).includes('No certificates yet.'), 'the certificates');
  });

  it('/learn lists the roadmaps and courses by category; /pro the plans with the sale\'s discount', async () => {
    const app = await openAppAt('/learn');
    await until(() => appMain(app).querySelectorAll('.card a').length > 3, 'the roadmaps and courses');
    const links = [...appMain(app).querySelectorAll('.card a')].map((a) => a.getAttribute('href'));
    expect(links).to.include('/learn/course/ux');
    expect(links.join(' ')).to.match(/(^| )\/roadmap\//);
    await expect(app).to.be.accessible();
    const pro = await openAppAt('/pro');
    await until(() => appMainText(pro).includes('Pro monthly'), 'the plans');
    expect(appMainText(pro)).to.contain('20% off');
    await expect(pro).to.be.accessible();
  });

  it('the profile form on the settings page saves the name, country, state and organisation', async () => {
    await signInForPosts('ravi');
    const app = await openAppAt('/users/ravi/edit');
    const forms = () => [...appMain(app).querySelectorAll('cc-server-form')];
    await until(() => forms().length === 2 && forms().every((f) => f.shadowRoot?.querySelector('form') != null), 'both forms');
    const profile = forms()[0];
    const q = <T extends Element>(selector: string) => profile.shadowRoot!.querySelector<T>(selector)!;
    const name = q<HTMLInputElement>('#profile-full-name');
    name.value = 'Ravi Kumar';
    name.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    expect(q<HTMLSelectElement>('#profile-country').value, 'the stored country is chosen').to.equal('IN');
    const state = q<HTMLSelectElement>('#profile-state');
    await until(() => [...state.options].some((o) => o.textContent === 'Kerala'), 'the states of India');
    state.value = [...state.options].find((o) => o.textContent === 'Kerala')!.value;
    await expect(app).to.be.accessible();
    q<HTMLButtonElement>('button[type="submit"]').click();
    await until(() => profile.shadowRoot!.querySelector('[part="success"]')?.textContent?.includes('Your profile has been saved.') === true, 'saved');
    const saved = await (await fetch('/api/users/ravi')).json() as { user: { full_name: string; state: string } };
    expect([saved.user.full_name, saved.user.state]).to.deep.equal(['Ravi Kumar', 'Kerala']);
  });
});
