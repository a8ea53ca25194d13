/**
 * What the form does for each intent its markup's events carry (form-events.ts): a submit sends
 * the fields (once the session is known; a login-required form is not sent for visitors) and
 * shows the answer, follows its redirect or marks its errors; a marked field left is checked with
 * the server; typing keeps drafts and the submit gate current.
 */
import { useRef } from 'react';
import { recordUserKeyBeforeLeaving } from '../../api/user-key-record';
import { FormCallError, submitForm, validateFormField, type FormAnswer } from '../../api/forms';
import { nav } from '../../core/nav';
import { isSafeUrl } from '../../core/safe-url';
import { submitAllowed, updateSubmitGate } from './form-controls';
import type { FormIntents } from './form-events';
import { sessionReady } from './form-session';
import { captureValues, forgetDrafts, saveDrafts } from './kept-values';
import { redirectDelay } from './logic';
import type { FormSuccessDetail } from './ServerForm';
import type { FormCore } from './useFormCore';

/** After a success: the answer's redirect, at once or after its delay, when it is a safe address. */
function followRedirect(answer: FormAnswer, owner: string, later: FormCore['later']): void {
  const delay = redirectDelay(answer);
  if (delay === null || !answer.redirect) return;
  if (!isSafeUrl(answer.redirect)) {
    console.warn(`<${owner}>: the form's redirect ${JSON.stringify(answer.redirect)} is not a safe address; staying here.`);
    return;
  }
  const target = answer.redirect;
  // A sign-in or sign-up changes the user key: recorded before leaving, so the next page does
  // not load, find a new key, clear storage and load again (api/user-key.ts).
  const go = () => void recordUserKeyBeforeLeaving().then(() => nav.assign(target));
  if (delay === 0) go();
  else later(delay, go);
}

export function useFormIntents(core: FormCore, owner: string): FormIntents {
  /** Set from the submit event on: a second click while the session is awaited sends nothing. */
  const submitting = useRef(false);
  const validateSeq = useRef(new Map<string, number>());
  const { alive, dispatch, latest, drafts, later } = core;

  const send = async (url: string, data: FormData, multipart: boolean) => {
    try {
      const answer = await submitForm(url, data, multipart);
      if (!alive.current) return;
      if (answer.status === 'success') {
        core.kept.current = null;
        if (drafts.current) forgetDrafts(drafts.current);
        const detail: FormSuccessDetail = { message: answer.success, redirect: answer.redirect };
        const show = latest.current.props.onSuccess?.(detail) !== false;
        core.focusIntent.current = show && answer.success ? 'success' : null;
        dispatch({ type: 'submitted', answer: show ? answer : { ...answer, success: null } });
        followRedirect(answer, owner, later);
      } else {
        core.focusIntent.current = 'invalid';
        dispatch({ type: 'submitted', answer });
        core.reportAnswerErrors(answer);
      }
    } catch (error) {
      if (!alive.current) return;
      if (!(error instanceof FormCallError)) console.error(error);
      core.reportFailure();
    }
  };

  const submit = async (form: HTMLFormElement, submitter: HTMLElement | null) => {
    const { state: current, address: url } = latest.current;
    if (current.phase === 'loading' || url === null || submitting.current || !submitAllowed(form)) return;
    // Read now: the fields may change while the session is awaited.
    const data = submitter && submitter.getAttribute('form') === null && form.contains(submitter)
      ? new FormData(form, submitter)
      : new FormData(form);
    const multipart = form.enctype === 'multipart/form-data';
    core.kept.current = captureValues(form);
    submitting.current = true;
    try {
      const signedIn = await sessionReady();
      // A login-required form is not sent for visitors, silently.
      if (!alive.current || (core.loginRequired() && !signedIn)) return;
      dispatch({ type: 'submit' });
      await send(url, data, multipart);
    } finally {
      submitting.current = false;
    }
  };

  /** `version`: the rendering the user left the field in; a newer one makes the check moot. */
  const validate = async (form: HTMLFormElement, name: string, version: number) => {
    const url = latest.current.address;
    if (url === null || latest.current.state.version !== version) return;
    const seq = (validateSeq.current.get(name) ?? 0) + 1;
    validateSeq.current.set(name, seq);
    const signedIn = await sessionReady();
    if (!alive.current || (core.loginRequired() && !signedIn)) return;
    dispatch({ type: 'validating', field: name });
    const stale = () => !alive.current || validateSeq.current.get(name) !== seq || latest.current.state.version !== version;
    try {
      const answer = await validateFormField(url, name, new FormData(form), form.enctype === 'multipart/form-data');
      if (!stale()) dispatch({ type: 'validated', field: name, answer });
    } catch (error) {
      if (stale()) return;
      if (!(error instanceof FormCallError)) console.error(error);
      core.reportFailure();
    }
  };

  return {
    submit: (form, submitter) => void submit(form, submitter),
    fieldLeft: (form, name, delayMs) => {
      // A chosen suggestion (an auto-complete) is in the form once its field is left.
      if (drafts.current) saveDrafts(drafts.current, form);
      const version = latest.current.state.version;
      if (delayMs > 0) later(delayMs, () => void validate(form, name, version));
      else void validate(form, name, version);
    },
    fileChecked: (field, message) => dispatch({ type: 'field-problem', field, message }),
    typed: (form) => {
      updateSubmitGate(form);
      // Every non-secret field is a draft: what was typed survives F5.
      if (drafts.current) saveDrafts(drafts.current, form);
    },
  };
}
