/**
 * The proctoring hook that runs on contest and problem loads: while `active` (the contest is
 * proctored and the user verified), the page's checks for `contest` run.
 */
import { useEffect } from 'react';
import { joinProctoring } from '../state/proctoring';

export function useProctoring(contest: string, active: boolean): void {
  useEffect(() => (active ? joinProctoring(contest) : undefined), [contest, active]);
}
