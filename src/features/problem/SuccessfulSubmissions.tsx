/**
 * The successful-submissions list, loaded on demand: a button loads the first page from the
 * server, then Previous and Next page through it (10 rows a page, the server pages). When
 * <cc-data-table> in server-side mode is on the page's branch, this list becomes one of it.
 */
import { useId, useState } from 'react';
import { fetchSuccessfulSubmissions, type SubmissionsPage } from '../../api/submissions';
import { paths } from './logic';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const SUBMISSIONS_FAILED_TEXT = 'The submissions could not be loaded.';
export const NO_SUBMISSIONS_TEXT = "Oops! we don't have data.";

export function SuccessfulSubmissions({ contest, code }: { contest: string; code: string }) {
  const [page, setPage] = useState<SubmissionsPage | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const headingId = useId();

  const load = (number: number) => {
    setState('loading');
    fetchSuccessfulSubmissions(contest, code, number).then(
      (next) => {
        setPage(next);
        setState('idle');
      },
      () => setState('failed'),
    );
  };

  const pages = page ? Math.max(1, Math.ceil(page.total / page.itemsPerPage)) : 0;
  return (
    <section className="section submissions" part="submissions" aria-labelledby={headingId} aria-busy={state === 'loading'}>
      <h2 id={headingId}>Successful submissions</h2>
      {!page && (
        <button type="button" className="button" part="load-submissions" disabled={state === 'loading'} onClick={() => load(1)}>
          Show successful submissions
        </button>
      )}
      {state === 'failed' && (
        <p role="alert">{SUBMISSIONS_FAILED_TEXT} <button type="button" className="link-button" onClick={() => load(page?.page ?? 1)}>Reload</button></p>
      )}
      {page && page.rows.length === 0 && <p>{NO_SUBMISSIONS_TEXT}</p>}
      {page && page.rows.length > 0 && (
        <>
          <div className="table-scroll">
            <table className="table" part="submissions-table">
              <caption className="visually-hidden">Successful submissions, page {page.page} of {pages}</caption>
              <thead>
                <tr><th scope="col">User</th><th scope="col">Language</th><th scope="col">Time (s)</th><th scope="col">Memory</th><th scope="col">Date</th></tr>
              </thead>
              <tbody>
                {page.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row"><a href={paths.user(row.user)}>{row.user}</a></th>
                    <td>{row.language}</td>
                    <td>{row.time ?? '-'}</td>
                    <td>{row.memoryKb === null ? '-' : `${(row.memoryKb / 1024).toFixed(1)} MB`}</td>
                    <td>{row.dateMs === null ? '-' : dateFormat.format(row.dateMs)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="pager" aria-label="Submission pages">
            <button type="button" className="button" disabled={page.page <= 1 || state === 'loading'} onClick={() => load(page.page - 1)}>Previous page</button>
            <span> Page {page.page} of {pages} </span>
            <button type="button" className="button" disabled={page.page >= pages || state === 'loading'} onClick={() => load(page.page + 1)}>Next page</button>
          </nav>
        </>
      )}
    </section>
  );
}
