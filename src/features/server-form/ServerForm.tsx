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
import { useEffect, useMemo, useRef } from 'react';
import { supportEmail } from '../../core/support';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { ErrorPopup } from '../../ui/ErrorPopup';
import { Loader } from '../../ui/Loader';
import { useFormEvents } from './form-events';
import { pageOrigin } from './form-session';
import { BAD_ADDRESS_TEXT, LOADING_TEXT, failedFormText, formAddress } from './logic';
import { useFormCore } from './useFormCore';
import { useFormIntents } from './useFormIntents';
import { useFormLoad } from './useFormLoad';
import { useFormRendering } from './useFormRendering';

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

export function ServerForm(props: ServerFormProps) {
  const { src, popupErrors = false, owner = 'cc-server-form' } = props;
  const address = useFormAddress(src, owner);
  const { state, core } = useFormCore(props, address);
  const containerRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const load = useFormLoad(address, core);
  useEffect(() => {
    core.latest.current.props.onState?.(state.phase);
  }, [state.phase, core]);
  // The markup is the server's: its events are heard natively on the container.
  useFormEvents(containerRef, core.formRef, useFormIntents(core, owner), address);
  const unplaced = useFormRendering(containerRef, successRef, state, core);

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
        <ErrorPopup open={state.failed} onReload={() => void load()} onClose={() => core.dispatch({ type: 'dismiss-failure' })}>
          {failureText}
        </ErrorPopup>
      )}
      {state.phase === 'loading' && <Loader overlay={state.markup !== null} label={LOADING_TEXT} />}
    </div>
  );
}

/** The form's address on this site (null, with a console warning, when `src` is not one). */
function useFormAddress(src: string | undefined, owner: string): string | null {
  const address = useMemo(() => formAddress(src, pageOrigin()), [src]);
  useEffect(() => {
    if (address === null) console.warn(`<${owner}>: attribute "src" expects a form address on this site; got ${JSON.stringify(src ?? null)}.`);
  }, [address, owner, src]);
  return address;
}
