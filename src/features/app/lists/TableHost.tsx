/**
 * Renders a cc-data-table once the tag is defined (properties set before the definition would
 * be attributes). While it loads, a box of the table's height holds its place; when it cannot
 * be loaded, an honest line instead of a table.
 */
import type { ComponentProps } from 'react';
import { useElementLoad } from '../lazy-elements';
import { LoadFailed } from '../LoadFailed';
import { UNAVAILABLE_TEXT } from '../logic';
import { nestedParts } from '../parts';

export function DataTableHost(props: ComponentProps<'cc-data-table'>) {
  const { state, failed, retry } = useElementLoad('cc-data-table');
  if (failed) return <LoadFailed retry={retry} />;
  if (state === 'loading') return <div className="table-placeholder" aria-busy="true"></div>;
  if (state === 'unavailable') return <p className="muted">{UNAVAILABLE_TEXT}</p>;
  return <cc-data-table {...nestedParts('data-table')} {...props}></cc-data-table>;
}
