/**
 * A countdown to `target` for contest pages. Every countdown on the
 * page listens to the one 1 s ticker of core/clock and recomputes from clock.now() (server
 * time), so it never drifts and is right again at once after the tab sleeps. While the page is
 * offline it shows an internet error instead.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { clock, remaining } from '../core/clock';
import { isOnline, onConnectivityChange } from '../core/connectivity';
import { useShadowStyles } from './host';
import { countdownCss } from './countdown.styles';

export const COUNTDOWN_OFFLINE_TEXT = 'No internet connection. Trying to reconnect…';

export interface CountdownProps {
  /** The moment counted down to, ms since the epoch (server time). */
  target: number;
  /** Names the timer, visibly and for screen readers. */
  label: string;
  /**
   * Called once when the countdown reaches zero while shown. Not called for a target that was
   * already past when the countdown appeared (a page reacting by reloading would loop).
   */
  onEnd?: () => void;
}

const pad = (n: number) => String(n).padStart(2, '0');
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export function Countdown({ target, label, onEnd }: CountdownProps) {
  useShadowStyles(countdownCss);
  const [now, setNow] = useState(() => clock.now());
  const [online, setOnline] = useState(isOnline);
  const labelId = useId();
  const onEndRef = useRef(onEnd);
  useLayoutEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  // Layout effects: subscribed in the commit that first shows the timer, so no tick or
  // connectivity change falls between showing it and listening.
  useLayoutEffect(() => {
    const stop = onConnectivityChange(setOnline);
    setOnline(isOnline());
    return stop;
  }, []);

  useLayoutEffect(() => {
    setNow(clock.now());
    if (remaining(target, clock.now()).totalSeconds === 0) return undefined;
    const stop = clock.onTick((nowMs) => {
      setNow(nowMs);
      if (remaining(target, nowMs).totalSeconds === 0) {
        // Nothing left to count: leave the shared ticker, tell the page once.
        stop();
        onEndRef.current?.();
      }
    });
    return stop;
  }, [target]);

  const left = remaining(target, now);
  const units: Array<[key: string, value: string, name: string]> = [
    ['days', String(left.days), plural(left.days, 'day', 'days')],
    ['hours', pad(left.hours), plural(left.hours, 'hour', 'hours')],
    ['minutes', pad(left.minutes), plural(left.minutes, 'minute', 'minutes')],
    ['seconds', pad(left.seconds), plural(left.seconds, 'second', 'seconds')],
  ];

  return (
    <div className="countdown" part="countdown">
      <span className="label" id={labelId} part="label">
        {label}
      </span>
      {online ? (
        <div className="units" role="timer" aria-labelledby={labelId} part="timer">
          {units.map(([key, value, name]) => (
            <span className="unit" part="unit" key={key}>
              <span className="value" part="value">
                {value}
              </span>{' '}
              <span className="name">{name}</span>{' '}
            </span>
          ))}
        </div>
      ) : (
        <p className="offline" part="error">
          {COUNTDOWN_OFFLINE_TEXT}
        </p>
      )}
    </div>
  );
}
