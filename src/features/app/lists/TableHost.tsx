/**
 * Renders a cc-data-table once the tag is defined (properties set before the definition would
 * be attributes); until then, or in a build without it, an honest line instead of a table.
 */
import type { ComponentProps } from 'react';
import { useDefined } from '../useDefined';
import { UNAVAILABLE_TEXT } from '../logic';
import { nestedParts } from '../parts';

export function DataTableHost(props: ComponentProps<'cc-data-table'>) {
  const defined = useDefined('cc-data-table');
  if (!defined) return <p className="muted">{UNAVAILABLE_TEXT}</p>;
  return <cc-data-table {...nestedParts('data-table')} {...props}></cc-data-table>;
}
