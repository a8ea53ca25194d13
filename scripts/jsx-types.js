// Writes src/types/jsx.generated.d.ts, the JSX types of our own cc-* tags, from the
// declarations (src/declarations/*.decl.ts), with the generator dist/types is written with
// (scripts/build-meta.js). `npm run typecheck` runs it before tsc, so the types tsc checks are
// always the declarations' own; the file is committed so editors and reviewers see it, and
// test/node/jsx-types.test.js fails when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadDeclarations, projectJsxTypes } from './build-meta.js';

export const JSX_TYPES_FILE = 'src/types/jsx.generated.d.ts';

/** The file's text as the declarations say it should be. */
export async function expectedJsxTypes() {
  return projectJsxTypes(await loadDeclarations());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await expectedJsxTypes();
  let current = null;
  try {
    current = readFileSync(JSX_TYPES_FILE, 'utf8');
  } catch {
    // not written yet
  }
  if (current !== text) {
    writeFileSync(JSX_TYPES_FILE, text);
    console.log(`${JSX_TYPES_FILE}: written from the declarations`);
  }
}
