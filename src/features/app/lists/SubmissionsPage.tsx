/**
 * /status/{code} and /{contest}/status/{code}: a problem's submissions in server-side mode (GET
 * /api/submissions/{contest}/{code}): user, language, verdict, time, memory, date, newest first;
 * filters by user, language and verdict, the state in the route's query. "My submissions" is the
 * same list filtered to the signed-in user (?filterBy=user:{name}).
 */
import { submissionsPath } from '../../../domain/routes';
import { isPractice } from '../../../domain/codes';
import { useSession } from '../../../state/session';
import { DataTableHost } from './TableHost';
import { SUBMISSION_COLUMNS, useDateCellsAhead } from './columns';

export function SubmissionsPage({ contestCode, problemCode }: { contestCode: string; problemCode: string }) {
  const { settings } = useSession();
  useDateCellsAhead();
  const username = settings?.username ?? '';
  const enc = encodeURIComponent;
  const api = `/api/submissions/${enc(contestCode)}/${enc(problemCode)}`;
  const problemPath = isPractice(contestCode) ? `/problems-old/${enc(problemCode)}` : `/${enc(contestCode)}/problems-old/${enc(problemCode)}`;
  return (
    <section className="listing" part="listing" aria-labelledby="submissions-title">
      <p className="muted"><a href={problemPath}>Back to {problemCode}</a></p>
      <h1 id="submissions-title">Submissions: {problemCode}{isPractice(contestCode) ? '' : ` (${contestCode})`}</h1>
      <ul className="more-links" aria-label="Which submissions">
        <li><a href={submissionsPath(contestCode, problemCode)}>All submissions</a></li>
        {username && <li><a href={submissionsPath(contestCode, problemCode, username)}>My submissions</a></li>}
      </ul>
      <DataTableHost
        key={`${contestCode}/${problemCode}`}
        src={api}
        filter-src={api}
        caption={`Submissions of ${problemCode}`}
        columns={SUBMISSION_COLUMNS}
        row-key="id"
        sort-by="date"
        order="desc"
        query-params
        searchable
        search-label="Search users"
      />
    </section>
  );
}
