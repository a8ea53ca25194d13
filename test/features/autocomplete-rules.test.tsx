import { expect } from '@open-wc/testing';
import { isNumeric } from '../../src/domain/validation';
import { answerItems } from '../../src/api/autocomplete';
import {
  FILTER_REFUSED_MESSAGE,
  SUGGESTION_REQUIRED_MESSAGE,
  VARIANT_RULES,
  matchLocal,
  parseSearchFields,
  resultsAnnouncement,
  tableFilterCheck,
  toSuggestions,
} from '../../src/domain/autocomplete';
import {
  chosen,
  comboReducer,
  commitTarget,
  fieldOutcome,
  initialComboState,
  type ComboAction,
  type ComboState,
} from '../../src/domain/combobox';

const RULES = { minLength: 3, maxItems: 7, initialHighlight: -1 };
const fruits = toSuggestions(['apple', 'apricot', 'banana', 'grape', 'pineapple'], { textField: 'text' });
const run = (state: ComboState, ...actions: ComboAction[]) => actions.reduce(comboReducer, state);
/** A state with the list open on `suggestions` (answer to request 1). */
const openWith = (suggestions = fruits, rules = RULES) =>
  run(initialComboState(rules), { type: 'InputChange', text: 'app' }, { type: 'FetchStart', requestId: 1 }, { type: 'FetchSuccess', requestId: 1, suggestions });

describe('autocomplete: variant limits', () => {
  it('has the specified minimum lengths, delays and list sizes', () => {
    const pick = (v: keyof typeof VARIANT_RULES) => [VARIANT_RULES[v].minLength, VARIANT_RULES[v].delayMs, VARIANT_RULES[v].maxItems];
    expect(pick('generic')).to.deep.equal([3, 0, 7]);
    expect(pick('table-filter')).to.deep.equal([1, 500, 10]);
    expect(pick('site-wide')).to.deep.equal([2, 100, 10]);
    expect(pick('submission')).to.deep.equal([1, 100, 10]);
    expect(pick('contest-local')).to.deep.equal([1, 0, 10]);
    expect(VARIANT_RULES.generic.textField).to.equal('text');
    expect(VARIANT_RULES.organisation.source).to.equal('/codechef_register/autocomplete/organisation');
    expect(VARIANT_RULES.generic.errors).to.equal('callback');
    expect(VARIANT_RULES['site-wide'].errors).to.equal('log');
  });
});

describe('autocomplete: items to suggestions', () => {
  it('reads the text, label and value fields, numbers an internal_id, drops items without text', () => {
    const list = toSuggestions([{ label: 'Alice (1523)', value: 'alice' }, { label: '', value: 'x' }, 'bob', 7, null, [1]], {
      textField: 'value',
      labelField: 'label',
      valueField: 'value',
    });
    expect(list.map((s) => [s.internal_id, s.text, s.label, s.value])).to.deep.equal([
      ['0', 'alice', 'Alice (1523)', 'alice'],
      ['1', 'x', 'x', 'x'],
      ['2', 'bob', 'bob', 'bob'],
      ['3', '7', '7', '7'],
    ]);
    const orgs = toSuggestions([{ id: 12, label: 'City Academy, Pune' }], { textField: 'label', valueField: 'id' });
    expect([orgs[0].text, orgs[0].value]).to.deep.equal(['City Academy, Pune', '12']);
  });

  it('splits comma-separated search fields, defaulting to the text field', () => {
    expect(parseSearchFields(' name, code ,', 'text')).to.deep.equal(['name', 'code']);
    expect(parseSearchFields(undefined, 'text')).to.deep.equal(['text']);
    expect(parseSearchFields('', 'label')).to.deep.equal(['label']);
  });

  it('matches locally over the search fields, ignoring case, prefixes first, up to the limit', () => {
    const items = toSuggestions(
      [{ text: 'Pineapple', code: 'PIN' }, { text: 'Apple', code: 'APL' }, { text: 'Grape', code: 'APGR' }, { text: 'Kiwi', code: 'KW' }],
      { textField: 'text' },
    );
    expect(matchLocal(items, 'ap', ['text'], 10).map((s) => s.text)).to.deep.equal(['Apple', 'Pineapple', 'Grape']);
    expect(matchLocal(items, 'AP', ['text', 'code'], 10).map((s) => s.text)).to.deep.equal(['Apple', 'Grape', 'Pineapple']);
    expect(matchLocal(items, 'ap', ['text'], 2).map((s) => s.internal_id)).to.deep.equal(['0', '1']);
    expect(matchLocal(items, '  ', ['text'], 10)).to.deep.equal([]);
  });

  it('reads the list out of an answer: an array or an object carrying one', () => {
    expect(answerItems([1])).to.deep.equal([1]);
    expect(answerItems({ status: 'success', suggestions: [2] })).to.deep.equal([2]);
    expect(answerItems({ list: [3] })).to.deep.equal([3]);
    expect(answerItems({ status: 'success' })).to.equal(null);
    expect(answerItems('nope')).to.equal(null);
  });
});

describe('autocomplete: the reducer', () => {
  it('InputChange below the minimum closes, clears and makes a pending answer stale', () => {
    const open = openWith();
    const short = comboReducer(open, { type: 'InputChange', text: 'ap' });
    expect([short.isOpen, short.suggestions.length, short.status]).to.deep.equal([false, 0, 'idle']);
    expect(short.latestRequest).to.be.greaterThan(open.latestRequest);
    expect(comboReducer(short, { type: 'FetchSuccess', requestId: 1, suggestions: fruits })).to.equal(short);
  });

  it('a stale answer never overwrites a newer one', () => {
    let state = run(initialComboState(RULES), { type: 'InputChange', text: 'app' }, { type: 'FetchStart', requestId: 1 });
    state = run(state, { type: 'InputChange', text: 'appl' }, { type: 'FetchStart', requestId: 2 });
    const newer = comboReducer(state, { type: 'FetchSuccess', requestId: 2, suggestions: fruits.slice(0, 1) });
    const afterOld = comboReducer(newer, { type: 'FetchSuccess', requestId: 1, suggestions: fruits });
    expect(afterOld).to.equal(newer);
    expect(comboReducer(newer, { type: 'FetchFailure', requestId: 1 })).to.equal(newer);
  });

  it('FetchSuccess opens the list, keeps at most maxItems, highlights the configured index', () => {
    const many = toSuggestions(Array.from({ length: 12 }, (_, i) => `item${i}`), { textField: 'text' });
    const state = openWith(many, { ...RULES, initialHighlight: 0 });
    expect([state.isOpen, state.suggestions.length, state.highlightedIndex, state.status]).to.deep.equal([true, 7, 0, 'done']);
    expect(openWith(many, { ...RULES, initialHighlight: 99 }).highlightedIndex).to.equal(-1);
  });

  it('a newer answer keeps the highlight on the same suggestion while the list still offers it', () => {
    // Typing runs ahead of the lookups: the answer for "apr" lands after "apri" was typed, the
    // user moves to "apricot" on it, then the answer for "apri" arrives. Enter must commit what
    // the user saw highlighted.
    const shorter = toSuggestions(['april', 'apricot'], { textField: 'text' });
    let state = run(initialComboState(RULES), { type: 'InputChange', text: 'apr' }, { type: 'FetchStart', requestId: 1 },
      { type: 'InputChange', text: 'apri' }, { type: 'FetchSuccess', requestId: 1, suggestions: shorter },
      { type: 'InputKeyDownArrowDown' }, { type: 'InputKeyDownArrowDown' }, { type: 'FetchStart', requestId: 2 });
    expect(state.suggestions[state.highlightedIndex]!.text).to.equal('apricot');
    const full = toSuggestions(['apricot', 'aprium'], { textField: 'text' });
    const kept = comboReducer(state, { type: 'FetchSuccess', requestId: 2, suggestions: full });
    expect(kept.highlightedIndex).to.equal(0);
    expect(commitTarget(kept, { type: 'InputKeyDownEnter' })?.text).to.equal('apricot');
    expect(comboReducer(kept, { type: 'InputKeyDownEnter' }).selected?.text).to.equal('apricot');
    // Gone from the new list: back to the configured highlight, nothing chosen for the user.
    const gone = comboReducer(state, { type: 'FetchSuccess', requestId: 2, suggestions: full.slice(1) });
    expect(gone.highlightedIndex).to.equal(-1);
  });

  it('an empty answer leaves an open, empty list (the "none" state)', () => {
    const state = openWith([]);
    expect([state.isOpen, state.suggestions.length, state.highlightedIndex]).to.deep.equal([true, 0, -1]);
  });

  it('arrow keys move and wrap; Home and End jump; keys do nothing without suggestions', () => {
    const state = openWith(fruits.slice(0, 3));
    const down = (s: ComboState) => comboReducer(s, { type: 'InputKeyDownArrowDown' });
    const up = (s: ComboState) => comboReducer(s, { type: 'InputKeyDownArrowUp' });
    expect(down(state).highlightedIndex).to.equal(0);
    expect(down(down(down(down(state)))).highlightedIndex).to.equal(0);
    expect(up(state).highlightedIndex).to.equal(2);
    expect(up(down(state)).highlightedIndex).to.equal(2);
    expect(comboReducer(state, { type: 'InputKeyDownEnd' }).highlightedIndex).to.equal(2);
    expect(comboReducer(down(down(state)), { type: 'InputKeyDownHome' }).highlightedIndex).to.equal(0);
    const empty = initialComboState(RULES);
    expect(down(empty)).to.equal(empty);
    expect(comboReducer(empty, { type: 'InputKeyDownHome' })).to.equal(empty);
  });

  it('ArrowDown or ArrowUp reopens a closed list that still has suggestions', () => {
    const closed = comboReducer(openWith(), { type: 'InputKeyDownEscape' });
    expect(closed.isOpen).to.equal(false);
    const reopened = comboReducer(closed, { type: 'InputKeyDownArrowDown' });
    expect([reopened.isOpen, reopened.highlightedIndex]).to.deep.equal([true, 0]);
    const fromEnd = comboReducer(closed, { type: 'InputKeyDownArrowUp' });
    expect([fromEnd.isOpen, fromEnd.highlightedIndex]).to.deep.equal([true, fruits.length - 1]);
  });

  it('Enter, Tab and a click commit the highlighted item as the text; commitTarget names it', () => {
    const highlighted = run(openWith(), { type: 'InputKeyDownArrowDown' }, { type: 'InputKeyDownArrowDown' });
    for (const type of ['InputKeyDownEnter', 'InputKeyDownTab'] as const) {
      expect(commitTarget(highlighted, { type })?.text).to.equal('apricot');
      const done = comboReducer(highlighted, { type });
      expect([done.inputValue, done.isOpen, done.highlightedIndex, chosen(done)?.text]).to.deep.equal(['apricot', false, -1, 'apricot']);
    }
    expect(commitTarget(highlighted, { type: 'ItemClick', index: 2 })?.text).to.equal('banana');
    expect(comboReducer(highlighted, { type: 'ItemClick', index: 2 }).inputValue).to.equal('banana');
  });

  it('Enter without a highlight commits nothing; Tab without one just closes', () => {
    const open = openWith();
    expect(commitTarget(open, { type: 'InputKeyDownEnter' })).to.equal(null);
    expect(comboReducer(open, { type: 'InputKeyDownEnter' })).to.equal(open);
    const tabbed = comboReducer(open, { type: 'InputKeyDownTab' });
    expect([tabbed.isOpen, tabbed.inputValue, chosen(tabbed)]).to.deep.equal([false, 'app', null]);
  });

  it('a commit makes a request still under way stale', () => {
    const pending = run(openWith(), { type: 'InputKeyDownArrowDown' }, { type: 'FetchStart', requestId: 5 });
    const done = comboReducer(pending, { type: 'InputKeyDownEnter' });
    expect(comboReducer(done, { type: 'FetchSuccess', requestId: 5, suggestions: fruits })).to.equal(done);
  });

  it('mouse: hover highlights, leaving the list resets the highlight, entering marks the pointer', () => {
    const open = openWith();
    const hovered = run(open, { type: 'MenuMouseEnter' }, { type: 'ItemMouseMove', index: 3 });
    expect([hovered.highlightedIndex, hovered.pointerInList]).to.deep.equal([3, true]);
    const left = comboReducer(hovered, { type: 'MenuMouseLeave' });
    expect([left.highlightedIndex, left.pointerInList]).to.deep.equal([-1, false]);
    expect(comboReducer(open, { type: 'ItemMouseMove', index: 99 })).to.equal(open);
  });

  it('Escape and blur close the list and keep the text', () => {
    const open = run(openWith(), { type: 'InputKeyDownArrowDown' });
    for (const type of ['InputKeyDownEscape', 'InputBlur'] as const) {
      const closed = comboReducer(open, { type });
      expect([closed.isOpen, closed.highlightedIndex, closed.inputValue]).to.deep.equal([false, -1, 'app']);
      expect(comboReducer(closed, { type })).to.equal(closed);
    }
  });

  it('editing the committed text drops the choice; retyping it exactly keeps it', () => {
    const done = run(openWith(), { type: 'ItemClick', index: 0 });
    expect(chosen(comboReducer(done, { type: 'InputChange', text: 'appl' }))).to.equal(null);
    expect(chosen(comboReducer(done, { type: 'InputChange', text: 'apple' }))?.text).to.equal('apple');
  });

  it('ValueSet, FormReset and FormRestore set a chosen text and value', () => {
    const initial = initialComboState(RULES, 'City Academy, Pune', '12');
    expect([chosen(initial)?.text, chosen(initial)?.value]).to.deep.equal(['City Academy, Pune', '12']);
    const typed = comboReducer(initial, { type: 'InputChange', text: 'zzz' });
    const reset = comboReducer(typed, { type: 'FormReset' });
    expect([reset.inputValue, chosen(reset)?.value, reset.isOpen]).to.deep.equal(['City Academy, Pune', '12', false]);
    const restored = comboReducer(typed, { type: 'FormRestore', text: 'Royal Academy, Delhi', value: '7' });
    expect([restored.inputValue, chosen(restored)?.value]).to.deep.equal(['Royal Academy, Delhi', '7']);
    const cleared = comboReducer(restored, { type: 'ValueSet', text: '', value: '' });
    expect([cleared.inputValue, chosen(cleared)]).to.deep.equal(['', null]);
  });
});

describe('autocomplete: form value and validity', () => {
  const field = { required: false, requireSuggestion: true };

  it('a chosen suggestion is valid and submits its value', () => {
    const done = run(openWith(toSuggestions([{ label: 'Pune Academy', id: 4 }], { textField: 'label', valueField: 'id' })), { type: 'ItemClick', index: 0 });
    expect(fieldOutcome(done, field)).to.deep.equal({ formValue: '4', message: '', flags: {} });
  });

  it('text that is not a chosen suggestion is invalid with the specified message', () => {
    const typed = comboReducer(initialComboState(RULES), { type: 'InputChange', text: 'something' });
    expect(fieldOutcome(typed, field)).to.deep.equal({ formValue: '', message: SUGGESTION_REQUIRED_MESSAGE, flags: { customError: true } });
    expect(SUGGESTION_REQUIRED_MESSAGE).to.equal('You must select a value from the suggestions provided.');
    expect(fieldOutcome(typed, { required: false, requireSuggestion: false })).to.deep.equal({ formValue: 'something', message: '', flags: {} });
  });

  it('empty is valid unless required', () => {
    const empty = initialComboState(RULES);
    expect(fieldOutcome(empty, field).message).to.equal('');
    expect(fieldOutcome(empty, { required: true, requireSuggestion: true }).flags).to.deep.equal({ valueMissing: true });
  });
});

describe('autocomplete: the table-filter rule', () => {
  const list = [{ text: 'India', value: 'IN' }, { text: 'Nepal', value: 'NP' }];

  it('applies only when the value matches a suggestion (text or value, any case)', () => {
    expect(tableFilterCheck(' india ', list, 'Country')).to.deep.equal({ ok: true, match: list[0] });
    expect(tableFilterCheck('np', list, 'Country')).to.deep.equal({ ok: true, match: list[1] });
  });

  it('otherwise refuses with the alert text followed by the placeholder', () => {
    expect(tableFilterCheck('Indi', list, 'Filter by country')).to.deep.equal({
      ok: false,
      message: "Can't apply filter, enter a valid Filter Value. Filter by country",
    });
    expect(tableFilterCheck('', list, '')).to.deep.equal({ ok: false, message: FILTER_REFUSED_MESSAGE });
  });
});

describe('autocomplete: announcement', () => {
  it('says how many suggestions there are', () => {
    expect([resultsAnnouncement(0), resultsAnnouncement(1), resultsAnnouncement(7)]).to.deep.equal(['0 suggestions', '1 suggestion', '7 suggestions']);
  });
});

describe('numeric check', () => {
  it('accepts any number, at least 0 or below 0, also as text', () => {
    for (const value of [0, -0, 5, -5, 0.5, -1e9, Infinity, -Infinity, '0', '-3.5', ' 42 ', '1e3']) {
      expect(isNumeric(value), String(value)).to.equal(true);
    }
  });

  it('rejects what is not a number', () => {
    for (const value of [NaN, '', '  ', 'abc', '12abc', null, undefined, true, false, {}, [], [1]]) {
      expect(isNumeric(value), JSON.stringify(value) ?? String(value)).to.equal(false);
    }
  });
});
