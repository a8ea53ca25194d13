// @ts-check
// Starts the reference server: `node demo/server/main.js`.
// PORT (default 8080); DB_PATH (default .data/cc-elements.db in the repo root, or :memory:).
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.js';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.PORT ?? 8080);
// A DB_PATH given by the user is relative to the working directory, like any CLI path.
const dbPath = process.env.DB_PATH === ':memory:' ? ':memory:'
  : process.env.DB_PATH ? resolve(process.env.DB_PATH)
  : resolve(rootDir, '.data/cc-elements.db');
if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });

// The seeded contests roll forward, so a server left running for days still shows every state.
const app = buildServer({ dbPath, rootDir, logger: true, rollingSchedule: true });

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

try {
  await app.listen({ host: '0.0.0.0', port });
  app.log.info(`cc-elements reference server: http://localhost:${port}/ (database ${dbPath})`);
} catch (err) {
  app.log.error(err);
  process.exit(1);
}
