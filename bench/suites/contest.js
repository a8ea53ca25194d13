// Contest page: no long task (> 50 ms) while a contest of 10,000 problems sits open and its
// clock ticks for 10 s (the tick re-renders only what shows time). The contest is BIG10K when
// the database has it (the data table's seed), else one this suite adds to its own in-memory
// database: 10,000 copies of a seeded problem in a running contest.
import { launchBrowser, longTasks, recordLongTasks, startSite } from '../lib/browser.js';

export const name = 'contest';

const PROBLEMS = 10_000;
const IDLE_MS = 10_000;

/** The code of a running contest with 10,000 problems in `db`. */
function bigContest(db) {
  if (db.prepare("SELECT 1 FROM contests WHERE code = 'BIG10K'").get()) return 'BIG10K';
  const code = 'BENCH10K';
  const now = Math.floor(Date.now() / 1000);
  db.transaction(() => {
    const columns = db.prepare('PRAGMA table_info(problems)').all().map((c) => c.name);
    const copy = columns.map((c) => (c === 'code' ? '?' : c === 'name' ? '?' : c)).join(', ');
    const insertProblem = db.prepare(`INSERT INTO problems (${columns.join(', ')}) SELECT ${copy} FROM problems WHERE code = 'EVENSUM'`);
    const contestColumns = db.prepare('PRAGMA table_info(contests)').all().map((c) => c.name);
    const contestCopy = contestColumns.map((c) => (['code', 'name', 'start_at', 'end_at'].includes(c) ? '?' : c)).join(', ');
    const args = contestColumns.filter((c) => ['code', 'name', 'start_at', 'end_at'].includes(c))
      .map((c) => ({ code, name: 'Bench 10K', start_at: now - 3600, end_at: now + 86400 })[c]);
    db.prepare(`INSERT INTO contests (${contestColumns.join(', ')}) SELECT ${contestCopy} FROM contests WHERE code = 'START101'`).run(...args);
    const insertRow = db.prepare(`INSERT INTO contest_problems (contest_code, problem_code, position, successful, total)
      VALUES (?, ?, ?, ?, ?)`);
    for (let i = 0; i < PROBLEMS; i++) {
      const problem = `BQ${String(i).padStart(5, '0')}`;
      const args2 = columns.filter((c) => c === 'code' || c === 'name').map((c) => (c === 'code' ? problem : `Bench problem ${i}`));
      insertProblem.run(...args2);
      insertRow.run(code, problem, i, 1000 + (i % 500), 2000 + (i % 700));
    }
  })();
  return code;
}

export async function run() {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const code = bigContest(site.app.db);
    const page = await browser.newPage();
    await page.goto(`${site.origin}/${code}`);
    // The problem table is a cc-data-table: its rows are in its own shadow root.
    await page.waitForFunction(() => {
      const el = document.querySelector('cc-app')?.shadowRoot?.querySelector('cc-contest-page')
        ?? document.querySelector('cc-contest-page');
      const table = el?.shadowRoot?.querySelector('[part="problems"] cc-data-table');
      return (table?.shadowRoot?.querySelectorAll('tbody tr[part="row"]').length ?? 0) > 0;
    }, undefined, { timeout: 120_000 });
    // Let the first paint and its aftermath settle, then watch the page idle while it ticks.
    await page.waitForTimeout(2000);
    await recordLongTasks(page);
    await page.waitForTimeout(IDLE_MS);
    const tasks = await longTasks(page);
    const shown = await page.evaluate(() => {
      const el = document.querySelector('cc-app')?.shadowRoot?.querySelector('cc-contest-page') ?? document.querySelector('cc-contest-page');
      return el?.shadowRoot?.querySelector('[part="countdown"]')?.textContent ?? '';
    });
    if (shown === '') throw new Error('the contest countdown is not on the page: nothing was ticking');
    return [
      { metric: `long tasks in ${IDLE_MS / 1000} s of idle ticking (${code}, ${PROBLEMS} problems)`, value: tasks.length, unit: 'tasks', budget: { max: 0 } },
      { metric: 'longest task while idle', value: Math.round(Math.max(0, ...tasks)), unit: 'ms', budget: { max: 50 } },
    ];
  } finally {
    await browser.close();
    await site.close();
  }
}
