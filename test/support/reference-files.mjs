// Serves the live site's captured answers (../shared/reference/codechef-api, when that folder
// exists next to the project) at /__reference/<file>.json, so browser tests can check that the
// normalisers accept real shapes. Without the folder every such request is a 404 and those
// tests skip themselves.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const FOLDER = path.resolve(import.meta.dirname, '../../../shared/reference/codechef-api');
const FILE = /^\/__reference\/([A-Za-z0-9_]+\.json)$/;

export function referenceFilesMiddleware() {
  return async (context, next) => {
    const match = FILE.exec(context.path);
    if (!match) return next();
    const file = path.join(FOLDER, match[1]);
    if (!existsSync(file)) {
      context.status = 404;
      return undefined;
    }
    context.type = 'application/json';
    context.body = readFileSync(file, 'utf8');
    return undefined;
  };
}
