/**
 * Register, Start My Contest, the reminder, and the OTP unlock (the registration,
 * flexi-time and OTP rules, and the start confirmation). Each needs a signed-in user: visitors are sent
 * to the login page with a destination that brings them back (and, for the start, re-opens
 * the start dialog).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { startContest, unlockWithOtp, type Contest } from '../../api/contests';
import { nav } from '../../core/nav';
import { notify } from '../../core/notify';
import { reminderAvailable, type ContestPhase } from '../../domain/contest-timeline';
import { Modal } from '../../ui/Modal';
import {
  REGISTER_FIRST_TEXT, RELOAD_AFTER_UNLOCK_MS, REMINDER_LOGIN_TEXT, START_ACTION_PARAM, UNLOCKED_TEXT,
  paths, startConfirmText,
} from './logic';

interface ContestControlsProps {
  contest: Contest;
  phase: ContestPhase;
  now: number;
  signedIn: boolean;
  onChanged: () => void;
}

/** The attribute cc-contest-start-notification listens for (triggers). */
const REMINDER_TRIGGER = 'data-cc-contest-start-notification';

export function ContestControls({ contest, phase, now, signedIn, onChanged }: ContestControlsProps) {
  if (phase === 'ended') return null;
  const mustRegister = contest.registrationEnabled && !contest.registered;
  const canStart = contest.flexiTime && !contest.startTimeSet && phase === 'running';
  const showReminder = phase === 'before' && reminderAvailable(now, contest);
  const showOtp = contest.otpRequired && phase === 'running';
  if (!mustRegister && !canStart && !showReminder && !showOtp && !contest.showRegisterButton) return null;

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
      <button type="button" className="button primary" part="start" onClick={begin} disabled={busy}>
        Start My Contest
      </button>
      <Modal
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
      </Modal>
    </>
  );
}

function ReminderButton({ code, signedIn }: { code: string; signedIn: boolean }) {
  const [refused, setRefused] = useState(false);
  if (signedIn) {
    // The popup element opens the reminder form for triggers. The page brings one, so the
    // button works on a partner page too; with the app's one as well, only one opens per click.
    const trigger = { [REMINDER_TRIGGER]: code };
    return (
      <>
        <button type="button" className="button" part="reminder" {...trigger}>Set reminder</button>
        <cc-contest-start-notification></cc-contest-start-notification>
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

function OtpForm({ code, signedIn }: { code: string; signedIn: boolean }) {
  const inputId = useId();
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [unlocked, setUnlocked] = useState(false);

  useEffect(() => {
    if (!unlocked) return undefined;
    const timer = setTimeout(() => nav.reload(), RELOAD_AFTER_UNLOCK_MS);
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
