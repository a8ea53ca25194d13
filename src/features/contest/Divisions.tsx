/**
 * A parent contest's division cards: one per child contest with its rating range,
 * the signed-in user's own division marked.
 */
import type { Contest } from '../../api/contest-answer';
import { paths } from './logic';
import { ratingRangeText } from './rating-logic';
import { useShadowStyles } from '../../ui/host';
import { contestExtrasCss } from './extras.styles';

export function Divisions({ contest }: { contest: Contest }) {
  useShadowStyles(contestExtrasCss);
  if (contest.divisions.length === 0) return null;
  const mine = contest.userContestCode;
  return (
    <section className="section divisions" part="divisions" aria-labelledby="divisions-title">
      <h2 id="divisions-title">Divisions</h2>
      <ul className="cards">
        {contest.divisions.map((division) => {
          const range = ratingRangeText(division.minRating, division.maxRating);
          const isMine = division.contestCode === mine;
          return (
            <li key={division.contestCode} className={isMine ? 'card mine' : 'card'} part="division-card">
              <a href={paths.contest(division.contestCode)} aria-describedby={isMine ? 'your-division' : undefined}>
                <span className="card-title">{division.name}</span>
                <span className="card-code">{division.contestCode}</span>
              </a>
              {range && <p className="muted">Rating {range}</p>}
              {division.description && <p className="muted">{division.description}</p>}
              {isMine && <p className="mine-label" id="your-division">Your division</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
