/**
 * How an element's props arrive from attributes and properties, typed by its declaration:
 * parsing, coercion and the attribute names a tag observes. Framework-free; the element runtime
 * (ui/define-element.ts) calls these from the custom element class.
 */
import { kebabCase, runtimePropTypes, type AttributeKind, type ElementDeclaration } from './declare';

/**
 * How a prop arrives (from the element's declaration, see declare.ts):
 * - string / number / boolean / json: from an attribute (kebab-case) or a property;
 * - function: a property holding a function, or an attribute naming a global function;
 * - property: property only, for large data (rows, lists) that must keep its identity.
 */
export type PropType = AttributeKind | 'property';

/** A declaration's props by runtime type, and the observed attributes with the prop each sets. */
export interface AttributeTable {
  propTypes: Record<string, PropType>;
  /** kebab-case attribute -> prop name, for every prop but the property-only ones. */
  propOfAttribute: ReadonlyMap<string, string>;
}

export function attributeTable(declaration: ElementDeclaration): AttributeTable {
  const propTypes = runtimePropTypes(declaration);
  const attributeProps = Object.keys(propTypes).filter((name) => propTypes[name] !== 'property');
  return { propTypes, propOfAttribute: new Map(attributeProps.map((name) => [kebabCase(name), name])) };
}

function warnBadAttribute(tag: string, attribute: string, expected: string, raw: string) {
  console.warn(`<${tag}>: attribute "${attribute}" expects ${expected}; got ${JSON.stringify(raw)}. It is ignored.`);
}

/**
 * Turns an attribute value into the prop value. Bad input is reported once and treated as
 * absent, so one typo in a server template never breaks the element.
 */
export function parseAttribute(tag: string, attribute: string, type: PropType, raw: string | null): unknown {
  if (type === 'boolean') return raw !== null && raw.trim().toLowerCase() !== 'false';
  if (raw === null) return undefined;
  switch (type) {
    case 'number': {
      const value = raw.trim() === '' ? NaN : Number(raw);
      if (Number.isFinite(value)) return value;
      warnBadAttribute(tag, attribute, 'a number', raw);
      return undefined;
    }
    case 'json':
      try {
        return JSON.parse(raw);
      } catch {
        warnBadAttribute(tag, attribute, 'JSON', raw);
        return undefined;
      }
    case 'function': {
      const candidate = (globalThis as Record<string, unknown>)[raw.trim()];
      if (typeof candidate === 'function') return candidate;
      warnBadAttribute(tag, attribute, 'the name of a global function', raw);
      return undefined;
    }
    default:
      return raw;
  }
}

/** Values written as properties: strings are parsed like attributes, anything else is kept. */
export function coerceProperty(tag: string, name: string, type: PropType, value: unknown): unknown {
  if (type === 'boolean') return typeof value === 'string' ? parseAttribute(tag, name, type, value) : Boolean(value);
  if (typeof value === 'string' && (type === 'number' || type === 'json')) {
    return parseAttribute(tag, name, type, value);
  }
  if (type === 'function' && value != null && typeof value !== 'function') {
    return typeof value === 'string' ? parseAttribute(tag, name, type, value) : undefined;
  }
  return value;
}
