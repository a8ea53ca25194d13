/**
 * The problem's side panel: submit / all submissions / my submissions, the
 * 'Submission Ends In' countdown of contest problems, then author, tester, difficulty,
 * category and tags (hidden in zen mode until the user shows them), and the editorial,
 * video-solution and discuss links. The page clock re-decides the submission window every
 * second for contest problems, so Submit goes away exactly when the window closes.
 */
import { useEffect, useId, useState } from 'react';
import type { Problem } from '../../api/problems';
import { clock } from '../../core/clock';
import { isPractice } from '../../domain/codes';
import { Countdown } from '../../ui/Countdown';
import { SafeHtml } from '../../ui/SafeHtml';
import {
  SUBMISSION_ENDS_LABEL, SUBMISSIONS_CLOSED_TEXT, SUBMISSIONS_LATER_TEXT, categoryLabel, difficultyText,
  linkContest, paths, problemLinks, tagsOf,
} from './logic';

interface ProblemDetailsProps {
  problem: Problem;
  pageContest: string;
  username: string;
}

/** Server time, updated every second while `live` (contest problems have a window to watch). */
function useNow(live: boolean): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    if (!live) return undefined;
    setNow(clock.now());
    return clock.onTick(setNow);
  }, [live]);
  return now;
}

export function ProblemDetails({ problem, pageContest, username }: ProblemDetailsProps) {
  const practice = isPractice(linkContest(problem, pageContest));
  const now = useNow(!practice);
  const links = problemLinks(problem, pageContest, username, now);
  const category = categoryLabel(problem.category);

  return (
    <aside className="details" part="details" aria-label="About this problem">
      {links.countdownTo !== null && (
        <Countdown target={links.countdownTo} label={SUBMISSION_ENDS_LABEL} />
      )}
      <nav className="actions" part="actions" aria-label="Submissions">
        <ul>
          {links.submit && (
            <li><a className="button primary" part="submit" href={links.submit.href}>{links.submit.text}</a></li>
          )}
          <li><a href={links.allSubmissions} part="all-submissions">All submissions</a></li>
          {links.mySubmissions && <li><a href={links.mySubmissions} part="my-submissions">My submissions</a></li>}
        </ul>
      </nav>
      {!links.submit && links.window !== 'open' && (
        <p className="window-note" part="window">{links.window === 'before' ? SUBMISSIONS_LATER_TEXT : SUBMISSIONS_CLOSED_TEXT}</p>
      )}
      <dl className="meta" part="meta">
        <People label={problem.authors.length > 1 ? 'Authors' : 'Author'} html={problem.authorHtml} names={problem.authors} part="author" />
        <People label={problem.testers.length > 1 ? 'Testers' : 'Tester'} html={problem.testerHtml} names={problem.testers} part="tester" />
        <div>
          <dt>Difficulty rating</dt>
          <dd part="difficulty">{difficultyText(problem.difficulty)}</dd>
        </div>
        {category && (
          <div>
            <dt>Category</dt>
            <dd part="category">{category}</dd>
          </div>
        )}
        <Tags problem={problem} />
      </dl>
      <Resources problem={problem} />
      {problem.manageUrl && (
        <p><a className="manage" part="manage-link" href={problem.manageUrl}>Manage problem</a></p>
      )}
    </aside>
  );
}

function People({ label, html, names, part }: { label: string; html: string; names: string[]; part: string }) {
  if (!html && names.length === 0) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd part={part} className="people">
        {html && names.length === 1 && !/<a[\s>]/i.test(html) ? (
          // A bare handle (coloured name, no link) still leads to the profile.
          <a href={paths.user(names[0])}><SafeHtml markup={html} kind="handle" as="span" /></a>
        ) : html ? (
          <SafeHtml markup={html} kind="handle" as="span" />
        ) : (
          names.map((name, index) => (
            <span key={name}>
              {index > 0 && ', '}
              <a href={paths.user(name)}>{name}</a>
            </span>
          ))
        )}
      </dd>
    </div>
  );
}

/** Tags are hidden in zen mode until the user turns them on. */
function Tags({ problem }: { problem: Problem }) {
  const tags = tagsOf(problem);
  const [shownInZen, setShownInZen] = useState(false);
  const listId = useId();
  if (tags.length === 0) return null;
  const visible = !problem.zenMode || shownInZen;
  return (
    <div>
      <dt>Tags</dt>
      <dd part="tags">
        {problem.zenMode && (
          <button
            type="button"
            className="link-button"
            part="tags-toggle"
            aria-expanded={visible}
            aria-controls={listId}
            onClick={() => setShownInZen((shown) => !shown)}
          >
            {visible ? 'Hide tags' : 'Show tags'}
          </button>
        )}
        <ul className="tags" id={listId} hidden={!visible}>
          {tags.map((tag) => (
            <li key={tag} className="tag" part="tag">{tag}</li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

function Resources({ problem }: { problem: Problem }) {
  const items = [
    problem.editorialUrl && { href: problem.editorialUrl, text: 'Editorial', part: 'editorial' },
    problem.videoEditorialUrl && { href: problem.videoEditorialUrl, text: 'Video solution', part: 'video' },
    problem.discussUrl && { href: problem.discussUrl, text: 'Discuss', part: 'discuss' },
  ].filter((item): item is { href: string; text: string; part: string } => Boolean(item));
  if (items.length === 0) return null;
  return (
    <nav className="resources" part="resources" aria-label="Solutions and discussion">
      <ul>
        {items.map((item) => (
          <li key={item.part}><a href={item.href} part={item.part} rel="noopener noreferrer">{item.text}</a></li>
        ))}
      </ul>
    </nav>
  );
}
