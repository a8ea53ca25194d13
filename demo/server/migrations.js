// @ts-check
// Ordered schema migrations. Append new entries; never edit one that has shipped, because
// databases on disk remember which versions they already ran (table schema_migrations).
// Timestamps are Unix seconds, like the times of the real API (see shared reference data).

import { features } from './features.js';

/** @typedef {{ version: number, name: string, sql: string }} Migration */

/** @type {Migration[]} */
const coreMigrations = [
  {
    version: 1,
    name: 'users, sessions, user messages, meta',
    sql: `
      CREATE TABLE meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );

      CREATE TABLE users (
        uid                INTEGER PRIMARY KEY,
        username           TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash      TEXT NOT NULL,
        rating             INTEGER NOT NULL DEFAULT 0,
        html_handle        TEXT NOT NULL,
        user_star_html     TEXT NOT NULL DEFAULT '',
        is_user_team       INTEGER NOT NULL DEFAULT 0 CHECK (is_user_team IN (0, 1)),
        is_number_verified INTEGER NOT NULL DEFAULT 0 CHECK (is_number_verified IN (0, 1)),
        country            TEXT,
        profile_image_path TEXT,
        is_premium_user    INTEGER NOT NULL DEFAULT 0 CHECK (is_premium_user IN (0, 1)),
        access             TEXT CHECK (access IS NULL OR access IN ('admin')),
        is_moderator       INTEGER NOT NULL DEFAULT 0 CHECK (is_moderator IN (0, 1)),
        user_key           TEXT NOT NULL UNIQUE,
        user_consented_privacy_policy_version TEXT,
        user_consented_privacy_policy_on      INTEGER,
        created_at         INTEGER NOT NULL
      );

      CREATE TABLE sessions (
        id         TEXT PRIMARY KEY,
        csrf_token TEXT NOT NULL,
        username   TEXT REFERENCES users (username) ON DELETE CASCADE ON UPDATE CASCADE,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_created_at ON sessions (created_at);

      CREATE TABLE user_messages (
        id         INTEGER PRIMARY KEY,
        username   TEXT NOT NULL REFERENCES users (username) ON DELETE CASCADE ON UPDATE CASCADE,
        type       TEXT NOT NULL CHECK (type IN ('info', 'success', 'warning', 'error')),
        text       TEXT NOT NULL,
        delivered  INTEGER NOT NULL DEFAULT 0 CHECK (delivered IN (0, 1)),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX user_messages_pending ON user_messages (username, delivered);
    `,
  },
];

/** Core migrations plus every feature's (see features.js), in version order. */
export const migrations = [...coreMigrations, ...features.flatMap((feature) => feature.migrations ?? [])]
  .sort((a, b) => a.version - b.version);
