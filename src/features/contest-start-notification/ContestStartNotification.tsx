/**
 * The contest-start-notification popup: installs the trigger handler for the page and,
 * when a signed-in user clicks a trigger, opens a dialog with the server's reminder form for that
 * contest. After a successful submit the dialog shows the server's message and a Done button.
 * One element per page is enough; with several, the first handler takes each click (triggers.ts).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHostEvent } from '../../ui/host';
import { isSignedIn } from '../../domain/session';
import { store } from '../../core/store';
import { pageSettingsAtom } from '../../state/session';
import { Modal } from '../../ui/Modal';
import type { FormSuccessDetail } from '../server-form/ServerForm';
import { LazyServerForm } from '../server-form/LazyServerForm';
import { handleContestStartTriggers } from './triggers';
import { declaration } from '../../declarations/cc-contest-start-notification.decl';

const REMINDER_FORM_PATH = '/api/notification/form/ContestStartNotification/';
const reminderFormUrl = (contestCode: string): string => REMINDER_FORM_PATH + encodeURIComponent(contestCode);
const popupHeading = (contestCode: string): string => `Contest reminder: ${contestCode}`;
const DONE_LABEL = 'Done';

const signedIn = () => store.get(pageSettingsAtom).then(isSignedIn, () => false);

interface Opened {
  contestCode: string;
  /** Each opening loads the form afresh (a new ServerForm). */
  serial: number;
}

export function ContestStartNotification() {
  const emit = useHostEvent(declaration);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [done, setDone] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  // A layout effect, so a click right after the first paint already finds the handler.
  useLayoutEffect(
    () =>
      handleContestStartTriggers(signedIn, (contestCode) => {
        setDone(false);
        setOpened((previous) => ({ contestCode, serial: (previous?.serial ?? 0) + 1 }));
      }),
    [],
  );

  const onSuccess = useCallback(
    (detail: FormSuccessDetail) => {
      const show = emit('cc-form-success', detail);
      if (show) setDone(true);
      return show;
    },
    [emit],
  );

  useEffect(() => {
    if (done) closeRef.current?.focus();
  }, [done]);

  const close = () => setOpened(null);

  return (
    <Modal
      open={opened !== null}
      heading={opened ? popupHeading(opened.contestCode) : undefined}
      type="info"
      onClose={close}
      actions={
        done ? (
          <button type="button" className="button" part="done" ref={closeRef} onClick={close}>
            {DONE_LABEL}
          </button>
        ) : undefined
      }
    >
      {opened && (
        <LazyServerForm
          key={opened.serial}
          src={reminderFormUrl(opened.contestCode)}
          owner="cc-contest-start-notification"
          loginRequired
          autoFocus
          onSuccess={onSuccess}
        />
      )}
    </Modal>
  );
}
