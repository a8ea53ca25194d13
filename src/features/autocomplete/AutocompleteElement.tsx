/**
 * <cc-autocomplete>: the Autocomplete component as a form-associated custom element. It types
 * the attributes, turns callbacks into cc-* events, and connects the component's value and
 * validity to ElementInternals (the surrounding form's value, validity, reset and restore).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ElementProps } from '../../core/declare';
import { useFormBridge, useHost, useHostEvent } from '../../ui/host';
import type { HttpError } from '../../core/http';
import { AUTOCOMPLETE_VARIANTS, SUBMISSION_FIELDS, type Suggestion } from '../../domain/autocomplete';
import type { FieldOutcome } from '../../domain/combobox';
import { Autocomplete, FORWARDED_PROPS, type AutocompleteControl, type ForwardedProps, type InputType } from '../../ui/Autocomplete';
import { chooser, type EnumReaders } from '../../ui/choice';
import { AUTOCOMPLETE_METHODS, declaration, INPUT_TYPES } from '../../declarations/cc-autocomplete.decl';

const TAG = 'cc-autocomplete';

/** The element's props, as its declaration (cc-autocomplete.decl.ts) says. */
export type AutocompleteElementProps = ElementProps<typeof declaration>;

/** The enumerated attributes, read as the declaration allows (checked against the manifest). */
export const enumeratedAttributes = {
  variant: chooser(TAG, 'variant', AUTOCOMPLETE_VARIANTS, 'generic'),
  method: chooser(TAG, 'method', AUTOCOMPLETE_METHODS, 'get'),
  field: chooser(TAG, 'field', SUBMISSION_FIELDS, 'handle'),
  valueType: chooser<InputType>(TAG, 'value-type', INPUT_TYPES, 'text'),
} satisfies EnumReaders;

function scalarParams(tag: string, raw: unknown): Record<string, string | number | boolean> | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    console.warn(`<${tag}>: attribute "params" expects a JSON object; got ${JSON.stringify(raw)}. It is ignored.`);
    return undefined;
  }
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/** The host's own <label for> text (ElementInternals.labels), for an element without a label attribute. */
function labelsText(internals: ElementInternals | undefined): string {
  const labels = internals?.labels ? Array.from(internals.labels) : [];
  return labels.map((l) => l.textContent?.trim() ?? '').filter(Boolean).join(' ');
}

/** The props that mean the same on the element and the component (ui/Autocomplete FORWARDED_PROPS). */
function forwarded(props: AutocompleteElementProps): ForwardedProps {
  const out: Record<string, unknown> = {};
  for (const key of FORWARDED_PROPS) if (props[key] !== undefined) out[key] = props[key];
  return out as ForwardedProps;
}

export function AutocompleteElement(props: AutocompleteElementProps) {
  const host = useHost();
  const emit = useHostEvent(declaration);
  const bridge = useFormBridge();
  const control = useRef<AutocompleteControl | null>(null);
  const [submitTried, setSubmitTried] = useState(false);
  const [formDisabled, setFormDisabled] = useState(false);

  const variant = enumeratedAttributes.variant(props.variant);
  const field = props.field ?? (variant === 'submission' ? host.id : undefined);
  const submissionField = field ? enumeratedAttributes.field(field) : undefined;
  const method = enumeratedAttributes.method(props.method).toUpperCase() as 'GET' | 'POST';
  const valueType = enumeratedAttributes.valueType(props.valueType);
  const items = Array.isArray(props.items) ? props.items : undefined;
  const label = props.label?.trim() || labelsText(bridge?.internals) || props.placeholder?.trim() || 'Search';

  useEffect(() => {
    if (!bridge) return undefined;
    return bridge.listen({
      reset: () => {
        setSubmitTried(false);
        control.current?.reset();
      },
      restore: (state) => {
        if (typeof state !== 'string') return;
        try {
          const saved = JSON.parse(state) as { text?: unknown; value?: unknown };
          if (typeof saved.text === 'string' && typeof saved.value === 'string') control.current?.restore(saved.text, saved.value);
        } catch {
          // Not a state we saved: leave the field as it is.
        }
      },
      disabled: setFormDisabled,
    });
  }, [bridge]);

  // The form tried to submit while the field is invalid: show the message now.
  useEffect(() => {
    const onInvalid = () => setSubmitTried(true);
    host.addEventListener('invalid', onInvalid);
    return () => host.removeEventListener('invalid', onInvalid);
  }, [host]);

  // The page changed value/text after the first render: it is the field's chosen value.
  const firstValue = useRef({ value: props.value, text: props.text });
  useEffect(() => {
    if (firstValue.current.value === props.value && firstValue.current.text === props.text) return;
    firstValue.current = { value: props.value, text: props.text };
    const value = props.value ?? props.text ?? '';
    control.current?.restore(props.text ?? value, value);
  }, [props.value, props.text]);

  const lastMessage = useRef<string | null>(null);
  const onField = useCallback(
    (outcome: FieldOutcome, saved: { text: string; value: string }) => {
      if (!bridge) return;
      const { internals } = bridge;
      internals.setFormValue(outcome.formValue, JSON.stringify(saved));
      const anchor = host.shadowRoot?.querySelector('input') ?? undefined;
      if (outcome.message) internals.setValidity(outcome.flags, outcome.message, anchor);
      else internals.setValidity({});
      // Told when it changes, so a form can disable its submit while a field is not valid.
      if (lastMessage.current !== outcome.message) {
        lastMessage.current = outcome.message;
        emit('cc-validity', { valid: outcome.message === '', message: outcome.message });
      }
    },
    [bridge, host, emit],
  );

  return (
    <Autocomplete
      {...forwarded(props)}
      variant={variant}
      label={label}
      items={items}
      source={props.src}
      method={method}
      params={scalarParams(TAG, props.params)}
      field={submissionField}
      maxLength={props.maxlength}
      valueType={valueType}
      disabled={props.disabled || formDisabled}
      listVisible={!props.hideList}
      defaultValue={props.value}
      defaultText={props.text}
      // An autocomplete form field must hold a suggestion; outside a form there is nothing to hold.
      requireSuggestion={!props.freeText && Boolean(bridge?.internals.form)}
      showValidity={submitTried}
      controlRef={control}
      onField={onField}
      onCommit={(s: Suggestion) => emit('cc-commit', { text: s.text, label: s.label, value: s.value, item: s.item })}
      onFocusOut={(text) => emit('cc-focus-out', { text })}
      onError={(error: HttpError) => emit('cc-error', { status: error.status, message: error.message })}
    />
  );
}
