/**
 * The contest's timers: on the switch to running a notice, then a fresh reload after 1–4 s;
 * while running with autoRefresh, a reload every ttl..ttl+30 s.
 */
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import type { Contest } from '../../api/contest-answer';
import { notify } from '../../core/notify';
import { autoRefreshDelayMs, startReloadDelayMs, type ContestPhase } from '../../domain/contest-timeline';
import { loadContestAtom } from '../../state/contest';
import { ABOUT_TO_BEGIN_TEXT } from './logic';

export function useContestTimers(code: string, contest: Contest | undefined, phase: ContestPhase | null): void {
  const load = useSetAtom(loadContestAtom);
  const previousPhase = useRef<ContestPhase | null>(null);

  useEffect(() => {
    const before = previousPhase.current;
    previousPhase.current = phase;
    if (before !== 'before' || phase !== 'running') return undefined;
    notify({ style: 'notice', message: ABOUT_TO_BEGIN_TEXT });
    const timer = setTimeout(() => void load({ code, fresh: true }), startReloadDelayMs());
    return () => clearTimeout(timer);
  }, [code, load, phase]);

  useEffect(() => {
    if (!contest || !phase) return undefined;
    const delay = autoRefreshDelayMs(contest, phase);
    if (delay === null) return undefined;
    const timer = setTimeout(() => void load({ code, fresh: true }), delay);
    return () => clearTimeout(timer);
  }, [code, contest, load, phase]);
}
