// @ts-check
// Captchas drawn here: a random code, an SVG image of it with jittered, rotated glyphs
// and noise lines, stored with a one-time token. A form posts the sid, the token and the answer;
// checking consumes the captcha, right or wrong, so an answer can never be tried twice.
import { randomBytes, randomInt } from 'node:crypto';
import { randomToken, tokensEqual } from '../../auth.js';
import { defineStatements } from '../../statements.js';

/** No 0/O, 1/I/l: a captcha is for telling people from scripts, not for squinting. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 5;
/** Seconds a captcha stays answerable. */
export const CAPTCHA_TTL_S = 10 * 60;

export const captchaMigration = `
  CREATE TABLE captchas (
    sid        TEXT PRIMARY KEY,
    token      TEXT NOT NULL,
    answer     TEXT NOT NULL,
    form_key   TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX captchas_created_at ON captchas (created_at);
`;

/** @typedef {import('../../sqlite-types.js').Db} Db */
/** @typedef {{ sid: string, token: string, url: string }} CaptchaRef */

export const captchaUrl = (/** @type {string} */ sid) => `/captcha/image/${sid}`;

const statements = defineStatements((db) => ({
  sweep: db.prepare('DELETE FROM captchas WHERE created_at <= ?'),
  insert: db.prepare('INSERT INTO captchas (sid, token, answer, form_key, created_at) VALUES (?, ?, ?, ?, ?)'),
  find: db.prepare('SELECT token, answer, form_key, created_at FROM captchas WHERE sid = ?'),
  remove: db.prepare('DELETE FROM captchas WHERE sid = ?'),
  answer: db.prepare('SELECT answer FROM captchas WHERE sid = ? AND created_at > ?'),
}));

/**
 * A new captcha for a form (old ones of every form are swept as they expire).
 * @param {Db} db @param {number} now seconds @param {string} formKey
 * @returns {CaptchaRef}
 */
export function createCaptcha(db, now, formKey) {
  statements(db).sweep.run(now - CAPTCHA_TTL_S);
  const answer = Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const sid = randomBytes(12).toString('hex');
  const token = randomToken();
  statements(db).insert.run(sid, token, answer, formKey, now);
  return { sid, token, url: captchaUrl(sid) };
}

/**
 * Whether the answer is right (case and surrounding spaces ignored). Consumes the captcha.
 * @param {Db} db @param {number} now @param {string} formKey
 * @param {{ sid?: string, token?: string, answer?: string }} posted
 */
export function checkCaptcha(db, now, formKey, { sid = '', token = '', answer = '' }) {
  const row = /** @type {{ token: string, answer: string, form_key: string, created_at: number } | undefined} */ (
    statements(db).find.get(sid));
  if (!row) return false;
  statements(db).remove.run(sid);
  return row.form_key === formKey && row.created_at > now - CAPTCHA_TTL_S && tokensEqual(row.token, token) &&
    row.answer === answer.trim().toUpperCase();
}

/** @param {Db} db @param {number} now @param {string} sid @returns {string | null} */
export function captchaAnswer(db, now, sid) {
  const row = /** @type {{ answer: string } | undefined} */ (
    statements(db).answer.get(sid, now - CAPTCHA_TTL_S));
  return row?.answer ?? null;
}

/** A number in [min, max) from the crypto source. @param {number} min @param {number} max */
const jitter = (min, max) => min + randomInt(Math.round((max - min) * 100)) / 100;

/**
 * The image: each glyph placed, rotated and skewed on its own, over and under noise lines.
 * @param {string} answer
 */
export function captchaSvg(answer) {
  const width = 40 + answer.length * 28;
  const height = 64;
  const noise = (/** @type {number} */ n) => Array.from({ length: n }, () =>
    `<path d="M${jitter(0, width)} ${jitter(0, height)} Q${jitter(0, width)} ${jitter(0, height)} ` +
    `${jitter(0, width)} ${jitter(0, height)}" stroke="hsl(${randomInt(360)} 45% 45%)" stroke-width="${jitter(1, 2.5)}" fill="none"/>`).join('');
  const glyphs = [...answer].map((char, i) => {
    const x = 24 + i * 28 + jitter(-4, 4);
    const y = 42 + jitter(-6, 6);
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${jitter(-25, 25).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}) ` +
      `skewX(${jitter(-12, 12).toFixed(1)})" font-family="Verdana, sans-serif" font-size="${jitter(26, 34).toFixed(1)}" ` +
      `font-weight="bold" fill="hsl(${randomInt(360)} 55% 30%)">${char}</text>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#f4f1ea"/>${noise(4)}${glyphs}${noise(3)}</svg>`;
}
