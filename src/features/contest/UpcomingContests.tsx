/**
 * Once a contest has ended, the running and the upcoming contests, loaded after 2000 ms, each
 * under its own heading (a contest that has started is running, never upcoming); durations in
 * hours, or days when over 47 hours. A failure is not shown (the error rules name no message for
 * it): the lists simply do not appear.
 */
import { useEffect, useState } from 'react';
import type { UpcomingContest } from '../../api/contest-answer';
import { fetchUpcomingContests } from '../../api/contests';
import { clock } from '../../core/clock';
import { splitRunningUpcoming } from '../../domain/running-upcoming';
import { UPCOMING_DELAY_MS, paths, upcomingDurationText } from './logic';
import { contestDateFormat } from './prepare';
import { useShadowStyles } from '../../ui/host';
import { contestExtrasCss } from './extras.styles';

function ContestList({ id, title, contests }: { id: string; title: string; contests: UpcomingContest[] }) {
  if (contests.length === 0) return null;
  return (
    <section className="section upcoming" part={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul className="upcoming-list">
        {contests.map((contest) => (
          <li key={contest.code}>
            <a href={paths.contest(contest.code)}>{contest.name}</a>{' '}
            <span className="muted">
              <time dateTime={new Date(contest.startMs).toISOString()}>{contestDateFormat().format(contest.startMs)}</time>
              {' · '}{upcomingDurationText(contest.startMs, contest.endMs)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function UpcomingContests() {
  useShadowStyles(contestExtrasCss);
  const [contests, setContests] = useState<UpcomingContest[] | null>(null);

  useEffect(() => {
    let active = true;
    const timer = setTimeout(() => {
      fetchUpcomingContests()
        .then((list) => active && setContests(list))
        .catch(() => active && setContests([]));
    }, UPCOMING_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);

  if (!contests) return null;
  const { running, upcoming } = splitRunningUpcoming(contests, clock.now());
  return (
    <>
      <ContestList id="running" title="Running contests" contests={running} />
      <ContestList id="upcoming" title="Upcoming contests" contests={upcoming} />
    </>
  );
}
