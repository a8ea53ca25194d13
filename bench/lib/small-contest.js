// SMALL50: BIG10K's contest with only its first 50 problems, added to a seeded database. The
// same page, answer and code path with 50 problems instead of 10,000: the floor of what 10,000
// problems cost (the datatable and lighthouse suites).

/** Adds SMALL50 to `db` (once) and returns its code. */
export function seedSmallContest(db) {
  const code = 'SMALL50';
  if (db.prepare('SELECT 1 FROM contests WHERE code = ?').get(code)) return code;
  db.transaction(() => {
    const contestColumns = db.prepare('PRAGMA table_info(contests)').all().map((c) => c.name);
    db.prepare(`INSERT INTO contests (${contestColumns.join(', ')}) SELECT ${contestColumns.map((c) => (c === 'code' ? '?' : c === 'name' ? "'Small 50'" : c)).join(', ')}
      FROM contests WHERE code = 'BIG10K'`).run(code);
    const columns = db.prepare('PRAGMA table_info(contest_problems)').all().map((c) => c.name);
    db.prepare(`INSERT INTO contest_problems (${columns.join(', ')}) SELECT ${columns.map((c) => (c === 'contest_code' ? '?' : c)).join(', ')}
      FROM contest_problems WHERE contest_code = 'BIG10K' ORDER BY position LIMIT 50`).run(code);
  })();
  return code;
}
