// @ts-check
// Demo threads: replies, @mentions, Markdown, code, an important moderator note and an
// unpublished comment (seen only by `mod` and its author `premium`). Written only for a thread
// that has no comments yet, so a database from an older version gains them and nothing repeats.

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * @typedef {{ key: string, parent?: string, author: string, ageS: number, content: string,
 *   important?: boolean, unpublished?: boolean }} SeedComment
 */

/** @type {Record<string, SeedComment[]>} */
const THREADS = {
  '/problems/EVENSUM': [
    {
      key: 'rules', author: 'mod', ageS: 6 * DAY, important: true,
      content: '**Please read before posting.** Ask about the statement here; no full solutions. ' +
        'Long write-ups belong on the [discuss forum](https://discuss.example.org/c/practice).',
    },
    {
      key: 'pairs', author: 'alice', ageS: 3 * DAY,
      content: 'Does a pair need `i < j`? For `N = 1` I print **0**, is that right?',
    },
    {
      key: 'pairs-answer', parent: 'pairs', author: 'mod', ageS: 3 * DAY - 2 * HOUR, important: true,
      content: 'Yes @alice, pairs are unordered with `i < j`, so a single element gives 0. See the first sample.',
    },
    { key: 'pairs-thanks', parent: 'pairs-answer', author: 'alice', ageS: 3 * DAY - HOUR, content: 'Thanks @mod!' },
    {
      key: 'tle', author: 'ravi', ageS: 2 * DAY,
      content: 'My solution gets TLE on the last file:\n\n```\nfor i in range(n):\n    for j in range(i + 1, n):\n' +
        '        if (a[i] + a[j]) % 2 == 0:\n            count += 1\n```\n\nAny hints?',
    },
    {
      key: 'tle-hint', parent: 'tle', author: 'teamlead', ageS: 2 * DAY - 3 * HOUR,
      content: '@ravi count the even numbers `E` and the odd ones `O`. Two evens or two odds make an even sum:\n\n' +
        '- pairs of evens: `E * (E - 1) / 2`\n- pairs of odds: `O * (O - 1) / 2`\n\nThat is _O(N)_.',
    },
    { key: 'tle-done', parent: 'tle-hint', author: 'ravi', ageS: 2 * DAY - 2 * HOUR, content: 'Accepted now, thank you @teamlead.' },
    {
      key: 'spoiler', author: 'premium', ageS: 20 * HOUR, unpublished: true,
      content: 'Full code: `print(e*(e-1)//2 + o*(o-1)//2)` after reading the input.',
    },
    {
      key: 'overflow', author: 'teamlead', ageS: 5 * HOUR,
      content: 'Careful with overflow: with `N = 10^5` the count needs 64-bit integers (`long long` in C++).',
    },
  ],
  '/problems/ARRSUM': [
    { key: 'input', author: 'alice', ageS: 30 * HOUR, content: 'Are the numbers on one line or one per line?' },
    { key: 'input-answer', parent: 'input', author: 'mod', ageS: 29 * HOUR, important: true, content: 'One line, separated by spaces. Read the whole line, @alice.' },
  ],
};

/** @param {import('../../sqlite-types.js').Db} db @param {{ now: number }} clock */
export function seedComments(db, { now }) {
  const hasThread = db.prepare('SELECT 1 FROM comments WHERE url = ? LIMIT 1').pluck();
  const userExists = db.prepare('SELECT 1 FROM users WHERE username = ?').pluck();
  const insert = db.prepare(`INSERT INTO comments (url, pid, author, content, created_at, important, unpublished)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    for (const [url, comments] of Object.entries(THREADS)) {
      if (hasThread.get(url)) continue;
      if (!comments.every((c) => userExists.get(c.author))) continue; // a database seeded without users
      /** @type {Map<string, number>} */
      const ids = new Map();
      for (const c of comments) {
        const pid = c.parent ? /** @type {number} */ (ids.get(c.parent)) : 0;
        const { lastInsertRowid } = insert.run(url, pid, c.author, c.content, now - c.ageS, Number(c.important ?? false), Number(c.unpublished ?? false));
        ids.set(c.key, Number(lastInsertRowid));
      }
    }
  })();
}
