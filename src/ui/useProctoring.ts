/**
 * The proctoring hook that runs on contest and problem loads: while `active` (the contest is
 * proctored and the user verified), the page's checks for `contest` run. Returns the message
 * the checks gave up with (the page shows it: ProctoringFailure), or null. The checks' code
 * (state/proctoring.ts and its monitor) loads only for such a contest: most pages never need it.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { lazyModule, useLazyModule } from './useLazyModule';

const proctoringState = lazyModule(() => import('../state/proctoring'));

const noSubscription = () => () => undefined;

export function useProctoring(contest: string, active: boolean): string | null {
  // Once loaded (here or by another page of the same contest) its failures are read even when
  // this page is not active: the failure outlives the page that saw it, until the reload.
  const state = useLazyModule(proctoringState, active).module ?? proctoringState.ready;
  useEffect(() => (active && state ? state.joinProctoring(contest) : undefined), [contest, active, state]);
  const subscribe = useCallback((listener: () => void) => (state ? state.onProctoringFailure(listener) : noSubscription()), [state]);
  const current = useCallback(() => (state ? state.proctoringFailure(contest) : null), [state, contest]);
  return useSyncExternalStore(subscribe, current);
}
