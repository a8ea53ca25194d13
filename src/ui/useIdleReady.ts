/**
 * False at a component's first render, true once the page has had an idle moment for it
 * (core/idle-work.ts): for a secondary part that waits until what it sits in has been painted
 * and the user's first action after it has had its frame. The switch is rendered at once inside
 * that idle moment (flushSync), so its cost stays there and is not left to a later task.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '../core/idle-work';

export function useIdleReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? undefined : whenIdle(() => flushSync(() => setReady(true)))), [ready]);
  return ready;
}
