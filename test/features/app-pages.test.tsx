// cc-app with the contest and problem elements defined: the routes render the same tags a
// partner page would use, a link in the contest's shadow root opens the problem without a page
// load, and the document title and description follow custom_contest_page_title / _meta_desc.
import { expect } from '@open-wc/testing';
import '../../elements/cc-app';
import '../../elements/cc-contest-page';
import '../../elements/cc-problem';
import { until } from '../support/until';
import { appMain, clickAndCheckTaken, guardPage, mountApp, type PageGuard } from './app-helpers';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null;
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

describe('cc-app contest and problem routes', () => {
  let page: PageGuard;
  beforeEach(() => {
    page = guardPage();
  });
  afterEach(() => page.restore());

  it('renders cc-contest-page, then cc-problem from a link inside the contest, and back', async () => {
    history.replaceState(null, '', '/START101');
    const app = await mountApp();
    const contest = () => appMain(app).querySelector('cc-contest-page');
    // The problem links are in the contest's problem table, a cc-data-table with its own shadow root.
    const problemLinks = () => [...(contest()?.shadowRoot?.querySelector('cc-data-table')?.shadowRoot?.querySelectorAll<HTMLAnchorElement>('[part="problem-link"]') ?? [])];
    await until(() => problemLinks().length > 0, 'the contest page');
    expect(contest()!.getAttribute('code')).to.equal('START101');
    // The seed sets a custom page title and description for START101.
    await until(() => document.title === 'Starters 101 — live now', 'the custom title');
    expect(description()).to.equal('Weekly rated contest for every division. Join now!');

    const link = problemLinks().find((a) => a.textContent === 'Powers Modulo a Prime')!;
    expect(clickAndCheckTaken(link)).to.equal(true);
    await until(() => appMain(app).querySelector('cc-problem') !== null, 'the problem page');
    const problem = appMain(app).querySelector('cc-problem')!;
    expect([problem.getAttribute('contest'), problem.getAttribute('code')]).to.deep.equal(['START101', 'MODPOW']);
    expect(location.pathname).to.equal('/START101/problems-old/MODPOW');
    await until(() => document.title === 'Powers Modulo a Prime', 'the problem title');
    expect(robots()).to.equal(null);

    history.back();
    await until(() => contest() !== null, 'the contest again');
    await expect(app).to.be.accessible();
  });

  it('marks the practice problem page noindex', async () => {
    history.replaceState(null, '', '/problems-old/EVENSUM');
    const app = await mountApp();
    await until(() => appMain(app).querySelector('cc-problem')?.shadowRoot?.querySelector('h1') != null, 'the problem');
    expect(appMain(app).querySelector('cc-problem')!.getAttribute('contest')).to.equal('PRACTICE');
    expect(robots()).to.match(/noindex/);
  });
});
