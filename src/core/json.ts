/**
 * Readers for loose server JSON. Real answers send numbers as strings ("120"), flags as 0/1,
 * '0'/'1' or booleans, lists as objects keyed by id, and `[]` for an empty object; every
 * normaliser in src/api and src/core reads through these so the rules live in one place.
 */
export type Json = Record<string, unknown>;

/** The value as a plain object, or null (arrays are not objects here). */
export function asObject(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
}

/** A string, or a finite number as a string; undefined otherwise. */
export function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A finite number, also from a numeric string; undefined otherwise. */
export function num(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const n = Number(value);
  // Number('') and Number('  ') are 0, and blank is no number. Trimmed only then: large
  // answers read tens of thousands of numeric strings.
  return Number.isFinite(n) && (n !== 0 || value.trim() !== '') ? n : undefined;
}

/** The server sends 0/1, '0'/'1' or booleans depending on the endpoint. */
export function bool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false' || value === '') return false;
  return undefined;
}

/** Seconds or ms since the epoch (or a date string) to ms; the server sends seconds. */
export function toEpochMs(value: unknown): number | null {
  const n = num(value);
  if (n !== undefined) return n < 1e12 ? n * 1000 : n;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

/** The strings of a list; anything else is dropped. */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The entries of a list, or the values of an object keyed by id (`[]` and junk give []). */
export function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const object = asObject(value);
  return object ? Object.values(object) : [];
}

/** Drops undefined fields so `'field' in object` means the server sent it. */
export function defined<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;
}
