/**
 * <cc-modal>: the Modal as an element for pages. Beyond the dialog it decides whether the modal
 * may show at all: a one-time modal stays closed once its cookie exists, and
 * the audience flags pick signed-in users or visitors. Closing removes the `open`
 * attribute, so the page can open it again by setting it.
 */
import { useCallback, useEffect, useLayoutEffect } from 'react';
import { getCookie, setCookie } from '../../core/cookies';
import { useHost, useHostEvent } from '../../ui/host';
import { useSession } from '../../state/session';
import { chooser, positive, type EnumReaders } from '../../ui/choice';
import { STATUS_TYPES } from '../../ui/icons';
import { Modal, type ModalCloseReason } from '../../ui/Modal';
import { audienceAllows } from './logic';
import type { ElementProps, ElementEventDetails } from '../../core/declare';
import { declaration } from '../../declarations/cc-modal.decl';

/** The element's props, as its declaration (cc-modal.decl.ts) says. */
export type ModalElementProps = ElementProps<typeof declaration>;

type ModalCloseDetail = ElementEventDetails<typeof declaration>['cc-close'];

const TAG = 'cc-modal';
const DEFAULT_ACTION_LABEL = 'Okay';

/** The enumerated attributes, read as the declaration allows (checked against the manifest). */
export const enumeratedAttributes = {
  type: chooser(TAG, 'type', STATUS_TYPES, 'info'),
} satisfies EnumReaders;

export function ModalElement(props: ModalElementProps) {
  const { heading, open = false, onceKey, onceDays, loginRequired = false, allAllowed = false, actionLabel } = props;
  const host = useHost();
  const emit = useHostEvent(declaration);
  const session = useSession();
  const type = enumeratedAttributes.type(props.type);

  const seenBefore = onceKey ? getCookie(onceKey) !== undefined : false;
  const audienceKnown = !session.loading;
  const visible = open && !seenBefore && audienceKnown && audienceAllows({ loginRequired, allAllowed }, session.signedIn);

  useEffect(() => {
    if (visible) emit('cc-open');
  }, [visible, emit]);

  const close = useCallback(
    (reason: ModalCloseReason, value?: string) => {
      const detail: ModalCloseDetail = value === undefined ? { reason } : { reason, value };
      if (!emit('cc-close', detail)) return; // a listener kept it open
      if (onceKey) {
        const days = positive(TAG, 'once-days', onceDays, undefined);
        // Without (valid) once-days the cookie lasts for the browser session.
        setCookie(onceKey, '1', days === undefined ? {} : { days });
      }
      host.removeAttribute('open');
      (host as HTMLElement & { open?: boolean }).open = false; // also when it was opened by property
    },
    [emit, host, onceKey, onceDays],
  );

  // Slotted action buttons are light DOM: their clicks are seen on the host, not in React.
  // Listening from the layout phase, when the dialog opens (ui/useDialog), not a frame later.
  useLayoutEffect(() => {
    if (!visible) return undefined;
    const onClick = (event: MouseEvent) => {
      const action = event.target instanceof Element ? event.target.closest('[data-close]') : null;
      if (action && action !== host && host.contains(action)) close('action', action.getAttribute('data-close') || undefined);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [visible, host, close]);

  return (
    <Modal
      open={visible}
      heading={heading}
      type={type}
      onClose={close}
      actions={
        <slot name="actions">
          <button type="button" className="button" part="action" onClick={() => close('action')}>
            {actionLabel?.trim() || DEFAULT_ACTION_LABEL}
          </button>
        </slot>
      }
    >
      <slot />
    </Modal>
  );
}
