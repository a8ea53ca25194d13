/**
 * Loading the form: on mount and when the address changes, and again on Reload. The first load
 * may take the form the page embedded in its settings (embedded-form.ts); later ones GET it. A
 * Reload after a failure keeps what the user typed for the form that comes back.
 */
import { useCallback, useEffect, useRef } from 'react';
import { FormCallError, loadForm, normaliseFormAnswer } from '../../api/forms';
import { takeEmbeddedForm } from './embedded-form';
import { pageOrigin, sessionSettings, userOf } from './form-session';
import { captureValues, draftKey } from './kept-values';
import type { FormCore } from './useFormCore';

export function useFormLoad(address: string | null, core: FormCore): () => Promise<void> {
  const loadSeq = useRef(0);
  /** Only the first load may take the form the page embedded in its settings. */
  const firstLoad = useRef(true);

  const load = useCallback(async () => {
    if (address === null) return;
    const { alive, dispatch, formRef, kept, drafts } = core;
    const seq = ++loadSeq.current;
    // A Reload after a failure: what the user typed goes into the form that comes back.
    if (formRef.current) kept.current = captureValues(formRef.current);
    dispatch({ type: 'load' });
    try {
      // The CSRF token comes with the page settings; every form call sends it.
      const settings = await sessionSettings();
      drafts.current = draftKey(userOf(settings), address);
      const embedded = firstLoad.current ? takeEmbeddedForm(settings, address, pageOrigin()) : null;
      firstLoad.current = false;
      if (embedded) core.pageLoginRequired.current = embedded.loginRequired;
      // The page came with this form's first markup: shown at once, no GET.
      const answer = (embedded?.markup && normaliseFormAnswer({ status: 'success', form: embedded.markup })) || await loadForm(address);
      if (!alive.current || seq !== loadSeq.current) return;
      dispatch({ type: 'loaded', answer });
      core.reportAnswerErrors(answer);
    } catch (error) {
      if (!alive.current || seq !== loadSeq.current) return;
      if (!(error instanceof FormCallError)) console.error(error);
      core.reportFailure();
    }
  }, [address, core]);

  useEffect(() => {
    void load();
  }, [load]);

  return load;
}
