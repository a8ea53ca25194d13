// The XSS corpus through the renderers of untrusted markup other than comments (which have
// comments-xss.test.tsx): contest announcements and rules, a problem statement (Markdown and
// math), a server form. Each renderer gets the whole corpus in one answer (one mount per
// renderer, not per vector), with a canary and a scan of every shadow root. Run once plainly
// (xss-renderers.test.tsx) and once with Trusted Types enforced (xss-renderers-tt.test.tsx).
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-contest-page';
import '../../elements/cc-server-form';
import { cacheDelete } from '../../src/api/cache';
import { setMathLoader } from '../../src/core/math';
import { jsonResponse, stubPath } from '../core/helpers';
import { allElements } from '../support/all-elements';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { XSS_VECTORS } from '../support/xss-vectors';
import { clearSettings, embedSettings, guardPage, type PageGuard } from './app-helpers';
import { forgetProblems, mountProblem, problemAnswer } from './problem-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q } from '../support/shadow';

declare global {
  interface Window {
    __xss?: (value: unknown) => void;
  }
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster', 'srcset'];
const SCRIPTING = 'script, iframe, frame, object, embed, base, meta, link, template, noscript';

/** What a renderer's mount gives back is scanned from: its shadow root, or a plain wrapper of several. */
const rootOf = (el: Element): ParentNode => el.shadowRoot ?? el;

/** What survived that must not, in every shadow root under `el`. */
export function findings(el: Element): string[] {
  const out: string[] = [];
  for (const element of allElements(rootOf(el))) {
    if (element.matches(SCRIPTING)) out.push(`<${element.tagName.toLowerCase()}>`);
    for (const { name, value } of [...element.attributes]) {
      if (/^on/i.test(name)) out.push(`${element.tagName} ${name}`);
      if (URL_ATTRIBUTES.includes(name.toLowerCase()) && /^\s*(javascript|vbscript|data:text)/i.test(value)) out.push(`${element.tagName} ${name}=${value.slice(0, 40)}`);
    }
  }
  return out;
}

export const corpusMarkup = () => XSS_VECTORS.map((v) => `<p>${v.source}</p>`).join('\n');
const corpusMarkdown = () => XSS_VECTORS.map((v) => v.source).join('\n\n');

export { stubPath };

export const frames = async (n: number) => { for (let i = 0; i < n; i++) await new Promise(requestAnimationFrame); };

export interface RendererCase {
  name: string;
  mount: () => Promise<HTMLElement>;
  /** How many of the corpus's vectors it gets, when not all of them. */
  vectors?: number;
  /** For renderers of plain text: what must be shown literally (a failure message, or null). */
  check?: (el: HTMLElement) => string | null;
  /** What the renderer leaves behind that the next test must not see. */
  cleanup?: () => void | Promise<void>;
}

export const RENDERERS: RendererCase[] = [
  {
    name: 'contest announcements and rules',
    async mount() {
      resetPage();
      await cacheDelete('contest:START101');
      stubPath(/^\/api\/contests\/START101$/, () => jsonResponse({
        status: 'success', code: 'START101', name: 'X', time: { start: 1, end: 4_000_000_000, current: 2 },
        problems: [], announcements: corpusMarkup(), rules: corpusMarkup(),
      }));
      const el = await fixture<HTMLElement>(html`<cc-contest-page code="START101"></cc-contest-page>`);
      await until(() => q(el, '[part="rules"]') !== null && q(el, '[part="announcements"]') !== null, 'rules and announcements');
      return el;
    },
  },
  {
    name: 'problem statement (Markdown and math)',
    async mount() {
      await forgetProblems([['START101', 'LAMPS']]);
      stubPath(/\/api\/contests\/[^/]+\/problems\//, () => jsonResponse(problemAnswer({
        problemComponents: { statement: corpusMarkdown(), inputFormat: corpusMarkup(), outputFormat: '', constraints: '', subtasks: '', sampleTestCases: [] },
      })));
      const el = await mountProblem('LAMPS', 'START101');
      // The statement itself, not an error frame in its place.
      await until(() => q(el, '[part="problem"]') !== null, 'the problem with its statement');
      return el;
    },
  },
  {
    name: 'server form',
    async mount() {
      stubPath(/^\/api\/forms\/xss$/, () => jsonResponse({ status: 'success', formId: 'xss', form: `<form>${corpusMarkup()}<button type="submit">Send</button></form>` }));
      const wrapper = await fixture<HTMLElement>(html`<div><cc-server-form src="/api/forms/xss"></cc-server-form></div>`);
      const el = wrapper.querySelector<HTMLElement>('cc-server-form')!;
      await until(() => q(el, 'form') !== null, 'the form');
      return el;
    },
  },
];

/** Registers the suite; `label` names the run (plain, Trusted Types enforced). */
export function describeRenderers(
  label: string,
  violations: () => string[] = () => [],
  { settings = true, renderers = RENDERERS, title = 'every renderer' }: { settings?: boolean; renderers?: RendererCase[]; title?: string } = {},
): void {
  describe(`XSS corpus through ${title} (${label})`, () => {
    let page: PageGuard;
    let hits: string[] = [];
    before(() => { window.__xss = (value) => hits.push(String(value)); });
    after(() => { delete window.__xss; });
    beforeEach(async () => {
      hits = [];
      page = guardPage();
      await serverSignOut();
      // The settings block is a script element the test writes; under Trusted Types a script's
      // text needs a TrustedScript, so that run lets the elements ask the server instead.
      if (settings) embedSettings({ username: '' });
      setMathLoader(() => Promise.reject(new Error('math is not under test here')));
    });
    let current: RendererCase | undefined;
    afterEach(async () => {
      fixtureCleanup();
      await current?.cleanup?.();
      current = undefined;
      page.restore();
      clearSettings();
      sinon.restore();
      setMathLoader(null);
      resetPage();
      await cacheDelete('contest:START101');
      await forgetProblems([['START101', 'LAMPS']]);
    });

    for (const renderer of renderers) {
      it(`${renderer.name}: ${renderer.vectors ?? XSS_VECTORS.length} vectors, nothing runs, nothing dangerous survives`, async function () {
        this.timeout(60_000);
        current = renderer;
        const el = await renderer.mount();
        await until(() => allElements(rootOf(el)).every((node) => !(node instanceof HTMLImageElement) || node.complete), 'images settled');
        await frames(10);
        expect(hits, 'the canary').to.deep.equal([]);
        expect(findings(el)).to.deep.equal([]);
        expect(renderer.check?.(el) ?? null, 'shown literally').to.equal(null);
        expect(violations(), 'CSP violations (Trusted Types, inline handlers and styles)').to.deep.equal([]);
        expect(document.querySelectorAll('body > :not(script):not(div):not(#test-page-painted)').length).to.equal(0);
      });
    }
  });
}
