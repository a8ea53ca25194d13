// The part of better-sqlite3's API this server uses, for `// @ts-check` in its JS files
// (package.json has no @types/better-sqlite3). Import as `import('./sqlite-types.js').Db`.

export interface Statement {
  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  /** Return only the first column of each row. */
  pluck(toggle?: boolean): Statement;
}

export interface Db {
  prepare(sql: string): Statement;
  /** The whole database as a buffer (opens again with `new Database(buffer)`). */
  serialize(): Buffer;
  exec(sql: string): Db;
  pragma(source: string, options?: { simple?: boolean }): unknown;
  /** Wraps fn so each call runs in one transaction (rolled back if fn throws). */
  transaction<A extends unknown[], R>(fn: (...args: A) => R): ((...args: A) => R) & {
    /** The same, opened with BEGIN IMMEDIATE (takes the write lock first). */
    immediate: (...args: A) => R,
  };
  close(): Db;
  readonly open: boolean;
}
