// cc-autocomplete against the real reference server: keyboard-only use, the ARIA combobox,
// the pointer, form association and validity in a real <form>, and axe in each state.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import {
  activeDescendantText,
  errorText,
  highlightedText,
  inputOf,
  listOf,
  liveText,
  mountAutocomplete,
  shownOptions,
} from './autocomplete-helpers';
import { expectSameNode } from '../support/shadow';

const SUGGESTION_REQUIRED = 'You must select a value from the suggestions provided.';
const LOCAL = `<cc-autocomplete variant="contest-local" label="Problem"></cc-autocomplete>`;
const PROBLEMS = ['MODPOW', 'EVENSUM', 'ARRSUM', 'PREFSUM', 'MAXDIFF'];

async function focusAndType(el: HTMLElement, text: string) {
  inputOf(el).focus();
  await until(() => el.shadowRoot!.activeElement === inputOf(el), 'focus in the input');
  await sendKeys({ type: text });
}

async function hover(node: Element) {
  const box = node.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

describe('cc-autocomplete', () => {
  beforeEach(() => serverSignOut());
  afterEach(() => resetMouse());

  it('is an ARIA 1.2 combobox: role, aria-expanded, aria-controls, aria-autocomplete; axe clean closed', async () => {
    const el = await mountAutocomplete(LOCAL);
    const input = inputOf(el);
    expect(input.getAttribute('role')).to.equal('combobox');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.getAttribute('aria-autocomplete')).to.equal('list');
    expect(el.shadowRoot!.getElementById(input.getAttribute('aria-controls')!)?.getAttribute('role')).to.equal('listbox');
    expect(input.getAttribute('aria-label')).to.equal('Problem');
    await expect(el).to.be.accessible();
  });

  it('keyboard only: type, ArrowDown/ArrowUp wrap, Home/End, Enter commits, Escape closes', async () => {
    const el = await mountAutocomplete(LOCAL);
    (el as unknown as { items: string[] }).items = PROBLEMS;
    const commits: CustomEvent[] = [];
    el.addEventListener('cc-commit', (e) => commits.push(e as CustomEvent));
    await focusAndType(el, 'sum');
    await until(() => shownOptions(el).length === 3, 'three matches');
    expect(shownOptions(el)).to.deep.equal(['EVENSUM', 'ARRSUM', 'PREFSUM']);
    expect(inputOf(el).getAttribute('aria-expanded')).to.equal('true');
    expect(highlightedText(el)).to.equal(null);
    await until(() => liveText(el) === '3 suggestions', 'the announcement');
    await sendKeys({ press: 'ArrowDown' });
    await until(() => activeDescendantText(el) === 'EVENSUM', 'first highlighted');
    await sendKeys({ press: 'ArrowUp' });
    await until(() => activeDescendantText(el) === 'PREFSUM', 'wrapped to the last');
    await sendKeys({ press: 'Home' });
    await until(() => activeDescendantText(el) === 'EVENSUM', 'Home');
    await sendKeys({ press: 'End' });
    await until(() => activeDescendantText(el) === 'PREFSUM', 'End');
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await until(() => inputOf(el).getAttribute('aria-expanded') === 'false', 'closed');
    expect(inputOf(el).value).to.equal('sum');
    expect(inputOf(el).hasAttribute('aria-activedescendant')).to.equal(false);
    await sendKeys({ press: 'ArrowDown' });
    await until(() => activeDescendantText(el) === 'EVENSUM', 'reopened by ArrowDown');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => inputOf(el).value === 'ARRSUM', 'committed');
    expect(inputOf(el).getAttribute('aria-expanded')).to.equal('false');
    expect(commits.map((e) => e.detail.value)).to.deep.equal(['ARRSUM']);
  });

  it('Tab commits the highlighted item and moves on; focus-out fires when the list was visible', async () => {
    const el = await mountAutocomplete(`${LOCAL}<button type="button">next</button>`);
    (el as unknown as { items: string[] }).items = PROBLEMS;
    const focusOuts: CustomEvent[] = [];
    el.addEventListener('cc-focus-out', (e) => focusOuts.push(e as CustomEvent));
    await focusAndType(el, 'mod');
    await until(() => shownOptions(el).length === 1, 'one match');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Tab' });
    await until(() => inputOf(el).value === 'MODPOW', 'committed by Tab');
    expect(document.activeElement?.textContent).to.equal('next');
    expect(focusOuts).to.have.length(0); // the commit closed the list first

    inputOf(el).focus();
    await sendKeys({ press: 'Backspace' });
    await until(() => shownOptions(el).length === 1, 'the list again');
    inputOf(el).blur();
    await until(() => focusOuts.length === 1, 'the focus-out action');
    expect(focusOuts[0].detail.text).to.equal('MODPO');
    inputOf(el).focus();
    inputOf(el).blur();
    expect(focusOuts, 'not again while the list is hidden').to.have.length(1);
  });

  it('pointer: hover highlights, leaving the list clears the highlight, a click commits', async () => {
    const el = await mountAutocomplete(LOCAL);
    (el as unknown as { items: string[] }).items = PROBLEMS;
    await focusAndType(el, 'sum');
    await until(() => shownOptions(el).length === 3, 'matches');
    const options = listOf(el).querySelectorAll('[role="option"]');
    await hover(options[1]);
    await until(() => highlightedText(el) === 'ARRSUM', 'hover highlight');
    await sendMouse({ type: 'move', position: [1, 1] });
    await until(() => highlightedText(el) === null, 'left the list');
    await hover(options[2]);
    const box = options[2].getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + 5), Math.round(box.y + box.height / 2)] });
    await until(() => inputOf(el).value === 'PREFSUM', 'click commits');
    expectSameNode(el.shadowRoot!.activeElement, inputOf(el), 'focus stays in the input');
  });

  it('the list is at least as wide as the input', async () => {
    const el = await mountAutocomplete(`<cc-autocomplete variant="contest-local" label="Problem" size="40"></cc-autocomplete>`);
    (el as unknown as { items: string[] }).items = ['A1', 'A2'];
    await focusAndType(el, 'a');
    await until(() => shownOptions(el).length === 2, 'matches');
    expect(listOf(el).getBoundingClientRect().width).to.be.at.least(inputOf(el).getBoundingClientRect().width - 0.5);
  });

  it('contest-local: 1 character, at most 10 matches from the local items', async () => {
    const el = await mountAutocomplete(LOCAL);
    (el as unknown as { items: string[] }).items = Array.from({ length: 25 }, (_, i) => `P${i}`);
    await focusAndType(el, 'p');
    await until(() => shownOptions(el).length > 0, 'matches');
    expect(shownOptions(el)).to.have.length(10);
  });

  it('an empty answer carries the "none" style, announces 0 suggestions, stays axe clean', async () => {
    const el = await mountAutocomplete(LOCAL);
    (el as unknown as { items: string[] }).items = PROBLEMS;
    await focusAndType(el, 'zz');
    await until(() => liveText(el) === '0 suggestions', 'the announcement');
    expect([...listOf(el).classList]).to.include('none');
    expect(inputOf(el).getAttribute('aria-expanded')).to.equal('false');
    await expect(el).to.be.accessible();
  });

  it('a bad variant is reported once and the generic rules apply (3 characters)', async () => {
    const warn = sinon.stub(console, 'warn');
    try {
      const el = await mountAutocomplete(`<cc-autocomplete variant="fancy" label="Problem"></cc-autocomplete>`);
      (el as unknown as { items: string[] }).items = PROBLEMS;
      expect(warn.getCalls().map((c) => String(c.args[0])).join('\n')).to.include('attribute "variant" expects one of');
      await focusAndType(el, 'su');
      await new Promise((r) => requestAnimationFrame(r));
      expect(liveText(el)).to.equal('');
      await sendKeys({ type: 'm' });
      await until(() => liveText(el) === '3 suggestions', 'matches at 3 characters');
    } finally {
      warn.restore();
    }
  });

  it('hide-list keeps the list hidden', async () => {
    const el = await mountAutocomplete(`<cc-autocomplete variant="contest-local" label="Problem" hide-list></cc-autocomplete>`);
    (el as unknown as { items: string[] }).items = PROBLEMS;
    await focusAndType(el, 'sum');
    await until(() => liveText(el) === '3 suggestions', 'the lookup');
    expect(listOf(el).hidden).to.equal(true);
    expect(inputOf(el).getAttribute('aria-expanded')).to.equal('false');
  });

  it('submission form: handle suggestions from the real server, label shown and value committed', async () => {
    const el = await mountAutocomplete(`<label for="handle">Handle</label><cc-autocomplete id="handle" variant="submission"></cc-autocomplete>`);
    await focusAndType(el, 'alic');
    // Typing runs ahead of the lookups: wait for the answer to the whole text, not a shorter one's.
    await until(() => shownOptions(el).includes('alice') && shownOptions(el).every((t) => /alic/i.test(t)), 'alice suggested for "alic"');
    expect(inputOf(el).getAttribute('aria-label')).to.equal('Handle');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => inputOf(el).value === 'alice', 'committed');
  });

  it('organisation: id and label from the real server', async () => {
    const el = await mountAutocomplete(`<cc-autocomplete variant="organisation" label="Organisation"></cc-autocomplete>`);
    const commits: CustomEvent[] = [];
    el.addEventListener('cc-commit', (e) => commits.push(e as CustomEvent));
    await focusAndType(el, 'academy, pu');
    // The list may first show an answer for a shorter text; wait for the full text's answer.
    await until(() => shownOptions(el).length > 0 && shownOptions(el).every((t) => /academy, pu/i.test(t)), 'organisations');
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => commits.length === 1, 'commit');
    expect(commits[0].detail.text).to.match(/Academy, Pune/);
    expect(commits[0].detail.value).to.match(/^\d+$/);
  });

  describe('in a form', () => {
    async function mountForm() {
      const wrapper = await mountAutocomplete(`<form>
          <cc-autocomplete name="organisation" variant="organisation" label="Organisation" required></cc-autocomplete>
          <button>Register</button></form>`);
      const form = wrapper.closest('form')!;
      const submits: FormData[] = [];
      form.addEventListener('submit', (e) => {
        e.preventDefault();
        submits.push(new FormData(form));
      });
      return { el: wrapper, form, submits };
    }

    it('blocks submit while the text is not a chosen suggestion, shows the message, then submits the id', async () => {
      const { el, form, submits } = await mountForm();
      expect(form.checkValidity(), 'required and empty').to.equal(false);
      await focusAndType(el, 'Academy, Pun');
      // The answer to the whole text: a shorter text's list (its first entry "…, Patna") may show
      // first, and the highlight cannot stay on an entry the full answer no longer offers.
      await until(() => shownOptions(el).length > 0 && shownOptions(el).every((t) => /academy, pun/i.test(t)), 'suggestions for the whole text');
      form.requestSubmit();
      expect(submits).to.have.length(0);
      await until(() => errorText(el) === SUGGESTION_REQUIRED, 'the message');
      expect(inputOf(el).getAttribute('aria-invalid')).to.equal('true');
      expect((el as unknown as { validationMessage: string }).validationMessage ?? '').to.satisfy((m: string) => m === '' || m === SUGGESTION_REQUIRED);
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      await until(() => errorText(el) === '', 'the message goes');
      expect(form.checkValidity()).to.equal(true);
      form.requestSubmit();
      expect(submits).to.have.length(1);
      expect(String(submits[0].get('organisation'))).to.match(/^\d+$/);
    });

    it('editing a chosen value makes it invalid again; form reset returns to the initial value', async () => {
      const wrapper = await mountAutocomplete(`<form>
          <cc-autocomplete name="organisation" variant="organisation" label="Organisation" value="12" text="Royal Academy, Delhi"></cc-autocomplete>
        </form>`);
      const form = wrapper.closest('form')!;
      expect(new FormData(form).get('organisation')).to.equal('12');
      expect(form.checkValidity()).to.equal(true);
      await focusAndType(wrapper, 'x');
      await until(() => form.checkValidity() === false, 'invalid after editing');
      form.reset();
      await until(() => inputOf(wrapper).value === 'Royal Academy, Delhi', 'reset');
      expect(form.checkValidity()).to.equal(true);
      expect(new FormData(form).get('organisation')).to.equal('12');
    });

    it('a disabled fieldset disables the input', async () => {
      const wrapper = await mountAutocomplete(`<form><fieldset disabled>
          <cc-autocomplete name="handle" variant="site-wide" label="Handle" src="/submission/autocomplete/handle"></cc-autocomplete>
        </fieldset></form>`);
      await until(() => inputOf(wrapper).disabled, 'disabled');
      wrapper.closest('fieldset')!.disabled = false;
      await until(() => !inputOf(wrapper).disabled, 'enabled again');
    });

    it('free-text accepts any text', async () => {
      const wrapper = await mountAutocomplete(`<form><cc-autocomplete name="q" label="Search" free-text></cc-autocomplete></form>`);
      await focusAndType(wrapper, 'anything');
      const form = wrapper.closest('form')!;
      await until(() => new FormData(form).get('q') === 'anything', 'the text is the value');
      expect(form.checkValidity()).to.equal(true);
    });
  });
});
