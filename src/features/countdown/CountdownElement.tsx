/** cc-countdown: the shared <Countdown> with its target read from an attribute. */
import { useCallback, useMemo } from 'react';
import { useHostEvent } from '../../core/define';
import { Countdown } from '../../ui/Countdown';
import { parseCountdownTarget } from './logic';

export const DEFAULT_COUNTDOWN_LABEL = 'Time remaining';

export interface CountdownElementProps {
  target?: string;
  label?: string;
}

export interface CountdownEndDetail {
  /** The target reached, ms since the epoch. */
  target: number;
}

export function CountdownElement({ target, label }: CountdownElementProps) {
  const parsed = useMemo(() => parseCountdownTarget(target), [target]);
  const emit = useHostEvent();
  const targetMs = parsed.ok ? parsed.ms : NaN;
  const onEnd = useCallback(() => emit<CountdownEndDetail>('cc-countdown-end', { target: targetMs }), [emit, targetMs]);
  const name = label?.trim() || DEFAULT_COUNTDOWN_LABEL;

  if (!parsed.ok) {
    return (
      <p className="error" role="alert" part="error">
        {parsed.message}
      </p>
    );
  }
  return <Countdown target={parsed.ms} label={name} onEnd={onEnd} />;
}
