/**
 * Attributes with a fixed set of values (type, style, location...). The runtime types
 * attributes as plain strings, so the set is checked here: a value outside it is reported
 * once, in the runtime's words, and the fallback is used, so a typo in a template never breaks
 * the element.
 */

const warned = new Set<string>();

/** `value` when it is one of `allowed`; otherwise `fallback` (warning once per tag/attribute/value). */
export function choice<T extends string>(
  tag: string,
  attribute: string,
  value: string | undefined | null,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value === null || value === '') return fallback;
  const normalised = value.trim().toLowerCase();
  if ((allowed as readonly string[]).includes(normalised)) return normalised as T;
  const key = `${tag}|${attribute}|${value}`;
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(
      `<${tag}>: attribute "${attribute}" expects one of ${allowed.join(', ')}; got ${JSON.stringify(value)}. It is ignored.`,
    );
  }
  return fallback;
}

/** What reads one enumerated attribute of a component: the declared value, or the fallback. */
export type EnumReader = (value: string | undefined | null) => string;

/**
 * Every enumerated attribute of an element, read the way its component reads it. Each
 * component exports this map (`enumeratedAttributes`, keyed by prop name) and uses it, and
 * test/node/enumerated-attributes.test.js checks it against the manifest's allowed values.
 */
export type EnumReaders = Record<string, EnumReader>;

/** A reader for `choice` over one declared list. */
export const chooser = <T extends string>(tag: string, attribute: string, allowed: readonly T[], fallback: T) =>
  (value: string | undefined | null): T => choice(tag, attribute, value, allowed, fallback);

/**
 * A positive number attribute, else `fallback`. The runtime already warned about non-numbers
 * (they arrive as undefined); zero and negative numbers are reported here.
 */
export function positive<F extends number | undefined>(tag: string, attribute: string, value: number | undefined, fallback: F): number | F {
  if (value === undefined) return fallback;
  if (Number.isFinite(value) && value > 0) return value;
  const key = `${tag}|${attribute}|${value}`;
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(`<${tag}>: attribute "${attribute}" expects a positive number; got ${value}. It is ignored.`);
  }
  return fallback;
}
