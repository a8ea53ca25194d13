// @ts-check
// The profile form (full name, country and state, organisation) and the mobile-number form, as
// server-driven forms: markup, checks and what they save. Routes are in ../accounts-pages.js.
import { escapeHtml } from '../../html.js';
import { field } from './form-kit.js';

export const PROFILE_LOGIN_TEXT = 'Please login to edit your profile.';
export const PROFILE_SAVED_TEXT = 'Your profile has been saved.';
export const MOBILE_LOGIN_TEXT = 'Please login to verify your mobile number.';
export const MOBILE_RULE_TEXT = 'Enter a mobile number of 10 to 15 digits, optionally starting with +.';
export const mobileVerifiedText = (/** @type {string} */ number) => `Your mobile number ${number} is verified.`;
const FULL_NAME_RULE_TEXT = 'Enter your name (at most 60 characters).';
export const COUNTRY_RULE_TEXT = 'Choose your country.';
export const STATE_RULE_TEXT = 'Choose your state.';
export const ORGANISATION_RULE_TEXT = 'Choose your organisation from the suggestions.';

const MOBILE = /^\+?[0-9]{10,15}$/;

/**
 * @typedef {{ full_name?: string, country?: string, state?: string, organisation?: string, zen_mode?: string }} ProfileFields
 * @typedef {{ code: string, name: string }} Country
 * @typedef {{ id: number, name: string }} State
 */

/**
 * @param {ProfileFields} values @param {Country[]} countries @param {State[]} states of the chosen country
 * @param {string} organisationName the chosen organisation's name ('' when none)
 */
export function profileForm(values, countries, states, organisationName) {
  const countryOptions = countries.map((c) =>
    `<option value="${escapeHtml(c.code)}"${c.code === values.country ? ' selected' : ''}>${escapeHtml(c.name)}</option>`).join('');
  const stateOptions = states.map((s) =>
    `<option value="${s.id}"${String(s.id) === values.state ? ' selected' : ''}>${escapeHtml(s.name)}</option>`).join('');
  const organisation = values.organisation && organisationName
    ? ` value="${escapeHtml(values.organisation)}" text="${escapeHtml(organisationName)}"` : '';
  return '<form method="post" action="/api/forms/profile" class="account-form">' +
    field({ id: 'profile-full-name', name: 'full_name', label: 'Full name', value: values.full_name, maxlength: 60, validate: true }) +
    '<div class="field"><label for="profile-country">Country</label>' +
    `<select id="profile-country" name="country" data-validate data-state-target="profile-state"><option value="">Choose your country</option>${countryOptions}</select></div>` +
    '<div class="field"><label for="profile-state">State</label>' +
    `<select id="profile-state" name="state"${states.length ? '' : ' disabled'}><option value="">Choose your state</option>${stateOptions}</select></div>` +
    '<div class="field"><label for="profile-organisation">Organisation</label>' +
    `<cc-autocomplete id="profile-organisation" name="organisation" variant="organisation" label="Organisation"${organisation}></cc-autocomplete></div>` +
    zenModeField(values.zen_mode === '1') +
    '<div class="actions"><button type="submit">Save profile</button></div></form>';
}

const ZEN_MODE_HINT = 'On problem pages, hide the tags until you choose to show them.';

/** The zen-mode setting: a checkbox, sent as zen_mode=1 when on (absent when off). @param {boolean} on */
function zenModeField(on) {
  return '<div class="field"><label class="choice" for="profile-zen-mode">' +
    `<input type="checkbox" id="profile-zen-mode" name="zen_mode" value="1" aria-describedby="profile-zen-mode-hint"${on ? ' checked' : ''}>` +
    'Zen mode</label>' +
    `<small id="profile-zen-mode-hint" class="hint">${escapeHtml(ZEN_MODE_HINT)}</small></div>`;
}

/** @param {{ mobile?: string, destination?: string }} values */
export function mobileForm(values) {
  return '<form method="post" action="/api/forms/mobile" class="account-form">' +
    `<input type="hidden" name="destination" value="${escapeHtml(values.destination ?? '/')}">` +
    '<p class="intro">Indian users verify a mobile number to take part in rated contests. ' +
    'This demo server sends no text message: the number you enter is recorded as verified.</p>' +
    field({ id: 'mobile', name: 'mobile', label: 'Mobile number', type: 'tel', value: values.mobile, maxlength: 16, validate: true,
      hint: '10 to 15 digits, optionally starting with +.' }) +
    '<div class="actions"><button type="submit">Verify number</button></div></form>';
}

/** @param {string} raw */
export const mobileErrors = (raw) => (MOBILE.test(raw.replace(/[\s-]/g, '')) ? {} : { mobile: MOBILE_RULE_TEXT });

/** The number as stored: digits and an optional leading +. @param {string} raw */
export const normaliseMobile = (raw) => raw.replace(/[\s-]/g, '');

/**
 * Field errors of a profile (all fields, or `only`).
 * @param {import('../../sqlite-types.js').Db} db @param {ProfileFields} f @param {string[] | null} only
 */
export function profileErrors(db, f, only) {
  /** @type {Record<string, string>} */
  const errors = {};
  const wants = (/** @type {string} */ name) => only === null || only.includes(name);
  const fullName = (f.full_name ?? '').trim();
  if (wants('full_name') && (fullName === '' || fullName.length > 60)) errors.full_name = FULL_NAME_RULE_TEXT;
  const country = db.prepare('SELECT code FROM countries WHERE code = ?').pluck().get(f.country ?? '');
  if (wants('country') && !country) errors.country = COUNTRY_RULE_TEXT;
  if (wants('state') && country) {
    const hasStates = db.prepare('SELECT 1 FROM states WHERE country_code = ? LIMIT 1').pluck().get(country);
    const ok = hasStates
      ? /^\d+$/.test(f.state ?? '') && db.prepare('SELECT 1 FROM states WHERE id = ? AND country_code = ?').pluck().get(Number(f.state), country)
      : !f.state;
    if (!ok) errors.state = STATE_RULE_TEXT;
  }
  // The organisation is optional on the profile; when given it must be one of the suggestions.
  if (wants('organisation') && f.organisation &&
    !(/^\d+$/.test(f.organisation) && db.prepare('SELECT 1 FROM organisations WHERE id = ?').pluck().get(Number(f.organisation)))) {
    errors.organisation = ORGANISATION_RULE_TEXT;
  }
  return errors;
}
