/**
 * One typed declaration per element: the element's whole public contract as plain data
 * (props with types, defaults and allowed values; events with their detail types; parts; CSS
 * properties; slots; methods). Everything else is derived from it:
 * - defineElement() reads the props' runtime types (how an attribute is parsed) from it;
 * - the component's props type is inferred from it (`ElementProps<typeof declaration>`), and
 *   useHostEvent(declaration) only emits declared events with their declared detail;
 * - scripts/build-meta.js imports the declarations (through esbuild) and writes
 *   dist/custom-elements.json and dist/types/*.d.ts from them.
 *
 * Types are written with the small vocabulary `t` below, not as TypeScript types, because one
 * value has to serve both sides: a TypeScript type for our code (inferred through a phantom
 * field) and the text of that type for the generated files (`text`). TypeScript 7 has no
 * compiler API to print a type from a script, and the declarations must stay importable in
 * Node at build time, so they are data. This module imports nothing: it is safe in Node.
 */

/** How an attribute is read at runtime (see parseAttribute in attributes.ts). */
export type AttributeKind = 'string' | 'number' | 'boolean' | 'json' | 'function';

/** A declared type: its TypeScript text for generated files, and (phantom) its type for ours. */
export interface DeclaredType<T> {
  readonly text: string;
  readonly kind: AttributeKind;
  /** The allowed values of an enumerated string. */
  readonly values?: readonly string[];
  /** Never set: carries T for inference only. */
  readonly __type?: T;
}

interface OptionalField<T> {
  readonly optional: DeclaredType<T>;
}

type Field = DeclaredType<unknown> | OptionalField<unknown>;

/** The TypeScript type a declared type stands for. */
export type TypeOf<D> = D extends DeclaredType<infer T> ? T : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type ObjectOf<S extends Record<string, Field>> = Simplify<
  { -readonly [K in keyof S as S[K] extends OptionalField<unknown> ? never : K]: TypeOf<S[K]> } & {
    -readonly [K in keyof S as S[K] extends OptionalField<unknown> ? K : never]?: S[K] extends OptionalField<infer T> ? T : never;
  }
>;

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const grouped = (text: string) => (/[|&]/.test(text) && !/^[{(]/.test(text) ? `(${text})` : text);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function declared<T>(text: string, kind: AttributeKind, values?: readonly string[]): DeclaredType<T> {
  return values ? { text, kind, values } : { text, kind };
}

/** The vocabulary of declared types. */
export const t = {
  string: declared<string>('string', 'string'),
  number: declared<number>('number', 'number'),
  boolean: declared<boolean>('boolean', 'boolean'),
  null: declared<null>('null', 'json'),
  unknown: declared<unknown>('unknown', 'json'),
  /** An enumerated string: one of the given values (a union type in the generated files). */
  oneOf<const V extends readonly [string, ...string[]]>(...values: V): DeclaredType<V[number]> {
    return declared(values.map(quote).join(' | '), 'string', values);
  },
  array<T>(item: DeclaredType<T>): DeclaredType<T[]> {
    return declared(`${grouped(item.text)}[]`, 'json');
  },
  record<T>(value: DeclaredType<T>): DeclaredType<Record<string, T>> {
    return declared(`Record<string, ${value.text}>`, 'json');
  },
  union<const U extends readonly DeclaredType<unknown>[]>(...types: U): DeclaredType<TypeOf<U[number]>> {
    return declared(types.map((type) => type.text).join(' | '), types.every((type) => type.kind === 'string') ? 'string' : 'json');
  },
  object<const S extends Record<string, Field>>(shape: S): DeclaredType<ObjectOf<S>> {
    const fields = Object.entries(shape).map(([name, field]) => {
      const key = IDENTIFIER.test(name) ? name : quote(name);
      return 'optional' in field ? `${key}?: ${field.optional.text}` : `${key}: ${field.text}`;
    });
    return declared(fields.length ? `{ ${fields.join('; ')} }` : '{}', 'json');
  },
  /** An object field that may be missing. */
  optional<T>(type: DeclaredType<T>): OptionalField<T> {
    return { optional: type };
  },
  /** A function prop: a property holding a function, or an attribute naming a global one. */
  fn<F extends (...args: never[]) => unknown>(text: string): DeclaredType<F> {
    return declared(text, 'function');
  },
};

export interface PropDeclaration<T extends DeclaredType<unknown> = DeclaredType<unknown>> {
  readonly type: T;
  readonly description: string;
  /** The value used when the attribute is absent or unusable (documentation and manifest). */
  readonly default?: TypeOf<T>;
  /** false: a property only (large data kept by identity, e.g. rows), never an attribute. */
  readonly attribute?: false;
}

export interface EventDeclaration<T extends DeclaredType<unknown> = DeclaredType<unknown>> {
  readonly description: string;
  /** The event's detail; none means `detail` is null. */
  readonly detail?: T;
  /** Only where a listener's preventDefault() changes what the element does. */
  readonly cancelable?: boolean;
  /** Dispatched on document rather than on the element (bubbles, not composed). */
  readonly on?: 'document';
}

export interface ParameterDeclaration {
  readonly name: string;
  readonly type: DeclaredType<unknown>;
  readonly optional?: boolean;
  readonly description?: string;
}

export interface MethodDeclaration {
  readonly description: string;
  readonly parameters: readonly ParameterDeclaration[];
  readonly returns?: DeclaredType<unknown>;
}

export interface ElementDeclaration {
  readonly tag: `cc-${string}`;
  readonly summary: string;
  readonly description: string;
  /** Props by property name (camelCase); the attribute is its kebab-case form. */
  readonly props?: Readonly<Record<string, PropDeclaration>>;
  readonly events?: Readonly<Record<`cc-${string}`, EventDeclaration>>;
  /** Part name -> what it is. */
  readonly parts?: Readonly<Record<string, string>>;
  readonly cssProperties?: Readonly<Record<`--${string}`, string>>;
  /** Slot name ('' for the default slot) -> what goes there. */
  readonly slots?: Readonly<Record<string, string>>;
  readonly methods?: Readonly<Record<string, MethodDeclaration>>;
  /**
   * Events of the elements inside this one that stop at its shadow root (cc-app: events its
   * pages address to it), so the page never sees them as this element's own.
   */
  readonly containsEvents?: readonly `cc-${string}`[];
  /**
   * A form control: the page names it with `name` and a form submits its value under that name;
   * the class gets `static formAssociated = true` and ElementInternals, and the component
   * reaches them (and the form's reset/restore/disabled callbacks) via useFormBridge().
   */
  readonly formAssociated?: boolean;
}

/** Declares an element. An identity function: it keeps the literal types for inference. */
export function declareElement<const D extends ElementDeclaration>(declaration: D): D {
  return declaration;
}

type PropsOf<D extends ElementDeclaration> = D['props'] extends Record<string, PropDeclaration> ? D['props'] : Record<never, never>;

/**
 * The props the component receives. An enumerated attribute arrives as any string the page
 * wrote (the component checks it against the allowed values and falls back), so it is typed
 * `string` here, while the public types offer only the allowed values.
 */
export type ElementProps<D extends ElementDeclaration> = { [K in keyof PropsOf<D>]?: ReceivedValue<PropsOf<D>[K]> };
type ReceivedValue<P> = P extends { type: infer T } ? (T extends { values: readonly string[] } ? string : TypeOf<T>) : never;


type EventsOf<D extends ElementDeclaration> = D['events'] extends Record<string, EventDeclaration> ? D['events'] : Record<never, never>;

/** The detail type of each declared event. */
export type ElementEventDetails<D extends ElementDeclaration> = { [N in keyof EventsOf<D>]: DetailOf<EventsOf<D>[N]> };
type DetailOf<E> = E extends { detail: infer T extends DeclaredType<unknown> } ? TypeOf<T> : undefined;

type MethodsOf<D extends ElementDeclaration> = D['methods'] extends Record<string, MethodDeclaration> ? D['methods'] : Record<never, never>;
type ParametersOf<P> = P extends readonly [infer H extends ParameterDeclaration, ...infer R]
  ? H extends { optional: true }
    ? [arg?: TypeOf<H['type']>, ...ParametersOf<R>]
    : [arg: TypeOf<H['type']>, ...ParametersOf<R>]
  : [];

/** The methods an element class must have, typed from the declaration. */
export type ElementMethods<D extends ElementDeclaration> = { [M in keyof MethodsOf<D>]: MethodOf<MethodsOf<D>[M]> };
type MethodOf<M> = M extends { parameters: infer P }
  ? (...args: ParametersOf<P>) => M extends { returns: infer R extends DeclaredType<unknown> } ? TypeOf<R> : void
  : never;

export const kebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** How each prop arrives at runtime: its attribute kind, or 'property' for property-only props. */
export function runtimePropTypes(declaration: ElementDeclaration): Record<string, AttributeKind | 'property'> {
  return Object.fromEntries(
    Object.entries(declaration.props ?? {}).map(([name, prop]) => [name, prop.attribute === false ? 'property' : prop.type.kind]),
  );
}
