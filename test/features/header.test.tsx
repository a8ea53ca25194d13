import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import { loadCourseDropdown } from '../../src/api/courses';
import { cacheEntryKey } from '../../src/api/cache';
import { NAVIGATE_EVENT, setNavImpl } from '../../src/core/nav';
import { store } from '../../src/core/store';
import { reloadCoursesAtom } from '../../src/state/courses';
import { COURSES_FAILURE_TEXT } from '../../src/features/header/logic';
import { jsonResponse } from '../core/helpers';
import { shadowText, until } from '../support/until';
import { $, $$, activeIn, calledPaths, cleanUp, isShown, mountHeader, resetSession, routeFetch } from './header-helpers';

const trigger = (el: Element) => $<HTMLButtonElement>(el, '.courses-trigger')!;
const panel = (el: Element) => $(el, '#course-panel')!;
const tabs = (el: Element) => $$<HTMLButtonElement>(el, '[role="tab"]');
const selectedTab = (el: Element) => $(el, '[role="tab"][aria-selected="true"]');
const courseLinks = (el: Element) => $$<HTMLAnchorElement>(el, '#course-list a').map((a) => a.getAttribute('href'));

async function openCourses(el: HTMLElement): Promise<void> {
  trigger(el).click();
  await until(() => isShown(panel(el)) && tabs(el).length === 3, 'the course dropdown with its categories');
}

async function hover(node: Element): Promise<void> {
  const box = node.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

describe('cc-header (desktop, visitor)', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    resetSession();
  });
  afterEach(async () => {
    await resetMouse();
    await cleanUp();
  });

  it('shows the home link, the sections, and Login / Sign up carrying the current path', async () => {
    setNavImpl({ path: () => '/contests/START209?tab=rules' });
    const el = await mountHeader();
    await expect(el).to.be.accessible();
    expect($(el, '.brand')!.getAttribute('href')).to.equal('/');
    expect($(el, '.brand')!.textContent).to.equal('Home');
    const sections = $$<HTMLAnchorElement>(el, '.main-nav a.nav-link');
    expect(sections.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Practice', '/practice'], ['Contests', '/contests/'], ['Learn', '/learn'],
    ]);
    expect(sections[1].getAttribute('aria-current')).to.equal('page');
    const visitor = $$<HTMLAnchorElement>(el, '.visitor-links a');
    expect(visitor.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Login', '/login?destination=%2Fcontests%2FSTART209%3Ftab%3Drules'],
      ['Sign up', '/signup?destination=%2Fcontests%2FSTART209%3Ftab%3Drules'],
    ]);
    expect(visitor.map(isShown), 'each visitor link shown').to.deep.equal(visitor.map(() => true));
    expect($(el, '.todo-button')).to.equal(null);
    expect($(el, '.user-button')).to.equal(null);
  });

  it('keeps the destination current across client-side navigation and back/forward', async () => {
    let path = '/practice';
    setNavImpl({ path: () => path });
    const el = await mountHeader();
    const login = () => $(el, '.visitor-links a')!.getAttribute('href');
    expect(login()).to.equal('/login?destination=%2Fpractice');
    path = '/START209/problems-old/P1209';
    window.dispatchEvent(new CustomEvent(NAVIGATE_EVENT, { detail: { path } }));
    await until(() => login() === '/login?destination=%2FSTART209%2Fproblems-old%2FP1209', 'the new destination');
    path = '/learn';
    window.dispatchEvent(new PopStateEvent('popstate'));
    await until(() => login() === '/login?destination=%2Flearn', 'the destination after back');
    expect($$(el, '.visitor-links a')[1].getAttribute('href')).to.equal('/signup?destination=%2Flearn');
  });

  it('opens the course dropdown on click: three categories, courses with learner labels', async () => {
    const el = await mountHeader();
    expect(trigger(el).getAttribute('aria-expanded')).to.equal('false');
    expect(isShown(panel(el))).to.equal(false);
    await openCourses(el);
    expect(trigger(el).getAttribute('aria-expanded')).to.equal('true');
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal(['Programming & DSA', 'Development', 'Other']);
    expect(tabs(el).map((t) => t.dataset.key)).to.deep.equal(['programming-dsa', 'development', 'other']);
    expect(selectedTab(el)!.textContent).to.equal('Programming & DSA');
    expect(courseLinks(el)).to.include.members(['/roadmap/python-dsa', '/roadmap/become-5-star', '/roadmap/php-dsa']);
    const first = $(el, '#course-list a')!;
    expect(first.querySelector('.course-name')!.textContent).to.equal('Python with DSA');
    expect(first.querySelector('.learners')!.textContent).to.equal('1.2L learners');
    await expect(el).to.be.accessible();
    trigger(el).click();
    await until(() => !isShown(panel(el)), 'the dropdown to close on a second click');
  });

  it('shows the courses of the category under the mouse', async () => {
    const el = await mountHeader();
    await openCourses(el);
    await hover(tabs(el)[1]);
    await until(() => selectedTab(el)?.textContent === 'Development', 'Development on hover');
    expect(courseLinks(el)).to.deep.equal([
      '/roadmap/python-development', '/roadmap/java-development', '/roadmap/html', '/roadmap/sql',
      '/roadmap/cpp-development', '/learn/course/ux',
    ]);
    await hover(tabs(el)[2]);
    await until(() => selectedTab(el)?.textContent === 'Other', 'Other on hover');
    expect(courseLinks(el)).to.deep.equal(['/roadmap/data-analysis-using-python', '/practice']);
    expect($(el, '[role="tabpanel"]')!.getAttribute('aria-labelledby')).to.equal(tabs(el)[2].id);
  });

  it('is keyboard operable: arrows, Enter into the courses, Escape back to the button', async () => {
    const el = await mountHeader();
    trigger(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => activeIn(el) === tabs(el)[0], 'focus on the first category');
    expect(isShown(panel(el))).to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    await until(() => activeIn(el) === tabs(el)[1] && selectedTab(el) === tabs(el)[1], 'Development chosen');
    expect(tabs(el).map((t) => t.tabIndex)).to.deep.equal([-1, 0, -1]);
    await sendKeys({ press: 'End' });
    await until(() => selectedTab(el)?.textContent === 'Other', 'End chooses the last');
    await sendKeys({ press: 'ArrowDown' });
    await until(() => selectedTab(el)?.textContent === 'Programming & DSA', 'arrows wrap');
    await sendKeys({ press: 'Enter' });
    await until(() => (activeIn(el) as HTMLAnchorElement | null)?.getAttribute('href') === '/roadmap/python-dsa', 'focus in the courses');
    await sendKeys({ press: 'ArrowDown' });
    await until(() => (activeIn(el) as HTMLAnchorElement | null)?.getAttribute('href') === '/roadmap/cpp-dsa', 'next course');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => activeIn(el) === tabs(el)[0], 'back to the category');
    await sendKeys({ press: 'Escape' });
    await until(() => !isShown(panel(el)) && activeIn(el) === trigger(el), 'closed, focus on the button');
    expect(trigger(el).getAttribute('aria-expanded')).to.equal('false');
    await sendKeys({ press: 'Enter' });
    await until(() => isShown(panel(el)), 'Enter on the button opens it');
  });

  it('closes on a click outside, not on a click inside', async () => {
    const el = await mountHeader();
    await openCourses(el);
    tabs(el)[1].dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    tabs(el)[1].click();
    await until(() => selectedTab(el) === tabs(el)[1], 'a click chooses a category');
    expect(isShown(panel(el))).to.equal(true);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await until(() => !isShown(panel(el)), 'closed by the outside click');
  });

  it('client-side navigation closes the open dropdown', async () => {
    let path = '/practice';
    setNavImpl({ path: () => path });
    const el = await mountHeader();
    await openCourses(el);
    path = '/roadmap/python-dsa';
    window.dispatchEvent(new CustomEvent(NAVIGATE_EVENT, { detail: { path } }));
    await until(() => !isShown(panel(el)), 'closed after navigating');
  });

  it('caches the course list for an hour in the encrypted cache', async () => {
    store.set(reloadCoursesAtom); // storage was cleared: load (and store) them again
    const el = await mountHeader();
    await openCourses(el);
    await until(() => localStorage.getItem(cacheEntryKey('courses-dropdown')) !== null, 'the cache entry');
    expect(localStorage.getItem(cacheEntryKey('courses-dropdown'))).to.not.contain('python-dsa');
    const spy = sinon.spy(window, 'fetch');
    const categories = await loadCourseDropdown();
    expect(categories.map((c) => c.key)).to.deep.equal(['programming-dsa', 'development', 'other']);
    expect(calledPaths(spy, '/api/courses/dropdown')).to.have.length(0);
    // Still fresh just before the hour is up; asked again after it.
    const clock = sinon.useFakeTimers({ now: Date.now() + 3590_000, toFake: ['Date'] });
    await loadCourseDropdown();
    expect(calledPaths(spy, '/api/courses/dropdown')).to.have.length(0);
    clock.tick(20_000);
    await loadCourseDropdown();
    expect(calledPaths(spy, '/api/courses/dropdown')).to.have.length(1);
  });

  it('says when the courses cannot be loaded, and Retry loads them', async () => {
    let fail = true;
    routeFetch((url) => (fail && url.pathname === '/api/courses/dropdown' ? jsonResponse({ status: 'error', message: 'gone' }, 404) : undefined));
    store.set(reloadCoursesAtom);
    const el = await mountHeader();
    trigger(el).click();
    await until(() => shadowText(panel(el)).includes(COURSES_FAILURE_TEXT), 'the failure text');
    await expect(el).to.be.accessible();
    fail = false;
    $<HTMLButtonElement>(el, '#course-panel .link-button')!.click();
    await until(() => tabs(el).length === 3, 'the categories after Retry');
  });

  it('takes its brand from the attribute; a blank one means the default', async () => {
    const named = await mountHeader('brand="Practice Hub"');
    expect($(named, '.brand')!.textContent).to.equal('Practice Hub');
    const blank = await mountHeader('brand="   "');
    expect($(blank, '.brand')!.textContent).to.equal('Home');
  });

  it("keeps its look on a page whose CSS is hostile", async () => {
    const hostile = new CSSStyleSheet();
    hostile.replaceSync('* { font-size: 40px !important; text-transform: uppercase !important; } a { display: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, hostile];
    try {
      const el = await mountHeader();
      const link = $(el, '.main-nav a.nav-link')!;
      expect(isShown(link)).to.equal(true);
      expect(getComputedStyle(link).fontSize).to.equal('15px');
      expect(getComputedStyle(link).textTransform).to.equal('none');
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== hostile);
    }
  });
});
