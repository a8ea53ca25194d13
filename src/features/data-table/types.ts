/** The data table's public column and row types (the element's `columns` and `rows` properties). */
import type { ReactNode } from 'react';
import type { TableColumn, TableRow } from '../../domain/tables';

export type { TableRow } from '../../domain/tables';

/** A column whose render function returns React nodes (text, links, marks). */
export type DataTableColumn<Row = TableRow> = TableColumn<Row, ReactNode>;
