/**
 * /practice: every practice problem, in server-side mode (GET /api/practice/problems), with
 * search, filters by difficulty and tag, sorting and the state in the route's query, each row
 * linking to its problem page.
 */
import { useContext, useEffect, useRef, useState } from 'react';
import { PageShownContext } from '../server-view';
import { DataTableHost } from './TableHost';
import { PRACTICE_COLUMNS } from './columns';
import { useElementAfterPaint } from '../lazy-elements';

export function PracticePage() {
  // The server view (the same first rows in the HTML) gives way once the table shows its rows.
  const pageShown = useContext(PageShownContext);
  const [rowsShown, setRowsShown] = useState(false);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = section.current;
    const onRowsShown = () => {
      pageShown();
      setRowsShown(true);
    };
    node?.addEventListener('cc-rows-shown', onRowsShown);
    return () => node?.removeEventListener('cc-rows-shown', onRowsShown);
  }, [pageShown]);
  // Each row carries a todo widget (transparent until its row is hovered or focused): its code
  // loads in the task after the rows' first paint, not in it; the tags upgrade when it arrives.
  useElementAfterPaint('cc-todo-widget', rowsShown);
  return (
    <section className="listing" part="listing" aria-labelledby="practice-title" ref={section}>
      <h1 id="practice-title">Practice problems</h1>
      <p className="lead">Solve problems at your own pace. Search by name or code, filter by difficulty or tag, and sort any column.</p>
      <DataTableHost
        src="/api/practice/problems"
        filter-src="/api/practice"
        caption="Practice problems"
        columns={PRACTICE_COLUMNS}
        row-key="code"
        query-params
        searchable
        search-label="Search problems"
      />
    </section>
  );
}
