/**
 * The live site's captured answers (see test/support/reference-files.mjs). When the reference
 * folder is not next to the project the test skips itself, saying why in the browser log; in
 * CI (CI=true) the folder must be there, and the test fails naming the missing file.
 */
export async function referenceAnswer(test: Mocha.Context, file: string): Promise<unknown> {
  const response = await fetch(`/__reference/${file}`);
  if (response.ok) return (await response.json()) as unknown;
  const why = response.status === 404 ? await response.text() : `/__reference/${file} answered ${response.status}`;
  if (response.status !== 404 || response.headers.get('x-reference-required') === 'true') {
    throw new Error(`${why}${response.status === 404 ? '; CI=true requires it' : ''}`);
  }
  console.warn(`skipped "${test.test?.title ?? file}": ${why}`);
  return test.skip();
}
