// @ts-check
// Shared pieces of the account forms: field markup with labels and hints, the captcha block, the rate limit on form
// posts (a real rate_limit_exceeded answer), and the rules every form shares.
import { escapeHtml } from '../../html.js';
import { captchaUrl } from './captcha.js';

/** An empty or zero new-entity field. Two spaces, as the site writes it. */
export const NOTHING_ENTERED_TEXT = 'You  haven\'t entered anything.';
export const RATE_LIMIT_TEXT = 'Too many attempts. Please wait a minute and try again.';
export const CAPTCHA_WRONG_TEXT = 'The characters you entered did not match the picture. Please try again.';
export const REQUIRED_TEXT = 'This field is required.';

/** Posts per session and form in one window before rate_limit_exceeded. */
export const FORM_POST_LIMIT = 10;
export const FORM_POST_WINDOW_S = 60;

/** '', spaces and zero ('0', '00', ' 0 ') count as nothing entered. */
export const isNothingEntered = (/** @type {unknown} */ value) =>
  typeof value !== 'string' || value.trim() === '' || /^0+$/.test(value.trim());

/**
 * A sliding-window counter per key, in memory (a restart forgets it, which only lets more in).
 * @param {number} limit @param {number} windowS @param {() => number} now seconds
 */
export function createRateLimiter(limit, windowS, now) {
  /** @type {Map<string, number[]>} */
  const hits = new Map();
  return {
    /** Records an attempt; false when the key is over the limit (the attempt is not counted). */
    take(/** @type {string} */ key) {
      const since = now() - windowS;
      const recent = (hits.get(key) ?? []).filter((t) => t > since);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now());
      hits.set(key, recent);
      if (hits.size > 10_000) hits.clear(); // a flood of sessions must not grow memory forever
      return true;
    },
  };
}

/**
 * @typedef {{ id: string, name: string, label: string, type?: string, value?: string,
 *   validate?: boolean, hint?: string, autocomplete?: string, maxlength?: number, fresh?: boolean,
 *   nocopy?: boolean, delay?: number, textarea?: boolean }} FieldSpec
 */

/** One labelled field; ids are the names with hyphens. @param {FieldSpec} f */
export function field(f) {
  const hintId = f.hint ? `${f.id}-hint` : '';
  const attributes = [
    `id="${f.id}"`, `name="${f.name}"`,
    f.maxlength ? `maxlength="${f.maxlength}"` : '',
    f.validate ? 'data-validate' : '',
    f.delay ? `data-delay="${f.delay}"` : '',
    f.fresh ? 'data-fresh' : '',
    f.nocopy ? 'data-nocopy' : '',
    hintId ? `aria-describedby="${hintId}"` : '',
  ].filter(Boolean).join(' ');
  const control = f.textarea
    ? `<textarea ${attributes} rows="4">${escapeHtml(f.value ?? '')}</textarea>`
    : `<input type="${f.type ?? 'text'}" ${attributes} value="${escapeHtml(f.value ?? '')}">`;
  const hint = f.hint ? `<small id="${hintId}" class="hint">${escapeHtml(f.hint)}</small>` : '';
  return `<div class="field"><label for="${f.id}">${escapeHtml(f.label)}</label>${control}${hint}</div>`;
}

/**
 * The captcha block: the picture, a refresh button (the client asks GET /captcha/refresh/{id}),
 * the answer field (data-fresh: a new picture needs a new answer) and the sid and token.
 * @param {string} id the form's captcha id @param {{ sid: string, token: string }} captcha
 */
export function captchaBlock(id, captcha) {
  return `<fieldset class="captcha" data-captcha="${escapeHtml(id)}"><legend>Are you human?</legend>` +
    `<img class="captcha-image" src="${captchaUrl(captcha.sid)}" alt="Captcha: type the characters shown" width="180" height="64">` +
    '<button type="button" class="captcha-refresh" data-captcha-refresh>Show another picture</button>' +
    field({ id: 'captcha', name: 'captcha', label: 'Characters in the picture', maxlength: 10, fresh: true }) +
    `<input type="hidden" name="captcha_sid" value="${escapeHtml(captcha.sid)}">` +
    `<input type="hidden" name="captcha_token" value="${escapeHtml(captcha.token)}">` +
    '</fieldset>';
}

/** The answer of a refused post, with the re-rendered form. */
export const refusal = (/** @type {Record<string, string>} */ errors, /** @type {string} */ formId, /** @type {string} */ form) =>
  ({ status: 'error', errors, formId, form });
