/** cc-countdown: the shared <Countdown> with its target read from an attribute. */
import { useCallback, useMemo } from 'react';
import { useHostEvent } from '../../ui/host';
import { Countdown } from '../../ui/Countdown';
import { parseCountdownTarget } from './logic';
import type { ElementProps } from '../../core/declare';
import { declaration } from '../../declarations/cc-countdown.decl';

const DEFAULT_COUNTDOWN_LABEL = 'Time remaining';

/** The element's props, as its declaration (cc-countdown.decl.ts) says. */
export type CountdownElementProps = ElementProps<typeof declaration>;

export function CountdownElement({ target, label }: CountdownElementProps) {
  const parsed = useMemo(() => parseCountdownTarget(target), [target]);
  const emit = useHostEvent(declaration);
  const targetMs = parsed.ok ? parsed.ms : NaN;
  const onEnd = useCallback(() => emit('cc-countdown-end', { target: targetMs }), [emit, targetMs]);
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
