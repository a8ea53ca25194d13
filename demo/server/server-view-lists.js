// @ts-check
// The server view of /practice (src/features/app/lists/PracticePage.tsx), built like the others
// (server-view.js) from the answer the page's table asks for first, GET /api/practice/problems
// with the table's state from the address (page, sortBy, order, itemsPerPage, filterBy, search;
// the table's defaults otherwise): the heading, the lead and that page of problems as a table
// with the app's columns, every problem a link. The app's cc-data-table says when it shows its
// rows (cc-rows-shown) and the view gives way then.
import { escapeHtml } from './html.js';
import { answerFor, serverView } from './server-view.js';

/** The table's first state (src/features/data-table: sortBy id, ascending, page 1 of 10 rows). */
const TABLE_DEFAULTS = { sortBy: 'id', page: '1', itemsPerPage: '10', filterBy: '', order: 'asc', search: '' };

const WHOLE_NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** @param {unknown} value */
const text = (value) => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** A rating as the app shows it (src/domain/difficulty.ts difficultyText): -1 or none is N/A. @param {unknown} value */
function ratingText(value) {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? String(n) : 'N/A';
}

/**
 * The table's request for this address: its own parameters as the address gives them.
 * @param {import('fastify').FastifyRequest} request
 */
function practiceQuery(request) {
  const given = new URLSearchParams(request.url.split('?')[1] ?? '');
  const params = new URLSearchParams();
  for (const [name, fallback] of Object.entries(TABLE_DEFAULTS)) params.set(name, given.get(name)?.trim() || fallback);
  return params.toString();
}

/** @param {any} row */
function problemRow(row) {
  const code = text(row.code);
  const href = `/problems-old/${encodeURIComponent(code)}`;
  const tags = Array.isArray(row.tags) ? row.tags.map(text).join(', ') : '';
  return `<tr><td><a href="${escapeHtml(href)}">${escapeHtml(code)}</a></td>` +
    `<th scope="row" class="sv-problem-name"><a href="${escapeHtml(href)}">${escapeHtml(text(row.name))}</a></th>` +
    `<td>${escapeHtml(`${text(row.difficulty)} (${ratingText(row.rating)})`)}</td><td>${escapeHtml(tags)}</td>` +
    `<td class="sv-number">${WHOLE_NUMBER.format(Number(row.successful) || 0)}</td>` +
    `<td class="sv-number">${escapeHtml(`${text(row.accuracy)}%`)}</td><td></td></tr>`;
}

/**
 * /practice: none when the answer fails or has no rows (the app's page says why).
 * @param {import('fastify').FastifyRequest} request
 */
export async function practiceServerView(request) {
  const answer = await answerFor(request, `/api/practice/problems?${practiceQuery(request)}`);
  const rows = Array.isArray(answer?.rows) ? answer.rows.filter((/** @type {unknown} */ r) => r && typeof r === 'object' && typeof (/** @type {any} */ (r)).code === 'string') : [];
  if (rows.length === 0) return '';
  return serverView(request, '<section class="sv-listing" aria-labelledby="sv-practice-title">' +
    '<h1 id="sv-practice-title">Practice problems</h1>' +
    '<p class="sv-lead">Solve problems at your own pace. Search by name or code, filter by difficulty or tag, and sort any column.</p>' +
    '<div class="sv-table-scroll"><table class="sv-table"><caption class="sv-hidden">Practice problems</caption>' +
    '<thead><tr><th scope="col">Code</th><th scope="col">Name</th><th scope="col">Difficulty</th><th scope="col">Tags</th>' +
    '<th scope="col" class="sv-number">Successful submissions</th><th scope="col" class="sv-number">Accuracy</th>' +
    '<th scope="col"><span class="sv-hidden">Add to todo list</span></th></tr></thead>' +
    `<tbody>${rows.map(problemRow).join('')}</tbody></table></div></section>`);
}
