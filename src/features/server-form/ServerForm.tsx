/**
 * A server-driven form: GET the form address and show the returned markup (sanitised
 * with the serverForm profile), take over its submit, POST the fields, then show the success
 * message and follow a redirect, or mark the field errors and show the re-rendered form.
 * Marked fields (data-validate) are checked on blur; data-nocopy fields refuse copy and paste;
 * file inputs check data-supported and data-size-limit. A failing call shows the form-failure text
 * with a Reload button, inline or (popupErrors) in a popup titled 'Error'.
 *
 * Used by <cc-server-form> and by features that show a server form inside their own UI (the
 * contest-start-notification popup); callbacks stand in for the element's events.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { recordUserKeyBeforeLeaving } from '../../api/user-key-record';
import { FormCallError, loadForm, normaliseFormAnswer, submitForm, validateFormField, type FormAnswer } from '../../api/forms';
import { nav } from '../../core/nav';
import { isSafeUrl } from '../../core/safe-url';
import { supportEmail } from '../../core/support';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { ErrorPopup } from '../../ui/ErrorPopup';
import { Loader } from '../../ui/Loader';
import { applyFieldStates, firstControl, firstInvalidControl, renderFormMarkup } from './form-dom';
import { fillStatesFor, stateSelectNeedingFill, submitAllowed, updateSubmitGate } from './form-controls';
import { useFormEvents } from './form-events';
import { pageOrigin, sessionReady, sessionSettings, userOf } from './form-session';
import { takeEmbeddedForm } from './embedded-form';
import { captureValues, draftKey, forgetDrafts, readDrafts, restoreValues, saveDrafts, type KeptValues } from './kept-values';
import { BAD_ADDRESS_TEXT, LOADING_TEXT, failedFormText, formAddress, formReducer, initialFormState, redirectDelay } from './logic';
import { useLater } from './useLater';

export type FormPhase = 'loading' | 'ready';

export interface FormSuccessDetail {
  message: string | null;
  redirect: string | null;
}

export interface FormErrorDetail {
  /** Field errors by the server's field names. */
  errors: Record<string, string>;
  /** Messages for no field; the form-failure text when a call failed. */
  messages: string[];
  /** True when the call itself failed (after the form retry policy). */
  failed: boolean;
}

export interface ServerFormProps {
  src?: string;
  popupErrors?: boolean;
  loginRequired?: boolean;
  /** Move focus to the first control once the form is shown (dialogs). */
  autoFocus?: boolean;
  /** Names the element in console warnings. */
  owner?: string;
  onState?: (phase: FormPhase) => void;
  /** Return false when the handler shows the outcome itself: the message is then not shown. */
  onSuccess?: (detail: FormSuccessDetail) => boolean | void;
  onError?: (detail: FormErrorDetail) => void;
}

type FocusIntent = 'first' | 'invalid' | 'success' | null;

export function ServerForm(props: ServerFormProps) {
  const { src, popupErrors = false, autoFocus = false, owner = 'cc-server-form' } = props;
  const address = useMemo(() => formAddress(src, pageOrigin()), [src]);
  const [state, dispatch] = useReducer(formReducer, initialFormState);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const prefix = `ccf${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const containerRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const focusIntent = useRef<FocusIntent>(autoFocus ? 'first' : null);
  const { alive, later } = useLater();
  const loadSeq = useRef(0);
  /** Set from the submit event on: a second click while the session is awaited sends nothing. */
  const submitting = useRef(false);
  const validateSeq = useRef(new Map<string, number>());
  /** The user's values, put back into the next rendering of the form (Reload, re-rendered errors). */
  const kept = useRef<KeptValues | null>(null);
  /** Where this user's drafts for this form live; known once the session is. */
  const drafts = useRef<string | null>(null);
  /** Only the first load may take the form the page embedded in its settings. */
  const firstLoad = useRef(true);
  /** The page settings flag this form as login-required (its embedded form's loginRequired). */
  const pageLoginRequired = useRef(false);
  // Native listeners read the latest props and state through here.
  const latest = useRef({ props, state, address });
  latest.current = { props, state, address };

  useEffect(() => {
    if (address === null) console.warn(`<${owner}>: attribute "src" expects a form address on this site; got ${JSON.stringify(src ?? null)}.`);
  }, [address, owner, src]);

  /** The element's flag, or the page settings' for the page's own form. */
  const loginRequired = () => Boolean(latest.current.props.loginRequired) || pageLoginRequired.current;

  const reportFailure = useCallback(() => {
    dispatch({ type: 'failed' });
    latest.current.props.onError?.({ errors: {}, messages: [failedFormText(supportEmail())], failed: true });
  }, []);

  const reportAnswerErrors = (answer: FormAnswer) => {
    if (answer.status === 'error') latest.current.props.onError?.({ errors: answer.errors, messages: answer.messages, failed: false });
  };

  const load = useCallback(async () => {
    if (address === null) return;
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
      if (embedded) pageLoginRequired.current = embedded.loginRequired;
      // The page came with this form's first markup: shown at once, no GET.
      const answer = (embedded?.markup && normaliseFormAnswer({ status: 'success', form: embedded.markup })) || await loadForm(address);
      if (!alive.current || seq !== loadSeq.current) return;
      dispatch({ type: 'loaded', answer });
      reportAnswerErrors(answer);
    } catch (error) {
      if (!alive.current || seq !== loadSeq.current) return;
      if (!(error instanceof FormCallError)) console.error(error);
      reportFailure();
    }
  }, [address, reportFailure]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    latest.current.props.onState?.(state.phase);
  }, [state.phase]);

  const followRedirect = (answer: FormAnswer) => {
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
  };

  const submit = async (form: HTMLFormElement, submitter: HTMLElement | null) => {
    const { state: current, address: url } = latest.current;
    if (current.phase === 'loading' || url === null || submitting.current || !submitAllowed(form)) return;
    // Read now: the fields may change while the session is awaited.
    const data = submitter && submitter.getAttribute('form') === null && form.contains(submitter)
      ? new FormData(form, submitter)
      : new FormData(form);
    const multipart = form.enctype === 'multipart/form-data';
    kept.current = captureValues(form);
    submitting.current = true;
    try {
      const signedIn = await sessionReady();
      // A login-required form is not sent for visitors, silently.
      if (!alive.current || (loginRequired() && !signedIn)) return;
      dispatch({ type: 'submit' });
      await send(url, data, multipart);
    } finally {
      submitting.current = false;
    }
  };

  const send = async (url: string, data: FormData, multipart: boolean) => {
    try {
      const answer = await submitForm(url, data, multipart);
      if (!alive.current) return;
      if (answer.status === 'success') {
        kept.current = null;
        if (drafts.current) forgetDrafts(drafts.current);
        const detail: FormSuccessDetail = { message: answer.success, redirect: answer.redirect };
        const show = latest.current.props.onSuccess?.(detail) !== false;
        focusIntent.current = show && answer.success ? 'success' : null;
        dispatch({ type: 'submitted', answer: show ? answer : { ...answer, success: null } });
        followRedirect(answer);
      } else {
        focusIntent.current = 'invalid';
        dispatch({ type: 'submitted', answer });
        reportAnswerErrors(answer);
      }
    } catch (error) {
      if (!alive.current) return;
      if (!(error instanceof FormCallError)) console.error(error);
      reportFailure();
    }
  };

  /** `version`: the rendering the user left the field in; a newer one makes the check moot. */
  const validate = async (form: HTMLFormElement, name: string, version: number) => {
    const url = latest.current.address;
    if (url === null || latest.current.state.version !== version) return;
    const seq = (validateSeq.current.get(name) ?? 0) + 1;
    validateSeq.current.set(name, seq);
    const signedIn = await sessionReady();
    if (!alive.current || (loginRequired() && !signedIn)) return;
    dispatch({ type: 'validating', field: name });
    const stale = () => !alive.current || validateSeq.current.get(name) !== seq || latest.current.state.version !== version;
    try {
      const answer = await validateFormField(url, name, new FormData(form), form.enctype === 'multipart/form-data');
      if (!stale()) dispatch({ type: 'validated', field: name, answer });
    } catch (error) {
      if (stale()) return;
      if (!(error instanceof FormCallError)) console.error(error);
      reportFailure();
    }
  };

  // The markup is the server's: its events are heard natively on the container.
  useFormEvents(containerRef, formRef, {
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
  }, address);

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

  if (address === null) {
    return <p className="form-message" part="message" role="alert">{BAD_ADDRESS_TEXT}</p>;
  }

  const listed = [...state.messages, ...unplaced.map((name) => state.errors[name]).filter((m): m is string => Boolean(m))];
  const failedInline = state.failed && !popupErrors;
  const failureText = failedFormText(supportEmail());

  return (
    <div
      className="server-form"
      part="form-area"
      data-form-id={state.formId ?? undefined}
      aria-busy={state.phase === 'loading' ? 'true' : undefined}
    >
      {state.success !== null && (
        <div className="form-success" part="success" role="status" tabIndex={-1} ref={successRef}>
          <span className="tick" aria-hidden="true">✓</span> {state.success}
        </div>
      )}
      {listed.length > 0 && !failedInline && (
        <div className="form-errors" part="errors" role="alert">
          <ul>
            {listed.map((message, index) => (
              <li key={`${index}-${message}`}><span className="cross" aria-hidden="true">✗</span> {message}</li>
            ))}
          </ul>
        </div>
      )}
      {failedInline && (
        <ErrorPanel part="failure" onReload={() => void load()}>{failureText}</ErrorPanel>
      )}
      <div
        className="form-markup"
        part="form"
        ref={containerRef}
        hidden={failedInline || state.success !== null || state.markup === null}
      />
      {popupErrors && (
        <ErrorPopup open={state.failed} onReload={() => void load()} onClose={() => dispatch({ type: 'dismiss-failure' })}>
          {failureText}
        </ErrorPopup>
      )}
      {state.phase === 'loading' && <Loader overlay={state.markup !== null} label={LOADING_TEXT} />}
    </div>
  );
}
