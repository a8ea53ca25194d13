/**
 * <Autocomplete>: every auto-complete input of the site, as one shared React part (the body of
 * <cc-autocomplete>, and the data table's filter). Rules live in domain/autocomplete.ts and
 * domain/combobox.ts (a pure reducer); this file wires events, timers and lookups to them, and
 * adopts its own stylesheet into whichever shadow root renders it.
 *
 * API (stable; other features import it):
 *
 *   import { Autocomplete } from '../../ui/Autocomplete';
 *   import { tableFilterCheck } from '../../domain/autocomplete';
 *
 *   <Autocomplete
 *     variant="table-filter"           // 'generic' (default) | 'table-filter' | 'site-wide' | 'submission'
 *                                      // | 'contest-local' | 'organisation'; sets the limits below
 *     label="Filter by country"        // accessible name of the input (required for a11y)
 *     items={[...]}                    // local items: objects, or strings/numbers (become {text})
 *     source="/api/search/autocomplete/" // remote address (wins over items); JSON answer: an array,
 *                                      // or {suggestions|list|data|items|results: [...]}
 *     method="GET"                     // or 'POST' (fields sent as a form body)
 *     queryParam="query"               // name of the parameter carrying the typed text
 *     params={{ qparam: 'country', contest: 'START101' }} // further parameters of each lookup
 *     field="handle"                   // submission variant: handle | pcode | ccode (its source)
 *     textField="name"                 // item field committed as the text (variant default below)
 *     labelField="label"               // item field shown in the list (default: the text field)
 *     searchFields="name,code"         // local matching fields (default: the text field)
 *     valueField="value"               // item field submitted as the value (default: the text)
 *     highlightedIndex={-1}            // highlight when the list opens (default -1: none)
 *     listLimit={10}                   // table filter: suggestions shown (default 10)
 *     placeholder size maxLength valueType="text" disabled required
 *     listVisible={true}               // false keeps the list hidden (lookups still run)
 *     defaultValue="" defaultText=""   // initial value (and its text when it differs), counts as chosen
 *     typedBefore=""                   // text typed before this part loaded (a stand-in input):
 *                                      // the input's text at once, looked up as if just typed
 *     requireSuggestion                // a form field: the text must be a committed suggestion
 *     onCommit={(s: Suggestion) => {}} // Tab, Enter or a click committed s (s.text is now the text)
 *     onSuggestions={(list) => {}}     // each finished lookup's suggestions (table filter: the
 *                                      // list tableFilterCheck(value, list, placeholder) checks)
 *     onInputChange={(text) => {}}     // every keystroke
 *     onFocusOut={(text) => {}}        // focus left while the list was visible
 *     onError={(error) => {}}          // a lookup failed (generic and table filter: after the retries)
 *     onField={(outcome) => {}}        // form value and validity after each change (the element
 *                                      // uses it for ElementInternals)
 *   />
 *
 * Variant limits (domain/autocomplete.ts VARIANT_RULES): generic 3 chars / 7 items / at once; table filter
 * 1 / listLimit / 500 ms debounce; site-wide 2 / 10 / 100 ms; submission 1 / 10 / 100 ms;
 * contest-local 1 / 10 / local; organisation 2 / 10 / 100 ms.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { lookupSuggestions } from '../api/autocomplete';
import { useShadowStyles } from '../core/define';
import { HttpError } from '../core/http';
import {
  AUTOCOMPLETE_VARIANTS,
  DEFAULT_LIST_LIMIT,
  VARIANT_RULES,
  matchLocal,
  meetsMinimum,
  parseSearchFields,
  resultsAnnouncement,
  submissionSource,
  toSuggestions,
  type AutocompleteVariant,
  type SubmissionField,
  type Suggestion,
} from '../domain/autocomplete';
import {
  comboReducer,
  commitTarget,
  fieldOutcome,
  initialComboState,
  type ComboAction,
  type ComboRules,
  type FieldOutcome,
} from '../domain/combobox';
import { autocompleteCss } from './autocomplete.styles';
import type { INPUT_TYPES } from '../../elements/cc-autocomplete.decl';

export type { Suggestion, AutocompleteVariant } from '../domain/autocomplete';
export type { FieldOutcome } from '../domain/combobox';

export type InputType = (typeof INPUT_TYPES)[number];

export interface AutocompleteProps {
  variant?: AutocompleteVariant;
  label: string;
  items?: readonly unknown[];
  source?: string;
  method?: 'GET' | 'POST';
  queryParam?: string;
  params?: Readonly<Record<string, string | number | boolean>>;
  field?: SubmissionField;
  textField?: string;
  labelField?: string;
  searchFields?: string;
  valueField?: string;
  highlightedIndex?: number;
  listLimit?: number;
  placeholder?: string;
  size?: number;
  maxLength?: number;
  valueType?: InputType;
  disabled?: boolean;
  required?: boolean;
  listVisible?: boolean;
  defaultValue?: string;
  defaultText?: string;
  /** Text typed into a stand-in before this part loaded: taken as typed, on mount. */
  typedBefore?: string;
  requireSuggestion?: boolean;
  /** Show the validity message now (the form tried to submit); otherwise it shows after blur. */
  showValidity?: boolean;
  /** Id for the inner input (a label in the same shadow root may point at it). */
  inputId?: string;
  onCommit?(suggestion: Suggestion): void;
  onSuggestions?(suggestions: readonly Suggestion[]): void;
  onInputChange?(text: string): void;
  onFocusOut?(text: string): void;
  onError?(error: HttpError): void;
  onField?(outcome: FieldOutcome, state: { text: string; value: string }): void;
  /** Form reset/restore reach the component through this handle (the element sets it). */
  controlRef?: { current: AutocompleteControl | null };
}

/** Imperative handle for the hosting element (form callbacks). */
export interface AutocompleteControl {
  reset(): void;
  restore(text: string, value: string): void;
  focus(): void;
}

function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

export function Autocomplete(props: AutocompleteProps) {
  useShadowStyles(autocompleteCss);
  const variant: AutocompleteVariant = props.variant && AUTOCOMPLETE_VARIANTS.includes(props.variant) ? props.variant : 'generic';
  const base = VARIANT_RULES[variant];
  const textField = props.textField || base.textField;
  const labelField = props.labelField ?? base.labelField;
  const valueField = props.valueField ?? base.valueField;
  const maxItems = variant === 'table-filter' ? (props.listLimit && props.listLimit > 0 ? Math.floor(props.listLimit) : DEFAULT_LIST_LIMIT) : base.maxItems;
  const rules: ComboRules = useMemo(
    () => ({ minLength: base.minLength, maxItems, initialHighlight: props.highlightedIndex ?? -1 }),
    [base.minLength, maxItems, props.highlightedIndex],
  );
  const source =
    props.source || (variant === 'submission' && props.field ? submissionSource(props.field) : base.source) || null;
  const remote = variant !== 'contest-local' && source !== null;

  const [state, dispatch] = useReducer(comboReducer, undefined, () =>
    initialComboState(rules, props.defaultText ?? props.defaultValue ?? '', props.defaultValue ?? props.defaultText ?? ''),
  );
  const stateRef = useLatest(state);
  const propsRef = useLatest(props);
  const requestSeq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (rules !== state.rules) dispatch({ type: 'RulesChange', rules });
  }, [rules, state.rules]);

  const localSuggestions = useMemo(
    () => toSuggestions(props.items ?? [], { textField, labelField, valueField }),
    [props.items, textField, labelField, valueField],
  );
  const searchFields = useMemo(() => parseSearchFields(props.searchFields, textField), [props.searchFields, textField]);

  const nextRequestId = () => {
    requestSeq.current = Math.max(requestSeq.current, stateRef.current.latestRequest) + 1;
    return requestSeq.current;
  };

  const finish = useCallback((requestId: number, suggestions: Suggestion[]) => {
    dispatch({ type: 'FetchSuccess', requestId, suggestions });
  }, []);

  const lookUp = useCallback(
    async (text: string) => {
      const requestId = nextRequestId();
      dispatch({ type: 'FetchStart', requestId });
      if (!remote) {
        finish(requestId, matchLocal(localSuggestions, text, searchFields, maxItems));
        return;
      }
      const current = propsRef.current;
      try {
        const items = await lookupSuggestions({
          url: source!,
          method: current.method,
          queryParam: current.queryParam || base.queryParam,
          text,
          params: current.params,
          errors: base.errors,
        });
        finish(requestId, toSuggestions(items, { textField, labelField, valueField }));
      } catch (error) {
        dispatch({ type: 'FetchFailure', requestId });
        // The site-wide widget, the submission form and the organisation field only log; the
        // others hand the error to their callback (never a visible message).
        if (base.errors === 'log') console.error(`Suggestions for "${text}" could not be loaded:`, error);
        else if (error instanceof HttpError) current.onError?.(error);
      }
    },
    [remote, source, base, textField, labelField, valueField, localSuggestions, searchFields, maxItems, finish, stateRef, propsRef],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  // Tell the owner about each finished lookup, and announce it.
  const lastAnnounced = useRef<readonly Suggestion[] | null>(null);
  useEffect(() => {
    if (state.status !== 'done' || lastAnnounced.current === state.suggestions) return;
    lastAnnounced.current = state.suggestions;
    setAnnouncement(resultsAnnouncement(state.suggestions.length));
    propsRef.current.onSuggestions?.(state.suggestions);
  }, [state.status, state.suggestions, propsRef]);

  const outcome = fieldOutcome(state, { required: props.required === true, requireSuggestion: props.requireSuggestion === true });
  const onFieldRef = useLatest(props.onField);
  useLayoutEffect(() => {
    onFieldRef.current?.(outcome, { text: state.inputValue, value: outcome.formValue });
  }, [outcome.formValue, outcome.message, state.inputValue, onFieldRef]); // outcome is rebuilt each render; its fields are the deps

  if (props.controlRef) {
    props.controlRef.current = {
      reset: () => {
        clearTimeout(timer.current);
        setTouched(false);
        dispatch({ type: 'FormReset' });
      },
      restore: (text, value) => dispatch({ type: 'FormRestore', text, value }),
      focus: () => inputRef.current?.focus(),
    };
  }

  const act = (action: ComboAction) => {
    const target = commitTarget(stateRef.current, action);
    dispatch(action);
    if (target) {
      clearTimeout(timer.current);
      propsRef.current.onCommit?.(target);
    }
  };

  const onChange = (text: string) => {
    setTouched(true);
    dispatch({ type: 'InputChange', text });
    props.onInputChange?.(text);
    clearTimeout(timer.current);
    if (!meetsMinimum(text, rules.minLength)) return;
    const delay = remote ? base.delayMs : 0;
    if (delay > 0) timer.current = setTimeout(() => void lookUp(text), delay);
    else void lookUp(text);
  };

  // Text typed before this part loaded is taken as typed, before the first paint: no empty frame.
  const typedBefore = useRef(props.typedBefore);
  useLayoutEffect(() => {
    if (typedBefore.current) onChange(typedBefore.current);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const open = stateRef.current.isOpen && listVisible && stateRef.current.suggestions.length > 0;
    const count = stateRef.current.suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (count === 0 || !listVisible) return;
        event.preventDefault();
        act({ type: event.key === 'ArrowDown' ? 'InputKeyDownArrowDown' : 'InputKeyDownArrowUp' });
        return;
      case 'Home':
      case 'End':
        if (!open || count === 0) return; // closed: the keys move the caret as usual
        event.preventDefault();
        act({ type: event.key === 'Home' ? 'InputKeyDownHome' : 'InputKeyDownEnd' });
        return;
      case 'Enter':
        // With a highlighted suggestion Enter commits it instead of submitting the form.
        if (open && stateRef.current.highlightedIndex >= 0) event.preventDefault();
        act({ type: 'InputKeyDownEnter' });
        return;
      case 'Tab':
        act({ type: 'InputKeyDownTab' });
        return;
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        event.stopPropagation(); // a dialog around us stays open
        act({ type: 'InputKeyDownEscape' });
        return;
      default:
    }
  };

  const onBlur = () => {
    const wasVisible = stateRef.current.isOpen && listVisible && stateRef.current.suggestions.length > 0;
    setTouched(true);
    act({ type: 'InputBlur' });
    if (wasVisible) props.onFocusOut?.(stateRef.current.inputValue);
  };

  const listVisible = props.listVisible !== false;
  const id = useId();
  const listId = `${id}list`;
  const errorId = `${id}error`;
  const optionId = (s: Suggestion) => `${id}option-${s.internal_id}`;
  // An empty answer leaves the list open but marked 'none' (hidden, nothing to choose); the live
  // region still says "0 suggestions".
  const expanded = state.isOpen && listVisible && state.suggestions.length > 0;
  const highlighted = expanded && state.highlightedIndex >= 0 ? state.suggestions[state.highlightedIndex] : undefined;
  const showMessage = outcome.message !== '' && (touched || props.showValidity === true) && props.requireSuggestion === true;

  return (
    <div className={`autocomplete ${variant}`} part="autocomplete">
      <input
        ref={inputRef}
        id={props.inputId}
        part="input"
        className="input"
        type={props.valueType ?? 'text'}
        role="combobox"
        aria-label={props.label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={highlighted ? optionId(highlighted) : undefined}
        aria-invalid={showMessage ? true : undefined}
        aria-describedby={showMessage ? errorId : undefined}
        aria-required={props.required ? true : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={props.placeholder}
        size={props.size}
        maxLength={props.maxLength}
        disabled={props.disabled}
        value={state.inputValue}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <ul
        id={listId}
        part="list"
        role="listbox"
        aria-label={`${props.label} suggestions`}
        className={`list${state.suggestions.length === 0 ? ' none' : ''}`}
        hidden={!expanded}
        // Keep focus in the input while the pointer picks a suggestion.
        onMouseDown={(event) => event.preventDefault()}
        onMouseEnter={() => act({ type: 'MenuMouseEnter' })}
        onMouseLeave={() => act({ type: 'MenuMouseLeave' })}
      >
        {state.suggestions.map((s, index) => (
          <li
            key={s.internal_id}
            id={optionId(s)}
            role="option"
            part={index === state.highlightedIndex ? 'option highlighted' : 'option'}
            className={index === state.highlightedIndex ? 'option highlighted' : 'option'}
            aria-selected={index === state.highlightedIndex}
            onMouseMove={() => act({ type: 'ItemMouseMove', index })}
            onClick={() => act({ type: 'ItemClick', index })}
          >
            {s.label}
          </li>
        ))}
      </ul>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      <p id={errorId} part="error" className="error" role="alert">
        {showMessage ? outcome.message : ''}
      </p>
    </div>
  );
}
