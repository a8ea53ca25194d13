// @ts-check
// Text editorials (a problem's solution, what /problems/{code}?tab=solution opens): the problem
// answer carries them as the live site does (text_editorial_body, text_editorial_is_markdown,
// problem_editorialist; see ../shared/reference/codechef-api/START209D_P1209.json). A problem
// without one answers an empty body. Seeded for some practice problems; idempotent.

/** @type {import('../migrations.js').Migration[]} */
export const migrations = [
  {
    version: 2400,
    name: 'problem editorials',
    sql: `
      CREATE TABLE problem_editorials (
        problem_code TEXT PRIMARY KEY,
        body         TEXT NOT NULL,
        is_markdown  INTEGER NOT NULL DEFAULT 1 CHECK (is_markdown IN (0, 1)),
        editorialist TEXT NOT NULL DEFAULT ''
      );
    `,
  },
];

/** [problem, editorialist, Markdown body] */
const EDITORIALS = /** @type {const} */ ([
  ['EVENSUM', 'mod', [
    '## Idea',
    'A sum of two integers is even exactly when both are even or both are odd.',
    '## Solution',
    'Count the even values $E$ and the odd values $O$ ($E + O = N$). The answer is',
    '$$\\binom{E}{2} + \\binom{O}{2} = \\frac{E(E-1)}{2} + \\frac{O(O-1)}{2}.$$',
    'Use 64-bit integers: for $N = 10^5$ the answer exceeds $2^{31}$.',
    '## Complexity',
    '$O(N)$ time, $O(1)$ extra memory.',
  ].join('\n\n')],
  ['ARRSUM', 'mod', [
    '## Solution',
    'Read the $N$ numbers and add them up in one pass. The sum of up to $10^5$ values of up to $10^9$ needs a 64-bit integer.',
    '## Complexity',
    '$O(N)$ time.',
  ].join('\n\n')],
  ['PREFSUM', 'mod', [
    '## Idea',
    'Summing each range again costs $O(N)$ per query, too slow for $Q = 10^5$.',
    '## Solution',
    'Build $P_0 = 0$, $P_i = P_{i-1} + A_i$ once; then each query is $P_R - P_{L-1}$.',
    '## Complexity',
    '$O(N + Q)$ time, $O(N)$ memory.',
  ].join('\n\n')],
  ['MODPOW', 'admin', [
    '## Idea',
    'Multiplying $b$ times is too slow for $b$ up to $10^{18}$: square instead.',
    '## Solution',
    'Binary exponentiation: $a^{2k} = (a^k)^2$ and $a^{2k+1} = a \\cdot a^{2k}$, reducing modulo $10^9 + 7$ after every product.',
    '## Complexity',
    '$O(\\log b)$ multiplications per query.',
  ].join('\n\n')],
]);

/** @param {import('../sqlite-types.js').Db} db */
export function seed(db) {
  const insert = db.prepare(`INSERT OR IGNORE INTO problem_editorials (problem_code, body, is_markdown, editorialist)
    SELECT ?, ?, 1, ? WHERE EXISTS (SELECT 1 FROM problems WHERE code = ?)`);
  db.transaction(() => {
    for (const [code, editorialist, body] of EDITORIALS) insert.run(code, body, editorialist, code);
  })();
}

/** @type {WeakMap<import('../sqlite-types.js').Db, import('../sqlite-types.js').Statement>} */
const lookups = new WeakMap();

/**
 * The problem answer's editorial fields (empty when the problem has none).
 * @param {import('../sqlite-types.js').Db} db @param {string} code
 */
export function editorialFields(db, code) {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = db.prepare('SELECT body, is_markdown, editorialist FROM problem_editorials WHERE problem_code = ?')));
  const row = /** @type {{ body: string, is_markdown: number, editorialist: string } | undefined} */ (lookup.get(code));
  return {
    text_editorial_body: row?.body ?? '',
    text_editorial_is_markdown: row ? row.is_markdown : 0,
    problem_editorialist: row?.editorialist ?? '',
  };
}
