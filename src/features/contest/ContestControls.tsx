/**
 * Register, Start My Contest, the reminder, and the OTP unlock (the registration,
 * flexi-time and OTP rules, and the start confirmation). Each needs a signed-in user: visitors are sent
 * to the login page with a destination that brings them back (and, for the start, re-opens
 * the start dialog). Loaded only for a contest that shows one of them (ContestHeader.tsx,
 * `controlsModule`).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import type { Contest } from '../../api/contest-answer';
import { startContest, unlockWithOtp } from '../../api/contests';
import { GENERIC_ERROR_MESSAGE } from '../../core/http';
import { nav } from '../../core/nav';
import { requestReload } from '../../core/reload-guard';
import { notify } from '../../core/notify';
import { reminderAvailable, type ContestPhase } from '../../domain/contest-timeline';
import { useClockValue } from '../../ui/useClockValue';
import { useShadowStyles } from '../../ui/host';
import { useLazyModule } from '../../ui/useLazyModule';
import { REMINDER_TAG, modalModule, reminderElement } from './lazy-parts';
import { contestControlsCss } from './controls.styles';
import {
  REGISTER_FIRST_TEXT, RELOAD_AFTER_UNLOCK_MS, REMINDER_LOGIN_TEXT, START_ACTION_PARAM, UNLOCKED_TEXT,
  controlsShown, paths, startConfirmText,
} from './logic';

interface ContestControlsProps {
  contest: Contest;
  phase: ContestPhase;
  signedIn: boolean;
  onChanged: () => void;
}

/** The attribute cc-contest-start-notification listens for (triggers). */
const REMINDER_TRIGGER = 'data-cc-contest-start-notification';

/** Frames to wait for a just-loaded reminder element to install its trigger handler. */
const REMINDER_READY_FRAMES = 120;

export function ContestControls({ contest, phase, signedIn, onChanged }: ContestControlsProps) {
  useShadowStyles(contestControlsCss);
  // The reminder rule depends on the clock: this re-renders when it changes, not every second.
  const reminderOpen = useClockValue((now) => reminderAvailable(now, contest));
  if (!controlsShown(contest, phase, reminderOpen)) return null;
  const mustRegister = contest.registrationEnabled && !contest.registered;
  const canStart = contest.flexiTime && !contest.startTimeSet && phase === 'running';
  const showReminder = phase === 'before' && reminderOpen;
  const showOtp = contest.otpRequired && phase === 'running';

  return (
    <div className="controls" part="controls">
      {(mustRegister || contest.showRegisterButton) && (
        <a className="button primary" part="register"
          href={signedIn ? paths.register(contest.code) : paths.login(paths.contest(contest.code))}>
          Register
        </a>
      )}
      {canStart && <StartButton contest={contest} signedIn={signedIn} mustRegister={mustRegister} onStarted={onChanged} />}
      {showReminder && <ReminderButton code={contest.code} signedIn={signedIn} />}
      {showOtp && <OtpForm code={contest.code} signedIn={signedIn} />}
    </div>
  );
}

function StartButton({ contest, signedIn, mustRegister, onStarted }: {
  contest: Contest; signedIn: boolean; mustRegister: boolean; onStarted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The dialog's code loads when it first opens (warmed on hover or focus of the button); until
  // then nothing is drawn, as a closed dialog draws nothing. Focus stays on the button meanwhile,
  // so the dialog still returns it there when it closes.
  const modal = useLazyModule(modalModule, confirming);
  const warm = () => void modalModule.load().catch(() => undefined);

  const begin = () => {
    if (!signedIn) {
      nav.assign(paths.login(`${paths.contest(contest.code)}?${START_ACTION_PARAM}`));
      return;
    }
    if (mustRegister) {
      notify({ style: 'error', message: REGISTER_FIRST_TEXT });
      return;
    }
    setConfirming(true);
  };

  // Back from the login page with ?start: the user asked to start, so ask them to confirm.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !signedIn) return;
    const query = nav.path().split('?')[1] ?? '';
    if (new URLSearchParams(query).has(START_ACTION_PARAM)) {
      resumed.current = true;
      begin();
    }
  }); // eslint-disable-line react-hooks/exhaustive-deps

  const confirm = async () => {
    setBusy(true);
    const result = await startContest(contest.code);
    setBusy(false);
    setConfirming(false);
    if (result.ok) onStarted();
    else notify({ style: 'error', message: result.message });
  };

  return (
    <>
      <button type="button" className="button primary" part="start" onClick={begin} disabled={busy}
        onPointerEnter={warm} onFocus={warm}>
        Start My Contest
      </button>
      {confirming && modal.failed && (
        <p className="inline-notice" role="alert">
          {GENERIC_ERROR_MESSAGE} <button type="button" className="link-button" onClick={modal.retry}>Retry</button>
        </p>
      )}
      {modal.module && <modal.module.Modal
        open={confirming}
        heading="Start the contest?"
        type="attention"
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="button secondary" onClick={() => setConfirming(false)}>Cancel</button>
            <button type="button" className="button primary" part="confirm-start" disabled={busy} onClick={() => void confirm()}>
              Start
            </button>
          </>
        }
      >
        <p>{startConfirmText(contest)}</p>
      </modal.module.Modal>}
    </>
  );
}

function ReminderButton({ code, signedIn }: { code: string; signedIn: boolean }) {
  const [refused, setRefused] = useState(false);
  const popup = useRef<HTMLElement>(null);
  // The popup element loads once the button shows for a signed-in user (lazy-parts.ts).
  useEffect(() => {
    if (signedIn) reminderElement.load().catch(() => undefined);
  }, [signedIn]);
  if (signedIn) {
    // The popup element opens the reminder form for triggers. The page brings one, so the
    // button works on a partner page too; with the app's one as well, only one opens per click.
    const trigger = { [REMINDER_TRIGGER]: code };
    // A handler takes a trigger's click in the capture phase and prevents its default. A click
    // nobody took came before any popup element was ready: it is made again once this one is.
    const onClick = (event: MouseEvent<HTMLButtonElement>) => {
      if (event.nativeEvent.defaultPrevented) return;
      const button = event.currentTarget;
      void reminderElement.load().then(() => whenPopupReady(popup.current)).then(
        (ready) => ready && button.isConnected && button.click(),
        () => notify({ style: 'error', message: GENERIC_ERROR_MESSAGE }),
      );
    };
    return (
      <>
        <button type="button" className="button" part="reminder" {...trigger} onClick={onClick}>Set reminder</button>
        <cc-contest-start-notification ref={popup}></cc-contest-start-notification>
      </>
    );
  }
  return (
    <>
      <button type="button" className="button" part="reminder" onClick={() => setRefused(true)}>Set reminder</button>
      {refused && (
        <p className="inline-notice" role="alert">
          {REMINDER_LOGIN_TEXT}. <a href={paths.login(paths.contest(code))}>Log in</a>
        </p>
      )}
    </>
  );
}

/**
 * Resolves true once the popup element has rendered its dialog: its trigger handler is
 * installed in the same commit (a layout effect), so a click made now is taken.
 */
function whenPopupReady(popup: HTMLElement | null): Promise<boolean> {
  return new Promise((resolve) => {
    let frames = 0;
    const check = () => {
      if (!popup?.isConnected) resolve(false);
      else if (customElements.get(REMINDER_TAG) && popup.shadowRoot?.querySelector('dialog')) resolve(true);
      else if (++frames > REMINDER_READY_FRAMES) resolve(false);
      else requestAnimationFrame(check);
    };
    check();
  });
}

function OtpForm({ code, signedIn }: { code: string; signedIn: boolean }) {
  const inputId = useId();
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [unlocked, setUnlocked] = useState(false);

  useEffect(() => {
    if (!unlocked) return undefined;
    const timer = setTimeout(() => requestReload(UNLOCKED_TEXT), RELOAD_AFTER_UNLOCK_MS);
    return () => clearTimeout(timer);
  }, [unlocked]);

  if (!signedIn) {
    return <a className="button" part="otp-login" href={paths.login(paths.contest(code))}>Log in to unlock</a>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || otp.trim() === '') return;
    setBusy(true);
    const result = await unlockWithOtp(code, otp.trim());
    setBusy(false);
    if (result.ok) {
      notify({ style: 'success', message: UNLOCKED_TEXT });
      setUnlocked(true);
    } else {
      notify({ style: 'error', message: result.message });
    }
  };

  return (
    <form className="otp" part="otp" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId}>OTP</label>
      <input id={inputId} name="OTP" autoComplete="one-time-code" inputMode="numeric" value={otp}
        onChange={(event) => setOtp(event.target.value)} disabled={busy || unlocked} required />
      <button type="submit" className="button primary" disabled={busy || unlocked}>Unlock</button>
      {unlocked && <p role="status">{UNLOCKED_TEXT}</p>}
    </form>
  );
}
