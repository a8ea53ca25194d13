/**
 * The server's markup on screen: each new rendering is put in the container (sanitised, by
 * form-dom.ts) with the user's kept values or drafts put back, then the field marks go on top
 * of it and focus goes where the last call asked (the first control, the first invalid one, the
 * success message). Returns the names of errors no field in the markup could show.
 */
import { useId, useLayoutEffect, useState, type RefObject } from 'react';
import { applyFieldStates, firstControl, firstInvalidControl, renderFormMarkup } from './form-dom';
import { fillStatesFor, stateSelectNeedingFill, updateSubmitGate } from './form-controls';
import { readDrafts, restoreValues } from './kept-values';
import type { FormState } from './logic';
import type { FormCore } from './useFormCore';

export function useFormRendering(
  containerRef: RefObject<HTMLDivElement | null>,
  successRef: RefObject<HTMLDivElement | null>,
  state: FormState,
  core: FormCore,
): string[] {
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const prefix = `ccf${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { formRef, kept, drafts, focusIntent } = core;

  // A new rendering of the markup, then the field marks on top of it.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container || state.markup === null) return;
    const form = renderFormMarkup(container, state.markup);
    formRef.current = form;
    // What this page kept (a Reload), else the draft a page reload left.
    const values = form && (kept.current ?? (drafts.current ? readDrafts(drafts.current, form) : null));
    if (form && values) {
      restoreValues(form, values);
      // A kept country whose states the fresh form does not list yet: load them, then the state.
      for (const country of form.querySelectorAll<HTMLSelectElement>('select[data-state-target]')) {
        const target = form.querySelector(`#${CSS.escape(country.getAttribute('data-state-target') ?? '')}`);
        const keep = target instanceof HTMLSelectElement ? values.get(target.name)?.[0] : undefined;
        if (stateSelectNeedingFill(country, keep)) void fillStatesFor(country, () => updateSubmitGate(form), keep);
      }
    }
    if (form) updateSubmitGate(form);
  }, [state.version, state.markup]);

  useLayoutEffect(() => {
    const form = formRef.current;
    const names = form ? applyFieldStates(form, prefix, state.errors, state.marks) : Object.keys(state.errors);
    setUnplaced((previous) => (previous.join('\n') === names.join('\n') ? previous : names));
    const intent = focusIntent.current;
    if (intent === 'invalid' && form && state.phase === 'ready') {
      focusIntent.current = null;
      firstInvalidControl(form)?.focus();
    } else if (intent === 'first' && form && state.phase === 'ready' && state.success === null) {
      focusIntent.current = null;
      firstControl(form)?.focus();
    } else if (intent === 'success' && state.success !== null) {
      focusIntent.current = null;
      successRef.current?.focus();
    }
  }, [state.version, state.errors, state.marks, state.phase, state.success, prefix]);

  return unplaced;
}
