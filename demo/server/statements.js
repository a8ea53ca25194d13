// @ts-check
// SQL statements are prepared once per database, never while answering a request: preparing
// costs more than running most of these queries. A module lists its statements with
// defineStatements, and buildServer prepares every listed set as soon as the database is open
// (each feature's registration then finds them ready). A query whose text depends on the
// request (a sort column, which filters are set) goes through cachedStatement: its shapes are
// few, fixed by the route schemas, so each is prepared on first use and kept.

/** @typedef {import('./sqlite-types.js').Db} Db @typedef {import('./sqlite-types.js').Statement} Statement */

/** @type {((db: Db) => unknown)[]} */
const sets = [];

/**
 * @template T
 * @param {(db: Db) => T} build prepares the module's statements on one database
 * @returns {(db: Db) => T} the statements of that database (prepared once)
 */
export function defineStatements(build) {
  /** @type {WeakMap<Db, T>} */
  const byDb = new WeakMap();
  const get = (/** @type {Db} */ db) => {
    let statements = byDb.get(db);
    if (statements === undefined) byDb.set(db, (statements = build(db)));
    return statements;
  };
  sets.push(get);
  return get;
}

/** Prepares every set defined so far on `db` (buildServer calls it once the schema is current). */
export function prepareAllStatements(/** @type {Db} */ db) {
  for (const get of sets) get(db);
}

/** A request-shaped query beyond this many shapes means a bug (unchecked text in SQL). */
const MAX_SHAPES = 1000;
/** @type {WeakMap<Db, Map<string, Statement>>} */
const shaped = new WeakMap();

/** The statement for `sql`, prepared on its first use on `db`. @param {Db} db @param {string} sql */
export function cachedStatement(db, sql) {
  let cache = shaped.get(db);
  if (!cache) shaped.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size >= MAX_SHAPES) throw new Error(`More than ${MAX_SHAPES} query shapes: is request text reaching SQL?`);
    cache.set(sql, (statement = db.prepare(sql)));
  }
  return statement;
}
