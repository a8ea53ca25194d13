/**
 * Parts of the problem page its first show does not need, kept out of its first download
 * (docs/architecture.md, "What a page downloads first"):
 * - the comment section (<cc-comments>, below the problem), loaded in the task after the
 *   problem's first show is painted; its box keeps the size of its loading state meanwhile
 *   (problem.styles.ts), so nothing moves when it arrives;
 * - the successful-submissions table (<cc-data-table>), loaded when the button that shows it
 *   is pressed (warmed when the pointer or focus reaches it).
 * elements/cc-problem.ts provides their loaders (`provideProblemPageParts`).
 */
import { lazyElements } from '../../core/lazy-module';

const COMMENTS_TAG = 'cc-comments';
const DATA_TABLE_TAG = 'cc-data-table';

const parts = lazyElements({ comments: COMMENTS_TAG, dataTable: DATA_TABLE_TAG });
export const provideProblemPageParts = parts.provide;
export const commentsElement = parts.elements.comments;
export const dataTableElement = parts.elements.dataTable;
