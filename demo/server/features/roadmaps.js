// @ts-check
// Learning roadmaps and the course page (issue 3; the app's route table): the 17 roadmaps and the
// ux course with ordered modules of practice problems, and which problems the signed-in user
// has solved. GET /api/roadmaps (the home view's list), GET /api/roadmaps/{slug}.
import { signedInUser } from '../http-session.js';
import { CATALOG, SEED_SOLVED, TOPICS } from './roadmaps/catalog.js';

/** @typedef {import('../sqlite-types.js').Db} Db */

/** Lowercase words joined by single hyphens; the SPA route accepts the same. */
const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** @type {import('../migrations.js').Migration[]} */
export const migrations = [
  {
    version: 300,
    name: 'roadmaps, modules, problems, solved problems',
    sql: `
      CREATE TABLE roadmaps (
        slug        TEXT PRIMARY KEY,
        kind        TEXT NOT NULL CHECK (kind IN ('roadmap', 'course')),
        title       TEXT NOT NULL,
        description TEXT NOT NULL,
        category    TEXT NOT NULL CHECK (category IN ('programming-dsa', 'development', 'other')),
        learners    INTEGER NOT NULL CHECK (learners >= 0),
        position    INTEGER NOT NULL
      );

      CREATE TABLE roadmap_modules (
        id           INTEGER PRIMARY KEY,
        roadmap_slug TEXT NOT NULL REFERENCES roadmaps (slug) ON DELETE CASCADE,
        position     INTEGER NOT NULL,
        title        TEXT NOT NULL,
        description  TEXT NOT NULL,
        UNIQUE (roadmap_slug, position)
      );

      CREATE TABLE roadmap_problems (
        module_id    INTEGER NOT NULL REFERENCES roadmap_modules (id) ON DELETE CASCADE,
        position     INTEGER NOT NULL,
        problem_code TEXT NOT NULL,
        name         TEXT NOT NULL,
        difficulty   INTEGER NOT NULL,
        PRIMARY KEY (module_id, position)
      );
      CREATE INDEX roadmap_problems_code ON roadmap_problems (problem_code);

      CREATE TABLE solved_problems (
        username     TEXT NOT NULL REFERENCES users (username) ON DELETE CASCADE ON UPDATE CASCADE,
        problem_code TEXT NOT NULL,
        solved_at    INTEGER NOT NULL,
        PRIMARY KEY (username, problem_code)
      );
    `,
  },
];

/**
 * Writes what is missing: each catalog entry (with its modules, only when it has none yet) and
 * the demo users' solved problems. Deterministic: the same catalog gives the same rows.
 * @param {Db} db
 * @param {{ now: number }} clock
 */
export function seed(db, { now }) {
  const insertRoadmap = db.prepare(`INSERT OR IGNORE INTO roadmaps
    (slug, kind, title, description, category, learners, position) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const hasModules = db.prepare('SELECT 1 FROM roadmap_modules WHERE roadmap_slug = ? LIMIT 1');
  const insertModule = db.prepare(`INSERT INTO roadmap_modules (roadmap_slug, position, title, description)
    VALUES (?, ?, ?, ?)`);
  const insertProblem = db.prepare(`INSERT INTO roadmap_problems (module_id, position, problem_code, name, difficulty)
    VALUES (?, ?, ?, ?, ?)`);
  const userExists = db.prepare('SELECT 1 FROM users WHERE username = ?');
  const insertSolved = db.prepare(`INSERT OR IGNORE INTO solved_problems (username, problem_code, solved_at)
    VALUES (?, ?, ?)`);

  db.transaction(() => {
    CATALOG.forEach((entry, position) => {
      insertRoadmap.run(entry.slug, entry.kind, entry.title, entry.description, entry.category, entry.learners, position);
      if (hasModules.get(entry.slug)) return;
      entry.topics.forEach((key, modulePosition) => {
        const topic = TOPICS[key];
        if (!topic) throw new Error(`roadmap ${entry.slug}: unknown topic ${key}`);
        const moduleId = insertModule.run(entry.slug, modulePosition, topic.title, topic.description).lastInsertRowid;
        topic.problems.forEach(([code, name, difficulty], problemPosition) => {
          insertProblem.run(moduleId, problemPosition, code, name, difficulty);
        });
      });
    });
    for (const [username, codes] of Object.entries(SEED_SOLVED)) {
      if (!userExists.get(username)) continue;
      // Solved on consecutive days before the seed's clock, oldest first.
      codes.forEach((code, i) => insertSolved.run(username, code, now - (codes.length - i) * 86400));
    }
  })();
}

// GET calls carry the client's cache-busting timestamp `_`; nothing else is accepted.
const timestampQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { _: { type: 'integer', minimum: 0 } },
};

const slugParams = {
  type: 'object',
  additionalProperties: false,
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 60, pattern: SLUG_PATTERN } },
};

/**
 * @typedef {{ slug: string, kind: string, title: string, description: string, category: string,
 *   learners: number }} RoadmapRow
 * @typedef {{ id: number, title: string, description: string }} ModuleRow
 * @typedef {{ module_id: number, problem_code: string, name: string, difficulty: number,
 *   solved: number }} ProblemRow
 */

/** @param {import('fastify').FastifyInstance} app */
export async function routes(app) {
  const listRoadmaps = app.db.prepare('SELECT slug, kind, title, category, learners FROM roadmaps ORDER BY position, slug');
  const findRoadmap = app.db.prepare(
    'SELECT slug, kind, title, description, category, learners FROM roadmaps WHERE slug = ?');
  const modulesOf = app.db.prepare(
    'SELECT id, title, description FROM roadmap_modules WHERE roadmap_slug = ? ORDER BY position');
  // One query for every problem of the roadmap; `solved` is 0 for visitors (username NULL).
  const problemsOf = app.db.prepare(`
    SELECT p.module_id, p.problem_code, p.name, p.difficulty,
           EXISTS (SELECT 1 FROM solved_problems s WHERE s.username = ? AND s.problem_code = p.problem_code) AS solved
    FROM roadmap_problems p JOIN roadmap_modules m ON m.id = p.module_id
    WHERE m.roadmap_slug = ?
    ORDER BY m.position, p.position`);

  app.get('/api/roadmaps', { schema: { querystring: timestampQuery } }, async () => ({
    status: 'success',
    roadmaps: listRoadmaps.all(),
  }));

  app.get('/api/roadmaps/:slug', {
    schema: { params: slugParams, querystring: timestampQuery },
  }, async (request, reply) => {
    const { slug } = /** @type {{ slug: string }} */ (request.params);
    const roadmap = /** @type {RoadmapRow | undefined} */ (findRoadmap.get(slug));
    if (!roadmap) return reply.code(404).send({ status: 'error', message: 'No such roadmap' });
    const user = signedInUser(request);
    // Solved marks are per user: never let a shared cache hand them to someone else.
    reply.header('cache-control', 'private, no-store');
    const problems = /** @type {ProblemRow[]} */ (problemsOf.all(user?.username ?? null, slug));
    const modules = /** @type {ModuleRow[]} */ (modulesOf.all(slug)).map((module) => ({
      id: module.id,
      title: module.title,
      description: module.description,
      problems: problems.filter((p) => p.module_id === module.id).map((p) => ({
        code: p.problem_code,
        name: p.name,
        difficulty: p.difficulty,
        solved: p.solved === 1,
      })),
    }));
    return { status: 'success', roadmap: { ...roadmap, modules } };
  });
}
