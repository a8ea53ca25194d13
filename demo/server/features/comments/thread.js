// @ts-check
// Which comments of a thread a viewer sees, one page at a time, and the Comment shape clients read.
import { escapeHtml } from '../../html.js';

/**
 * @typedef {{
 *   id: number, url: string, pid: number, author: string, content: string, created_at: number,
 *   important: number, unpublished: number, archived: number, replied: number, client_id: string | null
 * }} CommentRow
 */

/**
 * A thread as one viewer sees it: unpublished comments only for moderators and their authors,
 * and a reply only when its parent is shown (no reply out of context). Pages count top-level
 * comments, newest first; each comes with all its shown replies, oldest first (a conversation).
 * @param {CommentRow[]} rows the thread's comments that are not archived, oldest first
 * @param {{ viewer: string | null, moderator: boolean, page: number, limit: number }} options
 * @returns {CommentRow[]}
 */
export function visibleThread(rows, { viewer, moderator, page, limit }) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  /** @type {Map<number, boolean>} */
  const shown = new Map();
  /** @param {CommentRow} row @returns {boolean} */
  const isShown = (row) => {
    const known = shown.get(row.id);
    if (known !== undefined) return known;
    shown.set(row.id, false); // a cycle (impossible through the API) shows nothing
    const own = row.unpublished === 0 || moderator || (viewer !== null && row.author === viewer);
    const parent = row.pid === 0 ? null : byId.get(row.pid);
    const result = own && (row.pid === 0 || (parent !== undefined && isShown(parent)));
    shown.set(row.id, result);
    return result;
  };
  /** @type {Map<number, CommentRow[]>} */
  const children = new Map();
  const top = [];
  for (const row of rows) {
    if (!isShown(row)) continue;
    if (row.pid === 0) top.push(row);
    else children.set(row.pid, [...(children.get(row.pid) ?? []), row]);
  }
  top.sort((a, b) => b.created_at - a.created_at || b.id - a.id);
  /** @type {CommentRow[]} */
  const out = [];
  /** @param {CommentRow} row */
  const walk = (row) => {
    out.push(row);
    for (const child of children.get(row.id) ?? []) walk(child);
  };
  for (const row of top.slice((page - 1) * limit, page * limit)) walk(row);
  return out;
}

/**
 * A Comment: ids as strings ('0' = top level), time in Unix seconds, flags as 0/1.
 * @param {CommentRow} row
 * @param {{ html_handle: string, profile_image_path: string | null } | undefined} author
 */
export function commentJson(row, author) {
  return {
    id: String(row.id),
    pid: String(row.pid),
    content: row.content,
    author: row.author,
    author_avatar: author?.profile_image_path ?? '',
    author_html: author?.html_handle ?? escapeHtml(row.author),
    time: row.created_at,
    important: row.important,
    unpublished: row.unpublished,
  };
}
