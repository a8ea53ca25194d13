// cc-app as a router: what each route shows, link clicks taken over (light DOM, shadow roots,
// server markup) or left alone, back/forward, title/description/noindex, focus and scroll.
import { expect } from '@open-wc/testing';
import '../../elements/cc-app';
import '../../elements/cc-roadmap';
import { nav } from '../../src/core/nav';
import { sanitize } from '../../src/core/sanitize';
import { PROBLEM_CODE_ERROR } from '../../src/domain/codes';
import { provideElementLoaders } from '../../src/features/app/lazy-elements';
import { NOT_FOUND_TEXT } from '../../src/features/app/logic';
import { LOAD_FAILED_TEXT } from '../../src/features/app/LoadFailed';
import { until } from '../support/until';
import {
  appMain, clickAndCheckTaken, guardPage, mountApp, pageLink, shownRoadmap, type PageGuard,
} from './app-helpers';

const robotsTag = () => document.head.querySelector('meta[name="robots"]');
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null;
const mainText = (app: Element) => appMain(app).textContent?.replace(/\s+/g, ' ').trim() ?? '';
const roadmapTitle = (app: Element) => shownRoadmap(app)?.shadowRoot?.querySelector('h1')?.textContent ?? '';

describe('cc-app routing', () => {
  let page: PageGuard;
  const added: Element[] = [];
  beforeEach(() => {
    page = guardPage();
  });
  afterEach(() => {
    added.splice(0).forEach((node) => node.remove());
    page.restore();
  });

  it('shows the home page with links to every roadmap and the course, from the server', async () => {
    const app = await mountApp();
    await until(() => appMain(app).querySelectorAll('.card a').length === 18, 'the 18 roadmap and course links');
    const links = [...appMain(app).querySelectorAll<HTMLAnchorElement>('.card a')].map((a) => a.getAttribute('href'));
    expect(links).to.include('/roadmap/python-dsa');
    expect(links).to.include('/learn/course/ux');
    expect(appMain(app).querySelector('h1')!.textContent).to.equal('Learn, practice and compete');
    // The pages' rules come with their lazy chunk (views.styles.ts) and apply once it is here.
    expect(getComputedStyle(appMain(app).querySelector('.cards')!).display).to.equal('grid');
    expect(getComputedStyle(appMain(app).querySelector('.card')!).borderTopStyle).to.equal('solid');
    await expect(app).to.be.accessible();
  });

  it('renders cc-roadmap for /roadmap/{slug} and for the ux course (kind course)', async () => {
    history.replaceState(null, '', '/roadmap/sql');
    const app = await mountApp();
    await until(() => roadmapTitle(app) === 'SQL', 'the SQL roadmap');
    expect(shownRoadmap(app)!.getAttribute('slug')).to.equal('sql');
    nav.push('/learn/course/ux');
    await until(() => roadmapTitle(app) === 'UX Design', 'the UX course');
    expect(shownRoadmap(app)!.getAttribute('kind')).to.equal('course');
    expect(appMain(app).dataset.route).to.equal('course');
  });

  it('says honestly that a contest or problem page could not be loaded, with Reload and a link home', async () => {
    // The page elements' modules fail to load (a network error, an old deployment's chunk).
    const restore = provideElementLoaders({
      'cc-contest-page': () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'cc-problem': () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    try {
      history.replaceState(null, '', '/START1');
      const app = await mountApp();
      await until(() => mainText(app).includes(LOAD_FAILED_TEXT), 'the contest message');
      expect(appMain(app).querySelector('button')!.textContent).to.equal('Reload');
      expect(appMain(app).querySelector('a')!.getAttribute('href')).to.equal('/');
      expect(appMain(app).querySelector('a')!.textContent).to.equal('Go to the home page');
      nav.push('/START1/problems-old/ABC');
      await until(() => mainText(app).includes('Problem ABC'), 'the problem message');
      expect(mainText(app)).to.contain(LOAD_FAILED_TEXT);
      await expect(app).to.be.accessible();
    } finally {
      restore();
    }
  });

  it('rejects a problem code that is not all upper case, and shows not-found for unknown paths', async () => {
    history.replaceState(null, '', '/START1/problems-old/abc');
    const app = await mountApp();
    await until(() => mainText(app).includes(PROBLEM_CODE_ERROR), 'the problem-code error');
    expect(appMain(app).querySelector('[role="alert"]')!.textContent).to.equal(PROBLEM_CODE_ERROR);
    nav.push('/no/such/page');
    await until(() => mainText(app).includes(NOT_FOUND_TEXT), 'not found');
    const home = [...appMain(app).querySelectorAll('a')].find((a) => a.textContent === 'Go to the home page');
    expect(home?.getAttribute('href')).to.equal('/');
    expect(document.title).to.equal('Page not found');
  });

  it('takes over clicks on app links in the page and inside shadow roots, without a page load', async () => {
    const app = await mountApp();
    const light = pageLink('/roadmap/html');
    added.push(light);
    expect(clickAndCheckTaken(light)).to.equal(true);
    expect(location.pathname).to.equal('/roadmap/html');
    await until(() => roadmapTitle(app) === 'Web Development with HTML', 'the html roadmap');
    expect(page.assign.callCount).to.equal(0);

    // Server markup, sanitised, inside another element's shadow root.
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).innerHTML = sanitize('<p>Read <a href="/roadmap/sql">the SQL roadmap</a></p>', 'richText');
    document.body.append(host);
    added.push(host);
    expect(clickAndCheckTaken(host.shadowRoot!.querySelector('a')!)).to.equal(true);
    await until(() => roadmapTitle(app) === 'SQL', 'the SQL roadmap');

    // A link inside the app's own shadow root (the not-found page's home link).
    nav.push('/no/such/page');
    await until(() => mainText(app).includes(NOT_FOUND_TEXT), 'not found');
    expect(clickAndCheckTaken(appMain(app).querySelector('a[href="/"]')!)).to.equal(true);
    await until(() => appMain(app).dataset.route === 'home', 'home');
    expect(location.pathname).to.equal('/');
  });

  it('leaves modified clicks, new windows, downloads, external and non-app links to the browser', async () => {
    await mountApp();
    const start = location.pathname + location.search;
    const app = pageLink('/roadmap/html');
    const cases: [HTMLAnchorElement, MouseEventInit][] = [
      [app, { ctrlKey: true }], [app, { metaKey: true }], [app, { shiftKey: true }], [app, { altKey: true }],
      [app, { button: 1 }],
      [pageLink('/roadmap/html', { target: '_blank' }), {}],
      [pageLink('/roadmap/html', { download: '' }), {}],
      [pageLink('/roadmap/html', { rel: 'external' }), {}],
      [pageLink('https://example.com/roadmap/html'), {}],
      [pageLink('/problems/PYIO'), {}],
      [pageLink('/teams/START101/members'), {}],
      [pageLink('/users/a-b?tab=x'), {}],
      [pageLink('/demo/gallery.html'), {}],
    ];
    added.push(...cases.map(([link]) => link));
    for (const [link, init] of cases) {
      expect(clickAndCheckTaken(link, init), `${link.outerHTML} ${JSON.stringify(init)}`).to.equal(false);
    }
    expect(location.pathname + location.search).to.equal(start);
  });

  it('follows back and forward (history.back, popstate)', async () => {
    const app = await mountApp();
    nav.push('/roadmap/sql');
    await until(() => roadmapTitle(app) === 'SQL', 'sql');
    nav.push('/roadmap/html');
    await until(() => roadmapTitle(app) === 'Web Development with HTML', 'html');
    history.back();
    await until(() => roadmapTitle(app) === 'SQL', 'back to sql');
    expect(location.pathname).to.equal('/roadmap/sql');
    history.forward();
    await until(() => roadmapTitle(app) === 'Web Development with HTML', 'forward to html');
    history.back();
    await until(() => location.pathname === '/roadmap/sql', 'back again');
    history.back();
    await until(() => appMain(app).dataset.route === 'home', 'back home');
  });

  it('sets title, description and noindex per page, and puts them back', async () => {
    const htmlTitle = document.title;
    const app = await mountApp();
    await until(() => appMain(app).dataset.route === 'home', 'home');
    const htmlDescription = description();
    nav.push('/roadmap/python-dsa');
    await until(() => document.title === 'Python with DSA', 'the roadmap title');
    expect(description()).to.match(/^Learn Python from the first program/);
    expect(robotsTag()).to.equal(null);
    nav.push('/problems-old/FLOW001');
    await until(() => document.title === 'Problem FLOW001', 'problem title');
    expect(robotsTag()?.getAttribute('content')).to.equal('noindex');
    expect(description()).to.equal(htmlDescription);
    nav.push('/START1/problems-old/FLOW001');
    await until(() => robotsTag() === null, 'noindex removed off the practice page');
    history.go(-3);
    await until(() => appMain(app).dataset.route === 'home', 'home again');
    expect(document.title).to.equal(htmlTitle);
    expect(robotsTag()).to.equal(null);
  });

  it('moves focus to the main area and announces the new page', async () => {
    const app = await mountApp();
    const announcer = app.shadowRoot!.querySelector('[part="announcer"]')!;
    expect(announcer.getAttribute('aria-live')).to.equal('polite');
    expect(announcer.textContent, 'nothing at load').to.equal('');
    nav.push('/roadmap/sql');
    await until(() => announcer.textContent === 'SQL', 'the announcement');
    expect(app.shadowRoot!.activeElement).to.equal(appMain(app));
  });

  it('scrolls to the top on navigation and back to where the user was on back', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '6000px';
    document.body.append(spacer);
    added.push(spacer);
    const app = await mountApp();
    const link = pageLink('/roadmap/sql');
    document.body.prepend(link);
    added.push(link);
    window.scrollTo(0, 1234);
    expect(window.scrollY).to.equal(1234);
    expect(clickAndCheckTaken(link)).to.equal(true);
    await until(() => roadmapTitle(app) === 'SQL' && window.scrollY === 0, 'top of the new page');
    expect((history.state as { ccScroll?: unknown }).ccScroll, 'a new entry has no position').to.equal(undefined);
    window.scrollTo(0, 300);
    history.back();
    await until(() => appMain(app).dataset.route === 'home', 'back home');
    await until(() => window.scrollY === 1234, 'restored position');
    expect((history.state as { ccScroll?: unknown }).ccScroll).to.deep.equal({ x: 0, y: 1234 });
    history.forward();
    await until(() => window.scrollY === 300, 'forward restores too');
  });
});
