import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-data-table.decl';
import { dataTableCss } from '../src/features/data-table/data-table.styles';
import { DataTableElement } from '../src/features/data-table/DataTableElement';

export type { DataTableColumn } from '../src/features/data-table/types';

export default defineElement(declaration, DataTableElement, { styles: [dataTableCss] });
