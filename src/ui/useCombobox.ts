/**
 * useCombobox: the headless ARIA 1.2 combobox (the idea of downshift's useCombobox, written for
 * this project). It holds the pure reducer of domain/combobox.ts, turns keys and pointer events
 * into its named change types, makes the ids, and hands the view prop getters for the input, the
 * listbox and each option. Lookups go through the `lookup` it is given (useSuggestions), so the
 * combobox itself never fetches. The form side (value, validity, reset/restore through
 * `controlRef`) is here too, as every auto-complete of the site is also a form field.
 */
import {
  useEffect, useId, useImperativeHandle, useLayoutEffect, useMemo, useReducer, useRef, useState,
  type Dispatch, type KeyboardEvent, type MutableRefObject, type RefObject,
} from 'react';
import { meetsMinimum, resultsAnnouncement, type Suggestion } from '../domain/autocomplete';
import {
  ChangeType,
  comboReducer,
  commitTarget,
  fieldOutcome,
  initialComboState,
  type ComboAction,
  type ComboRules,
  type ComboState,
  type FieldOutcome,
  type FieldRules,
} from '../domain/combobox';
import type { LookupSink, SuggestionLookup } from './useSuggestions';

/** Imperative handle for the hosting element (form callbacks). */
export interface AutocompleteControl {
  reset(): void;
  restore(text: string, value: string): void;
  focus(): void;
}

export interface UseComboboxOptions {
  rules: ComboRules;
  initialText: string;
  initialValue: string;
  lookup: SuggestionLookup;
  /** false keeps the list hidden (lookups still run). */
  listVisible: boolean;
  field: FieldRules;
  /** Show the validity message now (the form tried to submit); otherwise it shows after a change or blur. */
  showValidity: boolean;
  /** Text typed into a stand-in before this part loaded: taken as typed, on mount. */
  typedBefore?: string;
  controlRef?: { current: AutocompleteControl | null };
  onCommit?(suggestion: Suggestion): void;
  onSuggestions?(suggestions: readonly Suggestion[]): void;
  onInputChange?(text: string): void;
  onFocusOut?(text: string): void;
  onField?(outcome: FieldOutcome, state: { text: string; value: string }): void;
}

/** Keys to named changes; null: the key keeps its usual meaning. */
function keyAction(key: string, state: ComboState, listVisible: boolean): { action: ComboAction; prevent: boolean; stop?: boolean } | null {
  const count = state.suggestions.length;
  const open = state.isOpen && listVisible && count > 0;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp':
      if (count === 0 || !listVisible) return null;
      return { action: { type: key === 'ArrowDown' ? ChangeType.InputKeyDownArrowDown : ChangeType.InputKeyDownArrowUp }, prevent: true };
    case 'Home':
    case 'End':
      if (!open) return null; // closed: the keys move the caret as usual
      return { action: { type: key === 'Home' ? ChangeType.InputKeyDownHome : ChangeType.InputKeyDownEnd }, prevent: true };
    case 'Enter':
      // With a highlighted suggestion Enter commits it instead of submitting the form.
      return { action: { type: ChangeType.InputKeyDownEnter }, prevent: open && state.highlightedIndex >= 0 };
    case 'Tab':
      return { action: { type: ChangeType.InputKeyDownTab }, prevent: false };
    case 'Escape':
      if (!open) return null;
      return { action: { type: ChangeType.InputKeyDownEscape }, prevent: true, stop: true }; // a dialog around us stays open
    default:
      return null;
  }
}

type Latest = MutableRefObject<{ state: ComboState; options: UseComboboxOptions }>;

/** Tells the owner about each finished lookup, and returns its announcement for the live region. */
function useLookupAnnouncement(state: ComboState, latest: Latest): string {
  const [announcement, setAnnouncement] = useState('');
  const lastAnnounced = useRef<readonly Suggestion[] | null>(null);
  useEffect(() => {
    if (state.status !== 'done' || lastAnnounced.current === state.suggestions) return;
    lastAnnounced.current = state.suggestions;
    setAnnouncement(resultsAnnouncement(state.suggestions.length));
    latest.current.options.onSuggestions?.(state.suggestions);
  }, [state.status, state.suggestions]);
  return announcement;
}

/**
 * The form side: the field's outcome (value and validity, reported to the owner when they change)
 * and the handle the hosting element's form callbacks use (reset, restore, focus).
 */
function useFieldSide(state: ComboState, options: UseComboboxOptions, latest: Latest, parts: {
  dispatch: Dispatch<ComboAction>;
  lookup: SuggestionLookup;
  inputRef: RefObject<HTMLInputElement | null>;
  setTouched: (touched: boolean) => void;
}): FieldOutcome {
  const { dispatch, lookup, inputRef, setTouched } = parts;
  const outcome = fieldOutcome(state, options.field);
  useLayoutEffect(() => {
    latest.current.options.onField?.(outcome, { text: state.inputValue, value: outcome.formValue });
  }, [outcome.formValue, outcome.message, state.inputValue]); // eslint-disable-line react-hooks/exhaustive-deps -- outcome is rebuilt each render; its fields are the deps
  useImperativeHandle(
    options.controlRef,
    () => ({
      reset: () => {
        lookup.cancel();
        setTouched(false);
        dispatch({ type: ChangeType.FormReset });
      },
      restore: (text, value) => dispatch({ type: ChangeType.FormRestore, text, value }),
      focus: () => inputRef.current?.focus(),
    }),
    [lookup],
  );
  return outcome;
}

export function useCombobox(options: UseComboboxOptions) {
  const { rules, lookup, listVisible } = options;
  const [state, dispatch] = useReducer(comboReducer, undefined, () =>
    initialComboState(rules, options.initialText, options.initialValue),
  );
  const [touched, setTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // The committed state and callbacks, for lookups that finish later; synced after each commit.
  const latest = useRef({ state, options });
  useLayoutEffect(() => {
    latest.current = { state, options };
  });

  useEffect(() => {
    if (rules !== state.rules) dispatch({ type: ChangeType.RulesChange, rules });
  }, [rules, state.rules]);

  const sink: LookupSink = useMemo(
    () => ({
      latestRequest: () => latest.current.state.latestRequest,
      start: (requestId) => dispatch({ type: ChangeType.FetchStart, requestId }),
      success: (requestId, suggestions) => dispatch({ type: ChangeType.FetchSuccess, requestId, suggestions }),
      failure: (requestId) => dispatch({ type: ChangeType.FetchFailure, requestId }),
    }),
    [],
  );

  const announcement = useLookupAnnouncement(state, latest);
  const outcome = useFieldSide(state, options, latest, { dispatch, lookup, inputRef, setTouched });

  const act = (action: ComboAction) => {
    const target = commitTarget(state, action);
    dispatch(action);
    if (target) {
      lookup.cancel();
      options.onCommit?.(target);
    }
  };

  const changeText = (text: string) => {
    setTouched(true);
    dispatch({ type: ChangeType.InputChange, text });
    options.onInputChange?.(text);
    lookup.cancel();
    if (meetsMinimum(text, rules.minLength)) lookup.request(text, sink);
  };

  // Text typed before this part loaded is taken as typed, before the first paint: no empty frame.
  const typedBefore = useRef(options.typedBefore);
  useLayoutEffect(() => {
    if (typedBefore.current) changeText(typedBefore.current);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const id = useId();
  const listId = `${id}list`;
  const errorId = `${id}error`;
  const optionId = (s: Suggestion) => `${id}option-${s.internal_id}`;
  // An empty answer leaves the list open but marked 'none' (hidden, nothing to choose); the live
  // region still says "0 suggestions".
  const expanded = state.isOpen && listVisible && state.suggestions.length > 0;
  const highlighted = expanded && state.highlightedIndex >= 0 ? state.suggestions[state.highlightedIndex] : undefined;
  const showMessage = outcome.message !== '' && (touched || options.showValidity) && options.field.requireSuggestion;

  const getInputProps = () => ({
    ref: inputRef,
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant': highlighted ? optionId(highlighted) : undefined,
    'aria-invalid': showMessage ? true : undefined,
    'aria-describedby': showMessage ? errorId : undefined,
    autoComplete: 'off',
    spellCheck: false,
    value: state.inputValue,
    onChange: (event: { target: { value: string } }) => changeText(event.target.value),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      const step = keyAction(event.key, state, listVisible);
      if (!step) return;
      if (step.prevent) event.preventDefault();
      if (step.stop) event.stopPropagation();
      act(step.action);
    },
    onBlur: () => {
      const wasVisible = state.isOpen && listVisible && state.suggestions.length > 0;
      setTouched(true);
      act({ type: ChangeType.InputBlur });
      if (wasVisible) options.onFocusOut?.(state.inputValue);
    },
  });

  const getMenuProps = () => ({
    id: listId,
    role: 'listbox',
    hidden: !expanded,
    // Keep focus in the input while the pointer picks a suggestion.
    onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
    onMouseEnter: () => act({ type: ChangeType.MenuMouseEnter }),
    onMouseLeave: () => act({ type: ChangeType.MenuMouseLeave }),
  });

  const getItemProps = (index: number) => ({
    id: optionId(state.suggestions[index]!),
    role: 'option',
    'aria-selected': index === state.highlightedIndex,
    onMouseMove: () => act({ type: ChangeType.ItemMouseMove, index }),
    onClick: () => act({ type: ChangeType.ItemClick, index }),
  });

  return { state, outcome, showMessage, announcement, errorId, getInputProps, getMenuProps, getItemProps };
}
