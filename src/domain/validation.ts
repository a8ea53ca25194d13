/**
 * Small input-validation rules shared by forms and inputs, pure.
 */

/**
 * The numeric check: a value passes when it is a number at least 0 or below 0, i.e. any number
 * (Infinity included), given as a number or as text that is a number; anything else fails:
 * NaN, empty or blank text, text with other characters, booleans, null, objects. (The loose
 * `n >= 0 || n < 0` it replaces let '' and null through, because JavaScript turns them into 0.)
 */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isNaN(value);
  if (typeof value !== 'string' || value.trim() === '') return false;
  const n = Number(value.trim());
  return !Number.isNaN(n);
}
