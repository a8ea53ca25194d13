// @ts-check
// Captchas without a row per view: a random code, sealed (AES-256-GCM under a key derived from
// the install's secret) with its expiry into the captcha's id (`sid`), so showing a form writes
// nothing. The picture (GET /captcha/image/{sid}) is drawn from the sealed code by svg-captcha:
// the glyphs are font outlines (paths, bent here by a random wave) among noise lines, so the
// answer is not in the markup. `token` binds the sid to its form. A post checks it once: the
// sid is recorded as used (right or wrong) until it expires, so an answer can never be tried
// twice; that store grows only with checked posts (which the form and attempt limits bound) and
// is swept as they expire.
// Tests read what a picture shows with `readCaptcha` (the server's own key, in the same process):
// the documented stand-in for a person, as no audio captcha is offered.
import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { tokensEqual } from '../../auth.js';
import { derivedSecret } from '../../secrets.js';
import { defineStatements } from '../../statements.js';

/** No 0/O, 1/I/l: a captcha is for telling people from scripts, not for squinting. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CAPTCHA_LENGTH = 5;
/** Seconds a captcha stays answerable. */
const CAPTCHA_TTL_S = 10 * 60;
/** The sid: base64url of IV (12) + sealed expiry and code (4 + 5) + GCM tag (16). */
export const CAPTCHA_SID_PATTERN = '^[A-Za-z0-9_-]{50}$';

/** Replaces the table of one row per captcha shown (migration 1000) with the used ones only. */
export const captchaUsesMigration = `
  DROP TABLE IF EXISTS captchas;
  CREATE TABLE captcha_uses (
    sid        TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX captcha_uses_expires_at ON captcha_uses (expires_at);
`;

/** @typedef {import('../../sqlite-types.js').Db} Db */
/** @typedef {{ sid: string, token: string, url: string }} CaptchaRef */

export const captchaUrl = (/** @type {string} */ sid) => `/captcha/image/${sid}`;

const statements = defineStatements((db) => ({
  sweep: db.prepare('DELETE FROM captcha_uses WHERE expires_at <= ?'),
  use: db.prepare('INSERT OR IGNORE INTO captcha_uses (sid, expires_at) VALUES (?, ?)'),
}));

/** @param {Db} db */
const sealKey = (db) => derivedSecret(db, 'captcha', 'seal');
/** @param {Db} db @param {string} sid @param {string} formKey */
const tokenOf = (db, sid, formKey) => derivedSecret(db, 'captcha-token', `${formKey}\0${sid}`).toString('base64url');

/**
 * A new captcha for a form. Writes nothing.
 * @param {Db} db @param {number} now seconds @param {string} formKey
 * @returns {CaptchaRef}
 */
export function createCaptcha(db, now, formKey) {
  const answer = Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const plain = Buffer.alloc(4 + CAPTCHA_LENGTH);
  plain.writeUInt32BE(now + CAPTCHA_TTL_S, 0);
  plain.write(answer, 4, 'ascii');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(db), iv);
  const sid = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]).toString('base64url');
  return { sid, token: tokenOf(db, sid, formKey), url: captchaUrl(sid) };
}

/**
 * The code and expiry sealed in `sid`, or null when it is not one of this install's or has expired.
 * @param {Db} db @param {string} sid @param {number} now seconds
 * @returns {{ answer: string, expiresAt: number } | null}
 */
export function readCaptcha(db, sid, now) {
  const raw = Buffer.from(sid, 'base64url');
  if (raw.length !== 12 + 4 + CAPTCHA_LENGTH + 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(db), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(-16));
    const plain = Buffer.concat([decipher.update(raw.subarray(12, -16)), decipher.final()]);
    const expiresAt = plain.readUInt32BE(0);
    return expiresAt > now ? { answer: plain.toString('ascii', 4), expiresAt } : null;
  } catch {
    return null;
  }
}

/**
 * Whether the answer is right (case and surrounding spaces ignored). Uses the captcha up, right
 * or wrong.
 * @param {Db} db @param {number} now @param {string} formKey
 * @param {{ sid?: string, token?: string, answer?: string }} posted
 */
export function checkCaptcha(db, now, formKey, { sid = '', token = '', answer = '' }) {
  const sealed = readCaptcha(db, sid, now);
  if (!sealed || !tokensEqual(tokenOf(db, sid, formKey), token)) return false;
  statements(db).sweep.run(now);
  if (statements(db).use.run(sid, sealed.expiresAt).changes === 0) return false;
  return sealed.answer === answer.trim().toUpperCase();
}

/** A number in [min, max) from the crypto source. @param {number} min @param {number} max */
const between = (min, max) => min + randomInt(Math.round((max - min) * 1000)) / 1000;

/**
 * The picture: the code as font outlines among noise lines (no `<text>`). Each glyph outline
 * (a filled path; noise lines are stroked) is bent by a wave of its own phase, so no two
 * pictures of one character share a path, and none is the font's.
 * @param {string} answer
 */
export function captchaSvg(answer) {
  // Dark grey glyphs (svg-captcha's colours are light mid-tones once it draws a background, so
  // the background is added here) for contrast.
  const svg = svgCaptcha(answer, { width: 180, height: 64, fontSize: 58, noise: 4, color: false })
    .replace(/^(<svg [^>]*>)/, '$1<rect width="100%" height="100%" fill="#f4f1ea"/>');
  return svg.replace(/(<path fill="[^"]*" d=")([^"]*)"/g, (_all, head, d) => {
    const [ax, ay, wave, px, py] = [between(1, 2.5), between(1, 2.5), between(6, 10), between(0, 6.28), between(0, 6.28)];
    const bent = d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (/** @type {string} */ _pair, /** @type {string} */ xs, /** @type {string} */ ys) => {
      const x = Number(xs);
      const y = Number(ys);
      return `${(x + ax * Math.sin(y / wave + px)).toFixed(2)} ${(y + ay * Math.sin(x / wave + py)).toFixed(2)}`;
    });
    return `${head}${bent}"`;
  });
}
