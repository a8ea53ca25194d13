// What failed in a suite's output, for the end of `npm test`'s log (scripts/test-all.js): a CI
// log is often read from its end only, and a suite's own failure report sits thousands of
// lines up.

// eslint-disable-next-line no-control-regex
const ESCAPES = /\u001b\[[0-9;]*[A-Za-z]/g;

/** Stack frames of the runner itself, which say nothing about the failure. */
const RUNNER_FRAMES = /^\s+at (?:.*\(node:|node:|new Promise|new SafePromise|Array\.map|async Promise\.all)/;

/**
 * The node runner's own "failing tests" section when there is one; otherwise each of the
 * browser runner's ❌ lines with the error under it, the file it belongs to, and its file-level
 * errors (a file that timed out or lost its page). Bounded, so the summary stays a summary.
 * @param {string} output
 * @param {number} [maxLines]
 */
export function whatFailed(output, maxLines = 80) {
  const lines = output.replace(ESCAPES, '').split('\n');
  const nodeSection = lines.findIndex((line) => /✖ failing tests:/.test(line));
  const picked = [];
  if (nodeSection !== -1) picked.push(...lines.slice(nodeSection + 1).filter((line) => !RUNNER_FRAMES.test(line)));
  else {
    lines.forEach((line, i) => {
      if (/^\S.*\.test\.tsx?:$/.test(line.trim())) picked.push(line.trim());
      else if (/❌|did not finish|timed out|was interrupted|Error while|Could not/.test(line)) picked.push(...lines.slice(i, i + 8), '');
    });
  }
  if (picked.length === 0) picked.push('(no failure report found; the last lines:)', ...lines.slice(-30));
  const shown = picked.slice(0, maxLines);
  if (picked.length > maxLines) shown.push(`… and ${picked.length - maxLines} more lines, in the suite's output above`);
  return shown.join('\n');
}
