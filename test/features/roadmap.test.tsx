// cc-roadmap against the reference server: a visitor's and alice's view (solved marks and
// progress), modules as disclosures, unknown and malformed slugs, load errors with Reload.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-roadmap';
import { MISSING_SLUG_TEXT } from '../../src/features/roadmap/logic';
import { holdFetch, jsonResponse } from '../core/helpers';
import { shadowText, until } from '../support/until';
import { clearSettings, embedSettings, signIn, signOut } from './app-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q, qa } from '../support/shadow';

const toggles = (el: Element) => qa(el, 'button.module-toggle');
const panelOf = (el: Element, toggle: HTMLElement) => el.shadowRoot!.getElementById(toggle.getAttribute('aria-controls')!)!;
const rowOf = (el: Element, code: string) => qa(el, '.problem').find((row) => row.textContent!.includes(code))!;

/**
 * A new page for a visitor whose answer for the roadmap `slug` waits until the returned
 * function is called (a page an earlier test loaded would otherwise show it at once, with no
 * loading notice).
 */
function holdRoadmapAnswer(slug: string): () => void {
  resetPage();
  embedSettings({ username: '' });
  return holdFetch(`/api/roadmaps/${slug}`).release;
}

async function mount(template: ReturnType<typeof html>, ready = (el: HTMLElement) => q(el, '.title') !== null) {
  const el = await fixture<HTMLElement>(template);
  await until(() => ready(el), 'the roadmap');
  return el;
}

describe('cc-roadmap', () => {
  afterEach(() => {
    clearSettings();
    sinon.restore();
  });

  it('shows a visitor the roadmap: title, description, learners, modules and problem links, no marks', async () => {
    embedSettings({ username: '' });
    const meta: CustomEvent[] = [];
    document.addEventListener('cc-page-meta', (e) => meta.push(e as CustomEvent), { once: true });
    const el = await mount(html`<cc-roadmap slug="python-dsa"></cc-roadmap>`);
    expect(q(el, 'h1')!.textContent).to.equal('Python with DSA');
    expect(shadowText(el)).to.contain('Learn Python from the first program');
    expect(q(el, '.learners')!.textContent).to.equal('120,000 learners');
    expect(toggles(el).map((t) => t.querySelector('.module-title')!.textContent)).to.deep.equal([
      '1. Python basics', '2. Arrays', '3. Strings', '4. Hashing', '5. Sorting', '6. Recursion and backtracking',
    ]);
    expect(toggles(el)[0].querySelector('.module-count')!.textContent).to.equal('5 problems');
    const link = q(el, '.problem-link') as HTMLAnchorElement;
    expect(link.textContent).to.equal('Read two numbers, print their sum');
    expect(link.getAttribute('href')).to.equal('/problems/PYIO');
    expect(rowOf(el, 'PYIO').textContent).to.contain('Difficulty 500');
    expect(shadowText(el)).to.not.contain('Solved');
    expect(q(el, '[part="progress"]')).to.equal(null);
    await until(() => meta.length > 0, 'cc-page-meta');
    expect(meta[0].detail.title).to.equal('Python with DSA');
    expect(meta[0]?.detail.description).to.match(/^Learn Python/);
    await expect(el).to.be.accessible();
  });

  it('opens and closes modules from the keyboard (disclosure buttons), and all at once', async () => {
    embedSettings({ username: '' });
    const el = await mount(html`<cc-roadmap slug="python-dsa"></cc-roadmap>`);
    const [first, second] = toggles(el);
    expect(first.getAttribute('aria-expanded')).to.equal('true');
    expect(panelOf(el, first).hidden).to.equal(false);
    expect(second.getAttribute('aria-expanded')).to.equal('false');
    expect(panelOf(el, second).hidden).to.equal(true);
    expect(panelOf(el, second).getBoundingClientRect().height).to.equal(0);
    second.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => second.getAttribute('aria-expanded') === 'true', 'opened with Enter');
    expect(panelOf(el, second).textContent).to.contain('Sum of an array');
    await sendKeys({ press: 'Space' });
    await until(() => second.getAttribute('aria-expanded') === 'false', 'closed with Space');
    const all = q(el, '[part="toggle-all"]')!;
    expect(all.textContent).to.equal('Expand all modules');
    all.click();
    await until(() => toggles(el).every((t) => t.getAttribute('aria-expanded') === 'true'), 'all open');
    expect(all.textContent).to.equal('Collapse all modules');
    all.click();
    await until(() => toggles(el).every((t) => t.getAttribute('aria-expanded') === 'false'), 'all closed');
  });

  it('shows a roadmap again as the user left it (open modules are kept per slug)', async () => {
    embedSettings({ username: '' });
    const first = await mount(html`<cc-roadmap slug="java-dsa"></cc-roadmap>`);
    toggles(first)[0].click();
    toggles(first)[2].click();
    await until(() => toggles(first)[2].getAttribute('aria-expanded') === 'true', 'third open');
    first.remove();
    const again = await mount(html`<cc-roadmap slug="java-dsa"></cc-roadmap>`);
    expect(toggles(again).map((t) => t.getAttribute('aria-expanded'))).to.deep.equal(['false', 'false', 'true', 'false', 'false', 'false']);
  });

  describe('signed in as alice', () => {
    before(() => signIn('alice'));
    after(() => signOut());

    it('marks the problems she solved and shows progress per module and overall', async () => {
      embedSettings({ username: 'alice' });
      const el = await mount(html`<cc-roadmap slug="python-dsa"></cc-roadmap>`, (e) => q(e, '[part="progress"]') !== null);
      expect(q(el, '[part="progress"] p')!.textContent).to.equal('You have solved 8 of 25 problems.');
      expect(toggles(el).map((t) => t.querySelector('.module-count')!.textContent)).to.deep.equal([
        '3 of 5 solved', '2 of 4 solved', '1 of 4 solved', '1 of 4 solved', '1 of 4 solved', '0 of 4 solved',
      ]);
      expect(rowOf(el, 'PYIO').querySelector('[part="solved"]')!.textContent).to.equal('✓ Solved');
      expect(rowOf(el, 'PYFUNC').querySelector('[part="solved"]')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('shows a finished module as complete and opens the first unfinished one', async () => {
      embedSettings({ username: 'alice' });
      const el = await mount(html`<cc-roadmap slug="html"></cc-roadmap>`, (e) => q(e, '[part="progress"]') !== null);
      expect(toggles(el)[0].querySelector('.module-count')!.textContent).to.equal('1 of 3 solved');
      expect(toggles(el)[0].getAttribute('aria-expanded')).to.equal('true');
      expect(q(el, '.module[data-complete]')).to.equal(null);
    });
  });

  it('says it could not find an unknown slug, with a link home; a malformed slug is not even asked', async () => {
    embedSettings({ username: '' });
    const unknown = await mount(html`<cc-roadmap slug="no-such-roadmap"></cc-roadmap>`, (e) => q(e, '[part="not-found"]') !== null);
    expect(q(unknown, 'h1')!.textContent).to.equal('Roadmap not found');
    expect(q(unknown, 'p')!.textContent).to.equal('We could not find that roadmap.');
    expect(q(unknown, 'a')!.textContent).to.equal('Go to the home page');
    expect(q(unknown, 'a')!.getAttribute('href')).to.equal('/');
    await expect(unknown).to.be.accessible();

    const fetchSpy = sinon.spy(window, 'fetch');
    const malformed = await mount(html`<cc-roadmap slug="Python DSA!"></cc-roadmap>`, (e) => q(e, '[part="not-found"]') !== null);
    expect(shadowText(malformed)).to.contain('We could not find that roadmap.');
    expect(fetchSpy.getCalls().filter((c) => String(c.args[0]).includes('/api/roadmaps/'))).to.have.length(0);
  });

  it('reports a missing slug clearly', async () => {
    const warn = sinon.stub(console, 'warn');
    const el = await mount(html`<cc-roadmap></cc-roadmap>`, (e) => q(e, '[part="error"]') !== null);
    expect(shadowText(el)).to.equal(MISSING_SLUG_TEXT);
    expect(warn.getCalls().map((c) => String(c.args[0])).join('\n')).to.include('slug attribute is missing');
  });

  it('shows the course with kind="course", and only there; a bad kind is reported', async () => {
    embedSettings({ username: '' });
    const course = await mount(html`<cc-roadmap slug="ux" kind="course"></cc-roadmap>`);
    expect(q(course, 'h1')!.textContent).to.equal('UX Design');
    expect(q(course, '.eyebrow')!.textContent).to.equal('Course');
    const asRoadmap = await mount(html`<cc-roadmap slug="ux"></cc-roadmap>`, (e) => q(e, '[part="not-found"]') !== null);
    expect(shadowText(asRoadmap)).to.contain('We could not find that roadmap.');
    const asCourse = await mount(html`<cc-roadmap slug="sql" kind="course"></cc-roadmap>`, (e) => q(e, '[part="not-found"]') !== null);
    expect(shadowText(asCourse)).to.contain('We could not find that course.');
    const warn = sinon.stub(console, 'warn');
    await mount(html`<cc-roadmap slug="sql" kind="video"></cc-roadmap>`);
    expect(warn.getCalls().map((c) => String(c.args[0])).join('\n')).to.include('"kind" expects "roadmap" or "course"');
  });

  it('takes its heading level from heading-level (modules one below), ignoring bad values', async () => {
    embedSettings({ username: '' });
    const el = await mount(html`<cc-roadmap slug="sql" heading-level="2"></cc-roadmap>`);
    expect(q(el, '.title')!.localName).to.equal('h2');
    expect(q(el, '.module-heading')!.localName).to.equal('h3');
    sinon.stub(console, 'warn');
    const bad = await mount(html`<cc-roadmap slug="sql" heading-level="9"></cc-roadmap>`);
    expect(q(bad, '.title')!.localName).to.equal('h1');
  });

  it('shows a load error inline with a Reload button that loads again', async () => {
    embedSettings({ username: '' });
    const realFetch = window.fetch.bind(window);
    let failures = 1;
    sinon.stub(window, 'fetch').callsFake(async (input, init) => {
      if (String(input).startsWith('/api/roadmaps/go-dsa') && failures-- > 0) {
        return jsonResponse({ status: 'error', message: 'Database is busy' }, 500);
      }
      return realFetch(input, init);
    });
    const el = await mount(html`<cc-roadmap slug="go-dsa"></cc-roadmap>`, (e) => q(e, '[part="error"]') !== null);
    expect(q(el, '[part="error"]')!.getAttribute('role')).to.equal('alert');
    expect(q(el, '[part="error"] p')!.textContent).to.equal('We could not load this roadmap. Database is busy');
    await expect(el).to.be.accessible();
    (q(el, '[part="reload"]') as HTMLButtonElement).click();
    await until(() => q(el, 'h1')?.textContent === 'Go with DSA', 'the roadmap after Reload');
  });

  it('keeps its looks on a page with hostile CSS', async () => {
    embedSettings({ username: '' });
    const hostile = new CSSStyleSheet();
    hostile.replaceSync('* { color: rgb(255, 0, 0) !important; font-size: 40px !important; letter-spacing: 9px !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, hostile];
    try {
      const el = await mount(html`<cc-roadmap slug="sql"></cc-roadmap>`);
      const style = getComputedStyle(q(el, '.description')!);
      expect(style.color).to.not.equal('rgb(255, 0, 0)');
      expect(style.fontSize).to.not.equal('40px');
      expect(style.letterSpacing).to.equal('normal');
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== hostile);
    }
  });

  it('says it is loading while the answer is on its way', async () => {
    const release = holdRoadmapAnswer('rust-dsa');
    const el = await mount(html`<cc-roadmap slug="rust-dsa"></cc-roadmap>`, (e) => q(e, '[part="loading"]') !== null);
    expect(q(el, '[part="loading"]')!.getAttribute('role')).to.equal('status');
    expect(shadowText(el)).to.equal('Loading the roadmap…');
    release();
    await until(() => q(el, 'h1')?.textContent === 'Rust with DSA', 'the roadmap');
  });

  it('starts its loading notice and its loaded page at the same place (nothing moves when the answer comes)', async () => {
    const release = holdRoadmapAnswer('rust-dsa');
    // In normal flow after a line of text, as on a page: a margin would collapse through the host.
    const box = await fixture<HTMLElement>(html`<div><p style="margin: 0">Above</p><cc-roadmap slug="rust-dsa"></cc-roadmap></div>`);
    const el = box.querySelector('cc-roadmap')!;
    await until(() => q(el, '[part="loading"]') !== null, 'the loading notice');
    const offset = (node: Element) => node.getBoundingClientRect().top - box.getBoundingClientRect().top;
    const loadingTop = offset(q(el, '[part="loading"]')!);
    expect(offset(el)).to.equal(loadingTop);
    release();
    await until(() => q(el, 'h1') !== null, 'the roadmap');
    expect(offset(el)).to.equal(loadingTop);
    expect(offset(q(el, 'article')!)).to.equal(loadingTop);
  });
});
