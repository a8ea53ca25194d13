/**
 * <Autocomplete>: every auto-complete input of the site, as one shared React part (the body of
 * <cc-autocomplete>, and the data table's filter). It is the view: the variant's rules come from
 * domain/autocomplete.ts, the state, keys, ids and prop getters from useCombobox (over the pure
 * reducer of domain/combobox.ts), the lookups from useSuggestions; it renders the markup and
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
import { useMemo } from 'react';
import type { ElementProps } from '../core/declare';
import { useShadowStyles } from './host';
import type { HttpError } from '../core/http';
import {
  AUTOCOMPLETE_VARIANTS,
  DEFAULT_LIST_LIMIT,
  VARIANT_RULES,
  submissionSource,
  type AutocompleteVariant,
  type SubmissionField,
  type Suggestion,
} from '../domain/autocomplete';
import type { ComboRules, FieldOutcome } from '../domain/combobox';
import { autocompleteCss } from './autocomplete.styles';
import { useCombobox, type AutocompleteControl } from './useCombobox';
import { useSuggestions } from './useSuggestions';
import type { declaration, INPUT_TYPES } from '../declarations/cc-autocomplete.decl';

export type { AutocompleteControl } from './useCombobox';

export type InputType = (typeof INPUT_TYPES)[number];

/**
 * The props <cc-autocomplete> hands over as they are: their names and types are the
 * declaration's (declarations/cc-autocomplete.decl.ts), so the element forwards them in one spread.
 */
export const FORWARDED_PROPS = [
  'queryParam',
  'textField',
  'labelField',
  'searchFields',
  'valueField',
  'highlightedIndex',
  'listLimit',
  'placeholder',
  'size',
  'required',
] as const satisfies readonly (keyof ElementProps<typeof declaration>)[];

export type ForwardedProps = Pick<ElementProps<typeof declaration>, (typeof FORWARDED_PROPS)[number]>;

export interface AutocompleteProps extends ForwardedProps {
  variant?: AutocompleteVariant;
  label: string;
  items?: readonly unknown[];
  source?: string;
  method?: 'GET' | 'POST';
  params?: Readonly<Record<string, string | number | boolean>>;
  field?: SubmissionField;
  maxLength?: number;
  valueType?: InputType;
  disabled?: boolean;
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

export function Autocomplete(props: AutocompleteProps) {
  useShadowStyles(autocompleteCss);
  const variant: AutocompleteVariant = props.variant && AUTOCOMPLETE_VARIANTS.includes(props.variant) ? props.variant : 'generic';
  const base = VARIANT_RULES[variant];
  const textField = props.textField || base.textField;
  const maxItems = variant === 'table-filter' ? (props.listLimit && props.listLimit > 0 ? Math.floor(props.listLimit) : DEFAULT_LIST_LIMIT) : base.maxItems;
  const rules: ComboRules = useMemo(
    () => ({ minLength: base.minLength, maxItems, initialHighlight: props.highlightedIndex ?? -1 }),
    [base.minLength, maxItems, props.highlightedIndex],
  );
  const lookup = useSuggestions({
    source: props.source || (variant === 'submission' && props.field ? submissionSource(props.field) : base.source) || null,
    localOnly: variant === 'contest-local',
    items: props.items,
    method: props.method,
    queryParam: props.queryParam || base.queryParam,
    params: props.params,
    textField,
    labelField: props.labelField ?? base.labelField,
    valueField: props.valueField ?? base.valueField,
    searchFields: props.searchFields,
    maxItems,
    delayMs: base.delayMs,
    errors: base.errors,
    onError: props.onError,
  });
  const combo = useCombobox({
    rules,
    initialText: props.defaultText ?? props.defaultValue ?? '',
    initialValue: props.defaultValue ?? props.defaultText ?? '',
    lookup,
    listVisible: props.listVisible !== false,
    field: { required: props.required === true, requireSuggestion: props.requireSuggestion === true },
    showValidity: props.showValidity === true,
    typedBefore: props.typedBefore,
    controlRef: props.controlRef,
    onCommit: props.onCommit,
    onSuggestions: props.onSuggestions,
    onInputChange: props.onInputChange,
    onFocusOut: props.onFocusOut,
    onField: props.onField,
  });
  const { suggestions, highlightedIndex } = combo.state;

  return (
    <div className={`autocomplete ${variant}`} part="autocomplete">
      <input
        {...combo.getInputProps()}
        id={props.inputId}
        part="input"
        className="input"
        type={props.valueType ?? 'text'}
        aria-label={props.label}
        aria-required={props.required ? true : undefined}
        placeholder={props.placeholder}
        size={props.size}
        maxLength={props.maxLength}
        disabled={props.disabled}
      />
      <ul
        {...combo.getMenuProps()}
        part="list"
        aria-label={`${props.label} suggestions`}
        className={`list${suggestions.length === 0 ? ' none' : ''}`}
      >
        {suggestions.map((s, index) => (
          <li
            key={s.internal_id}
            {...combo.getItemProps(index)}
            part={index === highlightedIndex ? 'option highlighted' : 'option'}
            className={index === highlightedIndex ? 'option highlighted' : 'option'}
          >
            {s.label}
          </li>
        ))}
      </ul>
      <div className="visually-hidden" role="status" aria-live="polite">
        {combo.announcement}
      </div>
      <p id={combo.errorId} part="error" className="error" role="alert">
        {combo.showMessage ? combo.outcome.message : ''}
      </p>
    </div>
  );
}
