/**
 * The server's form markup is not React's: its events are heard natively on the container.
 * This hook installs one set of listeners per container and turns raw DOM events into the
 * form's few intents (submit, a marked field left, a file picked, text typed, a captcha
 * refresh, a state list to fill); the component decides what each intent does.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { fieldHasValue, fieldName, validatedFieldOf } from './form-dom';
import { captchaRefreshTarget, fillStatesFor, refreshCaptchaIn, updateSubmitGate } from './form-controls';
import { fileProblem, sizeLimitKb, supportedExtensions, validationDelay } from './logic';

export interface FormIntents {
  submit(form: HTMLFormElement, submitter: HTMLElement | null): void;
  /** A marked (data-validate) field with a value was left; check it after `delayMs`. */
  fieldLeft(form: HTMLFormElement, name: string, delayMs: number): void;
  /** A picked file breaks the input's type or size rule (message), or no longer does (null). */
  fileChecked(name: string, problem: string | null): void;
  /** The user typed into the form; `target` is the control. */
  typed(form: HTMLFormElement, target: EventTarget | null): void;
}

/**
 * Listens on `container` while `key` (the form address) stays the same; `formRef` is the form
 * currently rendered in it. The intents are read through a ref, so they may change each render.
 */
export function useFormEvents(
  containerRef: RefObject<HTMLDivElement | null>,
  formRef: RefObject<HTMLFormElement | null>,
  intents: FormIntents,
  key: unknown,
): void {
  const latest = useRef(intents);
  latest.current = intents;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const onSubmit = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      latest.current.submit(form, (event as SubmitEvent).submitter);
    };
    const onFocusOut = (event: FocusEvent) => {
      const field = validatedFieldOf(event.target);
      const form = formRef.current;
      if (!field || !form || !form.contains(field)) return;
      // Moving between the controls of one field (a radio group) is not leaving it.
      if (event.relatedTarget instanceof Node && field.contains(event.relatedTarget)) return;
      const name = fieldName(field);
      if (!name || !fieldHasValue(field)) return;
      latest.current.fieldLeft(form, name, validationDelay(field.getAttribute('data-delay')));
    };
    const onChange = (event: Event) => {
      const input = event.target;
      // A committed change is typing too (a select or box changed without an input event).
      if (formRef.current) latest.current.typed(formRef.current, input);
      if (input instanceof HTMLSelectElement && input.hasAttribute('data-state-target')) {
        const form = formRef.current;
        void fillStatesFor(input, () => form && updateSubmitGate(form));
        return;
      }
      if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
      const name = input.name || input.id;
      const supported = supportedExtensions(input.getAttribute('data-supported'));
      const limit = sizeLimitKb(input.getAttribute('data-size-limit'));
      const problem = [...(input.files ?? [])].map((file) => fileProblem(file, supported, limit)).find(Boolean) ?? null;
      if (problem) input.value = '';
      if (name) latest.current.fileChecked(name, problem);
    };
    const onInput = (event: Event) => {
      const form = formRef.current;
      if (form) latest.current.typed(form, event.target);
    };
    const onClick = (event: Event) => {
      const refresh = captchaRefreshTarget(event.target);
      const form = formRef.current;
      if (!refresh || !form || !form.contains(refresh.block)) return;
      event.preventDefault();
      void refreshCaptchaIn(refresh.block, refresh.button, () => updateSubmitGate(form));
    };
    const onClipboard = (event: Event) => {
      const target = event.composedPath()[0];
      if (target instanceof Element && target.closest('[data-nocopy]')) event.preventDefault();
    };
    const listeners: [string, EventListener][] = [
      ['submit', onSubmit], ['focusout', onFocusOut as EventListener], ['change', onChange], ['input', onInput],
      ['click', onClick], ['copy', onClipboard], ['cut', onClipboard], ['paste', onClipboard],
    ];
    for (const [type, listener] of listeners) container.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) container.removeEventListener(type, listener);
    };
  }, [containerRef, formRef, key]);
}
