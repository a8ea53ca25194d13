/**
 * The auto-complete combobox as one pure reducer with named change types (the shape of
 * downshift's useCombobox: every event is a named change the reducer turns into the next
 * state), and the form value and validity it implies.
 */
import {
  SUGGESTION_REQUIRED_MESSAGE,
  VALUE_MISSING_MESSAGE,
  meetsMinimum,
  type Suggestion,
} from './autocomplete';

export interface ComboRules {
  minLength: number;
  maxItems: number;
  /** The highlight after the list opens or the pointer leaves it (default -1: none). */
  initialHighlight: number;
}

export interface ComboState {
  inputValue: string;
  isOpen: boolean;
  highlightedIndex: number;
  suggestions: readonly Suggestion[];
  /** The committed suggestion; it counts only while the input still holds its text. */
  selected: Suggestion | null;
  status: 'idle' | 'loading' | 'done' | 'error';
  /** The newest request: an answer for any other is stale and changes nothing. */
  latestRequest: number;
  /** Whether the pointer is over the list. */
  pointerInList: boolean;
  rules: ComboRules;
  /** What a form reset goes back to. */
  initial: { text: string; value: string };
}

/** The named changes, after downshift's useCombobox.stateChangeTypes. */
export const ChangeType = {
  InputChange: 'InputChange',
  InputKeyDownArrowDown: 'InputKeyDownArrowDown',
  InputKeyDownArrowUp: 'InputKeyDownArrowUp',
  InputKeyDownHome: 'InputKeyDownHome',
  InputKeyDownEnd: 'InputKeyDownEnd',
  InputKeyDownEnter: 'InputKeyDownEnter',
  InputKeyDownTab: 'InputKeyDownTab',
  InputKeyDownEscape: 'InputKeyDownEscape',
  InputBlur: 'InputBlur',
  ItemMouseMove: 'ItemMouseMove',
  ItemClick: 'ItemClick',
  MenuMouseEnter: 'MenuMouseEnter',
  MenuMouseLeave: 'MenuMouseLeave',
  FetchStart: 'FetchStart',
  FetchSuccess: 'FetchSuccess',
  FetchFailure: 'FetchFailure',
  RulesChange: 'RulesChange',
  ValueSet: 'ValueSet',
  FormReset: 'FormReset',
  FormRestore: 'FormRestore',
} as const;

type CT = typeof ChangeType;

export type ComboAction =
  | { type: CT['InputChange']; text: string }
  | { type: CT['InputKeyDownArrowDown'] | CT['InputKeyDownArrowUp'] | CT['InputKeyDownHome'] | CT['InputKeyDownEnd'] }
  | { type: CT['InputKeyDownEnter'] | CT['InputKeyDownTab'] | CT['InputKeyDownEscape'] | CT['InputBlur'] }
  | { type: CT['ItemMouseMove'] | CT['ItemClick']; index: number }
  | { type: CT['MenuMouseEnter'] | CT['MenuMouseLeave'] }
  | { type: CT['FetchStart']; requestId: number }
  | { type: CT['FetchSuccess']; requestId: number; suggestions: readonly Suggestion[] }
  | { type: CT['FetchFailure']; requestId: number }
  | { type: CT['RulesChange']; rules: ComboRules }
  /** The page set the value (attribute or property): text shown, value submitted. */
  | { type: CT['ValueSet']; text: string; value: string }
  | { type: CT['FormReset'] }
  | { type: CT['FormRestore']; text: string; value: string };

export function initialComboState(rules: ComboRules, text = '', value = text): ComboState {
  return {
    inputValue: text,
    isOpen: false,
    highlightedIndex: -1,
    suggestions: [],
    selected: text === '' ? null : { internal_id: 'initial', text, label: text, value, item: { text, value } },
    status: 'idle',
    latestRequest: 0,
    pointerInList: false,
    rules,
    initial: { text, value },
  };
}

const clampHighlight = (index: number, count: number) => (index >= 0 && index < count ? index : -1);

/** Where `item` (same text and value) is in `list`; -1 when absent or no item. */
const sameSuggestionIndex = (list: readonly Suggestion[], item: Suggestion | undefined) =>
  item ? list.findIndex((s) => s.text === item.text && s.value === item.value) : -1;

function committed(state: ComboState, index: number): ComboState {
  const item = state.suggestions[index];
  if (!item) return state;
  return {
    ...state,
    inputValue: item.text,
    selected: item,
    isOpen: false,
    highlightedIndex: -1,
    // A request still under way must not reopen the list over the committed text.
    latestRequest: state.latestRequest + 1,
    status: 'idle',
  };
}

function closed(state: ComboState): ComboState {
  return { ...state, isOpen: false, highlightedIndex: -1, pointerInList: false };
}

function withText(state: ComboState, text: string, value: string): ComboState {
  return {
    ...closed(state),
    inputValue: text,
    selected: text === '' ? null : { internal_id: 'initial', text, label: text, value, item: { text, value } },
    suggestions: [],
    status: 'idle',
    latestRequest: state.latestRequest + 1,
  };
}

/** The next state for one named change. Unknown or irrelevant changes return `state` itself. */
export function comboReducer(state: ComboState, action: ComboAction): ComboState {
  const count = state.suggestions.length;
  switch (action.type) {
    case ChangeType.InputChange: {
      const keepSelection = state.selected !== null && state.selected.text === action.text;
      const base = { ...state, inputValue: action.text, selected: keepSelection ? state.selected : null };
      if (!meetsMinimum(action.text, state.rules.minLength)) {
        // Below the minimum nothing is looked for, and an answer still on its way is stale.
        return { ...closed(base), suggestions: [], status: 'idle', latestRequest: state.latestRequest + 1 };
      }
      return { ...base, highlightedIndex: clampHighlight(state.rules.initialHighlight, count) };
    }
    case ChangeType.InputKeyDownArrowDown:
      if (count === 0) return state;
      if (!state.isOpen) return { ...state, isOpen: true, highlightedIndex: 0 };
      return { ...state, highlightedIndex: state.highlightedIndex >= count - 1 ? 0 : state.highlightedIndex + 1 };
    case ChangeType.InputKeyDownArrowUp:
      if (count === 0) return state;
      if (!state.isOpen) return { ...state, isOpen: true, highlightedIndex: count - 1 };
      return { ...state, highlightedIndex: state.highlightedIndex <= 0 ? count - 1 : state.highlightedIndex - 1 };
    case ChangeType.InputKeyDownHome:
      return state.isOpen && count > 0 ? { ...state, highlightedIndex: 0 } : state;
    case ChangeType.InputKeyDownEnd:
      return state.isOpen && count > 0 ? { ...state, highlightedIndex: count - 1 } : state;
    case ChangeType.InputKeyDownEnter:
    case ChangeType.InputKeyDownTab:
      if (state.isOpen && state.highlightedIndex >= 0) return committed(state, state.highlightedIndex);
      return action.type === ChangeType.InputKeyDownTab && state.isOpen ? closed(state) : state;
    case ChangeType.InputKeyDownEscape:
    case ChangeType.InputBlur:
      return state.isOpen || state.pointerInList ? closed(state) : state;
    case ChangeType.ItemMouseMove:
      return action.index >= 0 && action.index < count && action.index !== state.highlightedIndex
        ? { ...state, highlightedIndex: action.index }
        : state;
    case ChangeType.ItemClick:
      return committed(state, action.index);
    case ChangeType.MenuMouseEnter:
      return state.pointerInList ? state : { ...state, pointerInList: true };
    case ChangeType.MenuMouseLeave:
      return { ...state, pointerInList: false, highlightedIndex: clampHighlight(state.rules.initialHighlight, count) };
    case ChangeType.FetchStart:
      return { ...state, latestRequest: action.requestId, status: 'loading' };
    case ChangeType.FetchSuccess: {
      if (action.requestId !== state.latestRequest) return state;
      const suggestions = action.suggestions.slice(0, Math.max(0, state.rules.maxItems));
      // An answer that lands after the user moved the highlight (typing runs ahead of the
      // lookups, so the list shown may be a shorter text's) keeps it on the same suggestion if
      // the new list still offers it: Enter then commits what the user saw highlighted.
      const kept = state.isOpen ? sameSuggestionIndex(suggestions, state.suggestions[state.highlightedIndex]) : -1;
      return {
        ...state,
        suggestions,
        status: 'done',
        isOpen: true,
        highlightedIndex: kept >= 0 ? kept : clampHighlight(state.rules.initialHighlight, suggestions.length),
      };
    }
    case ChangeType.FetchFailure:
      if (action.requestId !== state.latestRequest) return state;
      return { ...closed(state), suggestions: [], status: 'error' };
    case ChangeType.RulesChange:
      return { ...state, rules: action.rules };
    case ChangeType.ValueSet:
      return withText(state, action.text, action.value);
    case ChangeType.FormReset:
      return withText(state, state.initial.text, state.initial.value);
    case ChangeType.FormRestore:
      return withText(state, action.text, action.value);
    default:
      return state;
  }
}

/** The suggestion a change commits (Enter or Tab on the highlight, a click), or null. */
export function commitTarget(state: ComboState, action: ComboAction): Suggestion | null {
  if (action.type === ChangeType.ItemClick) return state.suggestions[action.index] ?? null;
  if (action.type === ChangeType.InputKeyDownEnter || action.type === ChangeType.InputKeyDownTab) {
    return state.isOpen && state.highlightedIndex >= 0 ? state.suggestions[state.highlightedIndex] ?? null : null;
  }
  return null;
}

/** The suggestion the input holds: the committed one while its text is unchanged. */
export function chosen(state: ComboState): Suggestion | null {
  return state.selected !== null && state.selected.text === state.inputValue ? state.selected : null;
}

export interface FieldRules {
  required: boolean;
  /** An autocomplete form field: its text must be a committed suggestion. */
  requireSuggestion: boolean;
}

export interface FieldOutcome {
  /** What the surrounding form submits. */
  formValue: string;
  /** Empty when valid. */
  message: string;
  flags: { valueMissing?: boolean; customError?: boolean };
}

/** The value and validity a surrounding form sees. */
export function fieldOutcome(state: ComboState, rules: FieldRules): FieldOutcome {
  const pick = chosen(state);
  const empty = state.inputValue.trim() === '';
  const formValue = pick ? pick.value : rules.requireSuggestion ? '' : state.inputValue;
  if (empty) {
    return rules.required
      ? { formValue: '', message: VALUE_MISSING_MESSAGE, flags: { valueMissing: true } }
      : { formValue: '', message: '', flags: {} };
  }
  if (rules.requireSuggestion && !pick) {
    return { formValue, message: SUGGESTION_REQUIRED_MESSAGE, flags: { customError: true } };
  }
  return { formValue, message: '', flags: {} };
}

