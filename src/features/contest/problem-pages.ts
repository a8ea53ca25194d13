/**
 * A contest's whole problem list. A contest of thousands of problems answers with its first ones
 * and their total (the server's INLINE_PROBLEMS_MAX; BIG10K's whole answer was 4 MB, seconds on
 * a phone before anything showed): the page shows those at once, and the rest are fetched page
 * by page from the task after the table's first paint and added to the table together (its
 * windowing draws only the rows on screen); a failed page keeps those that came before it. An answer with every problem inline (the live
 * site's shape) needs nothing more.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Contest, ContestProblem } from '../../api/contest-answer';
import { fetchContestProblems } from '../../api/contests';
import { afterNextPaint } from '../../core/tasks';

export interface ContestProblemList {
  problems: ContestProblem[];
  /** The contest's total (as the answer says). */
  total: number;
  /** More are being fetched. */
  loading: boolean;
  /** A page could not be fetched; `retry` goes on from there. */
  failed: boolean;
  retry: () => void;
}

interface Fetched {
  /** The answer's list these were fetched after (a new answer starts again). */
  of: readonly ContestProblem[];
  more: ContestProblem[];
  /** Where the next page starts (rows the server sent so far, usable or not). */
  offset: number;
  failed: boolean;
}

export function useContestProblems(contest: Contest): ContestProblemList {
  const { code, problems: first, problemsTotal: total } = contest;
  const [fetched, setFetched] = useState<Fetched>({ of: first, more: [], offset: first.length, failed: false });
  const [attempt, setAttempt] = useState(0);
  const current = fetched.of === first ? fetched : { of: first, more: [], offset: first.length, failed: false };
  // A retry goes on from what was fetched before the failure.
  const latest = useRef(current);
  latest.current = current;
  const have = first.length + current.more.length;
  const wanted = total > first.length;

  useEffect(() => {
    if (!wanted) return undefined;
    let stopped = false;
    let { more, offset } = latest.current;
    const seen = new Set(first.concat(more).map((problem) => problem.code));
    const fetchRest = async () => {
      // After the answer's rows (a row the client dropped moves the start back one, fetched again
      // and dropped again).
      while (!stopped && offset < total) {
        let page;
        try {
          page = await fetchContestProblems(code, offset);
        } catch {
          if (!stopped) setFetched({ of: first, more, offset, failed: true });
          return;
        }
        if (stopped) return;
        if (page.count === 0) break;
        offset += page.count;
        const added = page.problems.filter((problem) => !seen.has(problem.code));
        for (const problem of added) seen.add(problem.code);
        more = more.concat(added);
      }
      // One update with them all: the table's derived work (rows, sort orders, filters) for the
      // whole list once, not once per page over a list that grows each time.
      if (!stopped) setFetched({ of: first, more, offset, failed: false });
    };
    const cancel = afterNextPaint(() => void fetchRest());
    return () => {
      stopped = true;
      cancel();
    };
  }, [code, first, total, wanted, attempt]);

  const problems = useMemo(() => (current.more.length ? first.concat(current.more) : first), [first, current.more]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { problems, total, loading: wanted && have < total && !current.failed, failed: current.failed, retry };
}
