// @ts-check
// Deterministic suggestion data: thousands of organisations (the registration form's
// organisation field, the rankings' institution filter) and of users (handle suggestions).
// Names come from fixed word lists combined in a fixed order, so every database gets the same
// rows. Users are inserted only when their username is free, so another feature seeding users
// (a rankings seed, say) can never collide with these; they have no usable password.
import { createHmac } from 'node:crypto';
import { derivedSecret } from '../../secrets.js';
import { NO_PASSWORD, insertUser } from '../../users.js';

const CITIES = [
  'Delhi', 'Mumbai', 'Chennai', 'Kolkata', 'Bengaluru', 'Hyderabad', 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow',
  'Kanpur', 'Nagpur', 'Indore', 'Bhopal', 'Patna', 'Guwahati', 'Bhubaneswar', 'Chandigarh', 'Kochi', 'Coimbatore',
  'Madurai', 'Vellore', 'Surat', 'Vadodara', 'Nashik', 'Mysuru', 'Mangaluru', 'Warangal', 'Vijayawada', 'Visakhapatnam',
  'Trichy', 'Dhanbad', 'Ranchi', 'Raipur', 'Dehradun', 'Roorkee', 'Allahabad', 'Varanasi', 'Agra', 'Amritsar',
  'Dhaka', 'Chittagong', 'Kathmandu', 'Colombo', 'Lahore', 'Karachi', 'Singapore', 'Kuala Lumpur', 'Jakarta', 'Manila',
  'Hanoi', 'Tokyo', 'Seoul', 'Beijing', 'Shanghai', 'Cairo', 'Nairobi', 'Lagos', 'Moscow', 'Warsaw',
];
const PREFIXES = [
  'National', 'Government', "St. Xavier's", 'Sri Venkateswara', 'Global', 'Royal', 'Modern', 'City',
  'Central', 'International', 'Regional', 'Presidency', 'Mount Carmel', 'New Horizon', 'Green Valley',
];
const KINDS = [
  'Institute of Technology', 'Engineering College', 'University', 'Public School', 'College of Engineering',
  'Institute of Information Technology', 'Polytechnic', 'Science College', 'Academy', 'School of Computing',
];
// 15 x 10 x 60 = 9000 distinct names; a step coprime to 9000 walks them in a spread-out order.
const ORGANISATION_SPACE = PREFIXES.length * KINDS.length * CITIES.length;
const ORGANISATION_STEP = 7919;
export const ORGANISATION_COUNT = 3000;

/**
 * Real institutions people look for by their acronym (IIT, NIT, BITS, IIIT, MIT), after the
 * generated ones (ids from ORGANISATION_COUNT + 1).
 */
export const KNOWN_ORGANISATIONS = /** @type {const} */ ([
  'Indian Institute of Technology Bombay', 'Indian Institute of Technology Delhi', 'Indian Institute of Technology Madras',
  'Indian Institute of Technology Kanpur', 'Indian Institute of Technology Kharagpur', 'Indian Institute of Technology Roorkee',
  'National Institute of Technology Tiruchirappalli', 'National Institute of Technology Karnataka',
  'Birla Institute of Technology and Science, Pilani', 'International Institute of Information Technology, Hyderabad',
  'Delhi Technological University', 'Massachusetts Institute of Technology',
]);

/** Words an acronym skips. */
const ACRONYM_SKIPS = new Set(['of', 'and', 'the', 'for', 'at', 'in', 'on', '&']);

/**
 * The acronym people type for an organisation: the initials of its words (before any comma),
 * small words skipped, upper case. 'Indian Institute of Technology Bombay' -> 'IITB', so a
 * search for 'IIT' finds every IIT. A name whose words carry a written acronym in parentheses
 * ('… (BITS)') gives that one.
 * @param {string} name
 */
export function acronymOf(name) {
  const written = /\(([A-Za-z]{2,10})\)/.exec(name);
  if (written) return written[1].toUpperCase();
  return name.split(',')[0].split(/\s+/).filter((w) => /^[A-Za-z]/.test(w) && !ACRONYM_SKIPS.has(w.toLowerCase()))
    .map((w) => w[0].toUpperCase()).join('');
}

/** The i-th seeded organisation's name (0 <= i < ORGANISATION_COUNT), the same in every database. */
export function organisationName(i) {
  const n = (i * ORGANISATION_STEP) % ORGANISATION_SPACE;
  const prefix = PREFIXES[n % PREFIXES.length];
  const kind = KINDS[Math.floor(n / PREFIXES.length) % KINDS.length];
  const city = CITIES[Math.floor(n / (PREFIXES.length * KINDS.length))];
  return `${prefix} ${kind}, ${city}`;
}

const FIRST_NAMES = [
  'aarav', 'vivaan', 'aditya', 'vihaan', 'arjun', 'sai', 'reyansh', 'ayaan', 'krishna', 'ishaan',
  'ananya', 'diya', 'priya', 'saanvi', 'aadhya', 'kavya', 'meera', 'riya', 'sneha', 'tara',
  'rahul', 'rohan', 'karan', 'nikhil', 'varun', 'manish', 'deepak', 'suresh', 'amit', 'vikram',
  'li', 'wei', 'chen', 'yuki', 'hiro', 'minjun', 'jisoo', 'anh', 'linh', 'nguyen',
  'omar', 'fatima', 'ahmed', 'layla', 'yusuf', 'olivia', 'liam', 'emma', 'noah', 'sofia',
  'lucas', 'mia', 'mateo', 'elena', 'ivan', 'anya', 'kofi', 'amara', 'tunde', 'zara',
];
const LAST_NAMES = [
  'sharma', 'verma', 'gupta', 'iyer', 'nair', 'reddy', 'rao', 'patel', 'shah', 'mehta',
  'singh', 'kumar', 'das', 'bose', 'sen', 'ghosh', 'joshi', 'kulkarni', 'pillai', 'menon',
  'khan', 'ali', 'zhang', 'wang', 'tanaka', 'sato', 'kim', 'park', 'tran', 'pham',
  'hassan', 'ibrahim', 'smith', 'jones', 'garcia', 'lopez', 'silva', 'petrov', 'nowak', 'okafor',
  'mensah', 'adeyemi', 'costa', 'rossi', 'muller', 'novak', 'fischer', 'weber', 'haddad', 'cohen',
];
const COUNTRIES = ['India', 'India', 'India', 'India', 'Bangladesh', 'Nepal', 'Sri Lanka', 'Pakistan', 'China', 'Japan',
  'South Korea', 'Vietnam', 'Egypt', 'Nigeria', 'Kenya', 'Russia', 'Poland', 'Germany', 'Brazil', 'United States'];
export const SEEDED_USER_COUNT = FIRST_NAMES.length * LAST_NAMES.length; // 3000

/** A number in [0, 1) derived from a name: ratings and countries without Math.random. */
function fraction(purpose, name) {
  return createHmac('sha256', `cc-elements autocomplete seed:${purpose}`).update(name).digest().readUInt32BE(0) / 2 ** 32;
}

/** The i-th seeded user: `first_last`, a rating between 800 and 2800, a country. */
export function seededUser(i) {
  const username = `${FIRST_NAMES[i % FIRST_NAMES.length]}_${LAST_NAMES[Math.floor(i / FIRST_NAMES.length)]}`;
  return {
    username,
    rating: 800 + Math.floor(fraction('rating', username) * 2000),
    country: COUNTRIES[Math.floor(fraction('country', username) * COUNTRIES.length)],
  };
}

/**
 * Writes what is missing.
 * @param {import('../../sqlite-types.js').Db} db
 * @param {{ now: number }} clock Unix seconds
 */
export function seedSuggestionData(db, { now }) {
  const insertOrganisation = db.prepare('INSERT OR IGNORE INTO organisations (id, name) VALUES (?, ?)');
  const withoutAcronym = db.prepare("SELECT id, name FROM organisations WHERE acronym = ''");
  const setAcronym = db.prepare('UPDATE organisations SET acronym = ? WHERE id = ?');
  const userExists = db.prepare('SELECT 1 FROM users WHERE username = ?');
  db.transaction(() => {
    for (let i = 0; i < ORGANISATION_COUNT; i++) insertOrganisation.run(i + 1, organisationName(i));
    KNOWN_ORGANISATIONS.forEach((name, i) => insertOrganisation.run(ORGANISATION_COUNT + i + 1, name));
    // Every organisation gets its acronym (also rows of a database made before the column).
    for (const row of /** @type {{ id: number, name: string }[]} */ (withoutAcronym.all())) setAcronym.run(acronymOf(row.name), row.id);
    for (let i = 0; i < SEEDED_USER_COUNT; i++) {
      const user = seededUser(i);
      if (userExists.get(user.username)) continue;
      insertUser(db, {
        ...user,
        passwordHash: NO_PASSWORD, // these accounts cannot sign in
        // Keys seal users' caches: from the install's secret, never a constant in the source.
        userKey: derivedSecret(db, 'seed-user-key', user.username).toString('base64url'),
        isNumberVerified: true,
        createdAt: now - 200 * 86400,
      });
    }
  })();
}
