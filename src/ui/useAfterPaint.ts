/**
 * False at a component's first render, true once the frame after it has been painted: for
 * secondary parts (a row's todo widget, a filter's suggestion list) that must not hold back the
 * first paint of what they sit in. Every component waiting in the same frame is woken by one
 * task, so React renders them together in one pass, not once each.
 */
import { useEffect, useState } from 'react';

let waiting: Set<() => void> | null = null;

/** Calls `callback` in the task after the next painted frame; returns a cancel. */
export function afterNextPaint(callback: () => void): () => void {
  if (!waiting) {
    const batch = new Set<() => void>();
    waiting = batch;
    // The frame callback runs before that frame paints; the task it queues runs after.
    requestAnimationFrame(() => {
      // What renders from here on is painted by a later frame: it waits for that one.
      if (waiting === batch) waiting = null;
      setTimeout(() => {
        for (const wake of batch) wake();
      }, 0);
    });
  }
  const batch = waiting;
  batch.add(callback);
  return () => {
    batch.delete(callback);
  };
}

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}
