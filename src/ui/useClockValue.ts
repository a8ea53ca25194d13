/**
 * A value derived from the page clock (a contest's phase, whether a reminder is still offered,
 * a 'froze 5 minutes ago' text), for components that show time. The value is computed at each
 * render from clock.now(), so it is right as soon as new data (and a re-synced clock) arrive;
 * the 1 s tick re-renders the component only when the derived value changes. A phase that
 * changes twice per contest costs two renders, not one a second: the rest of the page, which
 * does not show time, is never re-rendered by the tick.
 */
import { useEffect, useReducer, useRef } from 'react';
import { clock } from '../core/clock';

export function useClockValue<T>(derive: (nowMs: number) => T): T {
  const value = derive(clock.now());
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const latest = useRef({ derive, value });
  latest.current = { derive, value };
  useEffect(() => clock.onTick((nowMs) => {
    if (!Object.is(latest.current.derive(nowMs), latest.current.value)) rerender();
  }), []);
  return value;
}
