/**
 * /rankings/{contest_code}: the contest's ranklist in server-side mode (GET
 * /api/rankings/{code}): rank, user, score, penalty, filterable by country and institution.
 */
import { DataTableHost } from './TableHost';
import { rankingColumns } from './columns';

const RANKING_COLUMNS = rankingColumns();

export function RankingsPage({ contestCode }: { contestCode: string }) {
  const code = encodeURIComponent(contestCode);
  return (
    <section className="listing" part="listing" aria-labelledby="rankings-title">
      <p className="muted"><a href={`/${code}`}>Back to {contestCode}</a></p>
      <h1 id="rankings-title">Rankings: {contestCode}</h1>
      <DataTableHost
        key={contestCode}
        src={`/api/rankings/${code}`}
        filter-src={`/api/rankings/${code}`}
        caption={`Ranklist of ${contestCode}`}
        columns={RANKING_COLUMNS}
        row-key="username"
        sort-by="rank"
        query-params
        searchable
        search-label="Search users"
      />
    </section>
  );
}
