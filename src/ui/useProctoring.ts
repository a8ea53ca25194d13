/**
 * The proctoring hook that runs on contest and problem loads: while `active` (the contest is
 * proctored and the user verified), the page's checks for `contest` run. Returns the message
 * the checks gave up with (the page shows it: ProctoringFailure), or null.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { joinProctoring, onProctoringFailure, proctoringFailure } from '../state/proctoring';

export function useProctoring(contest: string, active: boolean): string | null {
  useEffect(() => (active ? joinProctoring(contest) : undefined), [contest, active]);
  const current = useCallback(() => proctoringFailure(contest), [contest]);
  return useSyncExternalStore(onProctoringFailure, current);
}
