/**
 * Once a contest has ended, the running and upcoming contests, loaded after 2000 ms;
 * durations in hours, or days when over 47 hours. A failure is not shown (the error rules
 * name no message for it): the list simply does not appear.
 */
import { useEffect, useState } from 'react';
import { fetchUpcomingContests, type UpcomingContest } from '../../api/contests';
import { UPCOMING_DELAY_MS, paths, upcomingDurationText } from './logic';
import { contestDateFormat } from './prepare';

export function UpcomingContests() {
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

  if (!contests || contests.length === 0) return null;
  return (
    <section className="section upcoming" part="upcoming" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title">Upcoming contests</h2>
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
