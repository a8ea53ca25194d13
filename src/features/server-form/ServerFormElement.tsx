/**
 * <cc-server-form>: ServerForm with its callbacks turned into the element's events
 * (cc-form-state, cc-form-success, cc-form-error). A page that cancels cc-form-success shows
 * the outcome itself; the form then shows no message (the message or the handler).
 */
import { useCallback } from 'react';
import { useHostEvent } from '../../ui/host';
import { ServerForm, type FormErrorDetail, type FormPhase, type FormSuccessDetail } from './ServerForm';
import type { ElementProps } from '../../core/declare';
import { declaration } from '../../declarations/cc-server-form.decl';

/** The element's props, as its declaration (cc-server-form.decl.ts) says. */
export type ServerFormElementProps = ElementProps<typeof declaration>;

export function ServerFormElement({ src, popupErrors = false, loginRequired = false }: ServerFormElementProps) {
  const emit = useHostEvent(declaration);
  const onState = useCallback((state: FormPhase) => void emit('cc-form-state', { state }), [emit]);
  const onSuccess = useCallback((detail: FormSuccessDetail) => emit('cc-form-success', detail), [emit]);
  const onError = useCallback((detail: FormErrorDetail) => void emit('cc-form-error', detail), [emit]);
  return (
    <ServerForm
      src={src}
      popupErrors={popupErrors}
      loginRequired={loginRequired}
      onState={onState}
      onSuccess={onSuccess}
      onError={onError}
    />
  );
}
