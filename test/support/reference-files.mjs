// The live site's captured answers (../shared/reference/codechef-api, next to the project).
// Browser tests get them at /__reference/<file>.json through referenceFilesMiddleware; server
// tests read them with readReference. CI has the folder, so there (CI=true) a missing capture
// fails the test with a message that says so; elsewhere those tests skip themselves and say why.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const REFERENCE_FOLDER = path.resolve(import.meta.dirname, '../../../shared/reference/codechef-api');
const FILE = /^\/__reference\/([A-Za-z0-9_]+\.json)$/;

/** Whether a missing capture is a failure (CI) rather than a reason to skip. */
export const referenceRequired = () => ['true', '1'].includes(String(process.env.CI ?? '').toLowerCase());

const missing = (file) => `the reference capture ${file} is missing (expected in ${REFERENCE_FOLDER})`;

/** node:test `skip` option for a test that reads `file`: false when it can run (or must, in CI). */
export function referenceSkip(file) {
  if (existsSync(path.join(REFERENCE_FOLDER, file)) || referenceRequired()) return false;
  const reason = `skipped: ${missing(file)}`;
  console.warn(reason);
  return reason;
}

/** The parsed capture `file`; throws a clear error when it is missing. */
export function readReference(file) {
  const full = path.join(REFERENCE_FOLDER, file);
  if (!existsSync(full)) throw new Error(`${missing(file)}${referenceRequired() ? '; CI=true requires it' : ''}`);
  return JSON.parse(readFileSync(full, 'utf8'));
}

/** Serves the captures at /__reference/<file>.json; a 404 says whether the capture is required. */
export function referenceFilesMiddleware() {
  return async (context, next) => {
    const match = FILE.exec(context.path);
    if (!match) return next();
    const file = path.join(REFERENCE_FOLDER, match[1]);
    if (!existsSync(file)) {
      context.status = 404;
      context.set('x-reference-required', String(referenceRequired()));
      context.body = missing(match[1]);
      return undefined;
    }
    context.type = 'application/json';
    context.body = readFileSync(file, 'utf8');
    return undefined;
  };
}
