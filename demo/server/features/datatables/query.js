// @ts-check
// Server-side mode of the data table: every list takes sortBy, page, itemsPerPage,
// filterBy, order and search. The JSON schema validates each parameter's form (a bad page is a
// 400 naming it); the list's own rules (which columns sort, which filters exist) are checked
// here, again as a 400 with a message. filterBy is `name:value` pairs joined by `|`.

/** The most rows one page may ask for. */
const MAX_ITEMS_PER_PAGE = 100;
const MAX_PAGE = 1_000_000;

/**
 * The querystring schema of a list: sortBy among `sortable`, the rest by form.
 * @param {readonly string[]} sortable
 */
export function tableQuerySchema(sortable) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      sortBy: { type: 'string', enum: [...sortable] },
      page: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
      itemsPerPage: { type: 'integer', minimum: 1, maximum: MAX_ITEMS_PER_PAGE },
      filterBy: { type: 'string', maxLength: 500 },
      order: { type: 'string', enum: ['asc', 'desc'] },
      search: { type: 'string', maxLength: 100 },
      // The client's cache-busting timestamp, sent only on URLs without a query.
      _: { type: 'integer', minimum: 0 },
    },
  };
}

/**
 * @typedef {{ sortBy: string, page: number, itemsPerPage: number, filters: Map<string, string>,
 *   order: 'asc' | 'desc', search: string }} TableQuery
 */

export class TableQueryError extends Error {}

/**
 * Reads a validated querystring; unknown filter names are a TableQueryError.
 * @param {Record<string, unknown>} query
 * @param {{ defaultSort: string, filters: readonly string[] }} rules
 * @returns {TableQuery}
 */
export function readTableQuery(query, rules) {
  /** @type {Map<string, string>} */
  const filters = new Map();
  const raw = typeof query.filterBy === 'string' ? query.filterBy : '';
  for (const part of raw.split('|')) {
    if (!part.trim()) continue;
    const colon = part.indexOf(':');
    const name = colon > 0 ? part.slice(0, colon).trim() : '';
    const value = colon > 0 ? part.slice(colon + 1).trim() : '';
    if (!name || !value) throw new TableQueryError(`filterBy must be name:value pairs separated by |; got "${part}"`);
    if (!rules.filters.includes(name)) {
      throw new TableQueryError(`filterBy: unknown filter "${name}"; filters are ${rules.filters.join(', ')}`);
    }
    filters.set(name, value);
  }
  return {
    sortBy: typeof query.sortBy === 'string' ? query.sortBy : rules.defaultSort,
    page: typeof query.page === 'number' ? query.page : 1,
    itemsPerPage: typeof query.itemsPerPage === 'number' ? query.itemsPerPage : 10,
    filters,
    order: query.order === 'desc' ? 'desc' : 'asc',
    search: typeof query.search === 'string' ? query.search.trim() : '',
  };
}

/** LIKE pattern for a contains-search, with the wildcards in the text escaped (ESCAPE '\'). @param {string} text */
export const containsPattern = (text) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The page shown: clamped to the page count, so a page past the end answers the last page.
 * @param {number} total @param {TableQuery} q
 */
export function pageOf(total, q) {
  const pageCount = Math.max(1, Math.ceil(total / q.itemsPerPage));
  const page = Math.min(q.page, pageCount);
  return { page, pageCount, offset: (page - 1) * q.itemsPerPage };
}
