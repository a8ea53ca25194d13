// @ts-check
// Countries and their states for the registration form's country-to-state dropdown. A country without states here is
// answered an empty list, and the form then needs no state.
const COUNTRIES = /** @type {const} */ ([
  ['IN', 'India', ['Andhra Pradesh', 'Assam', 'Bihar', 'Delhi', 'Goa', 'Gujarat', 'Karnataka', 'Kerala',
    'Madhya Pradesh', 'Maharashtra', 'Odisha', 'Punjab', 'Rajasthan', 'Tamil Nadu', 'Telangana', 'Uttar Pradesh', 'West Bengal']],
  ['BD', 'Bangladesh', ['Barishal', 'Chattogram', 'Dhaka', 'Khulna', 'Mymensingh', 'Rajshahi', 'Rangpur', 'Sylhet']],
  ['NP', 'Nepal', ['Koshi', 'Madhesh', 'Bagmati', 'Gandaki', 'Lumbini', 'Karnali', 'Sudurpashchim']],
  ['US', 'United States', ['California', 'Illinois', 'Massachusetts', 'New York', 'Texas', 'Washington']],
  ['JP', 'Japan', ['Hokkaido', 'Kyoto', 'Osaka', 'Tokyo']],
  ['DE', 'Germany', ['Bavaria', 'Berlin', 'Hamburg', 'Saxony']],
  ['CA', 'Canada', ['Alberta', 'British Columbia', 'Ontario', 'Quebec']],
  ['SG', 'Singapore', []],
  ['EG', 'Egypt', ['Alexandria', 'Cairo', 'Giza']],
]);

export const placesMigration = `
  CREATE TABLE countries (code TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, position INTEGER NOT NULL);
  CREATE TABLE states (
    id           INTEGER PRIMARY KEY,
    country_code TEXT NOT NULL REFERENCES countries (code) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    UNIQUE (country_code, name)
  );
  CREATE TABLE user_profiles (
    username        TEXT PRIMARY KEY REFERENCES users (username) ON DELETE CASCADE ON UPDATE CASCADE,
    full_name       TEXT NOT NULL DEFAULT '',
    state_id        INTEGER REFERENCES states (id),
    organisation_id INTEGER
  );
`;

/** Idempotent: countries and states are upserted by code and name. @param {import('../../sqlite-types.js').Db} db */
export function seedPlaces(db) {
  const country = db.prepare(`INSERT INTO countries (code, name, position) VALUES (?, ?, ?)
    ON CONFLICT (code) DO UPDATE SET name = excluded.name, position = excluded.position`);
  const state = db.prepare('INSERT OR IGNORE INTO states (country_code, name) VALUES (?, ?)');
  db.transaction(() => {
    COUNTRIES.forEach(([code, name, states], position) => {
      country.run(code, name, position);
      for (const s of states) state.run(code, s);
    });
  })();
}
