// @ts-check
// The answer cache: the JSON of the busiest GET answers (contest, problem, practice list,
// user-me), kept as UTF-8 bytes so that a repeated GET skips its SQL, object building,
// serialisation and encoding.
//
// Never stale: an answer is a function of the database, the route's parameters, the identity
// asking and (for some) the clock. Every cached answer is stamped with the database's
// generation when it was computed, and served only while the generation is unchanged:
// - `total_changes()` counts every row this connection has inserted, updated or deleted (any
//   statement, in any route, through triggers and upserts too; rolled-back changes count as
//   well, which only costs a miss);
// - `PRAGMA data_version` changes when another connection (another server process on the same
//   file, a sqlite shell) commits, which total_changes cannot see.
// The generation is read before an answer is computed; if the computation itself wrote (the
// contest answer records a signed-in user's visit) it is not kept. Any change drops every entry:
// there is no per-table bookkeeping to get wrong.
//
// Time: an answer that reads the clock is keyed by the second it was computed in (the server's
// clock has whole seconds), so it is exactly the answer an uncached server gives in that second,
// `time.current` included, and no cached answer crosses a contest's start, end or freeze.

/** @typedef {import('./sqlite-types.js').Db} Db */

/** Entries kept at most (distinct route + parameters + identity); the oldest goes first. */
const MAX_ENTRIES = 2000;

/** @typedef {{ changes: number, version: number, second: number, body: Buffer }} Entry */

/**
 * `enabled: false` computes every answer (tests compare the two; the answers are the same).
 * @param {Db} db
 * @param {{ maxEntries?: number, enabled?: boolean }} [options]
 */
export function createAnswerCache(db, { maxEntries = MAX_ENTRIES, enabled = true } = {}) {
  const generationOf = db.prepare('SELECT total_changes(), data_version FROM pragma_data_version').raw();
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  let changes = -1;
  let version = -1;
  let hits = 0;
  let misses = 0;

  /** Reads the generation; drops every entry when it moved. */
  const refresh = () => {
    const [nowChanges, nowVersion] = /** @type {[number, number]} */ (generationOf.get());
    if (nowChanges !== changes || nowVersion !== version) {
      entries.clear();
      changes = nowChanges;
      version = nowVersion;
    }
  };

  return {
    /**
     * The JSON of the answer under `key` (UTF-8 bytes), computed by `compute` unless a current one is
     * kept. `second` is the clock's second for answers that read the clock, -1 for the others.
     * `compute` returns the answer object (a 200), or `undefined` when it has sent another
     * answer itself (an error: never kept); then `json` returns undefined too.
     * @param {string} key @param {number} second @param {() => object | undefined} compute
     * @returns {Buffer | undefined}
     */
    json(key, second, compute) {
      if (!enabled) {
        const answer = compute();
        return answer === undefined ? undefined : Buffer.from(JSON.stringify(answer));
      }
      refresh();
      const kept = entries.get(key);
      if (kept && kept.second === second) {
        hits++;
        return kept.body;
      }
      misses++;
      const answer = compute();
      if (answer === undefined) return undefined;
      const body = Buffer.from(JSON.stringify(answer));
      const before = { changes, version };
      refresh();
      // Computing wrote (or another process committed meanwhile): the answer is right for this
      // request, but which generation it belongs to is not known, so it is not kept.
      if (changes === before.changes && version === before.version) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(/** @type {string} */ (entries.keys().next().value));
        entries.set(key, { changes, version, second, body });
      }
      return body;
    },
    /** How many answers were served from the cache and computed, and how many are kept (tests, diagnostics). */
    stats: () => ({ hits, misses, size: entries.size }),
  };
}

/** @typedef {ReturnType<typeof createAnswerCache>} AnswerCache */

/**
 * Sends a GET answer through the app's answer cache: `compute` builds it (returning the answer
 * object, or undefined after sending an error itself). Answers go out as the same JSON text,
 * with the same content type, as an uncached `return answer` would.
 * @param {import('fastify').FastifyReply} reply
 * @param {string} key route, parameters and identity: everything but the clock the answer depends on
 * @param {number} second the clock's second when the answer reads the clock, else -1
 * @param {() => object | undefined} compute
 */
export function sendCached(reply, key, second, compute) {
  const body = reply.server.answers.json(key, second, compute);
  if (body === undefined) return reply;
  return reply.type('application/json; charset=utf-8').send(body);
}
