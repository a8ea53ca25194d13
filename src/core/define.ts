/**
 * The element runtime: the only module that knows about r2wc. Every cc-* tag is made here.
 *
 * r2wc gives us the custom-element class, the shadow root and the React root lifecycle. Its
 * attribute handling is too loose for a public API (it ignores removed or empty attributes,
 * turns property writes into JSON attributes, resolves function props through window by name
 * and unmounts synchronously), so every attribute is handed to r2wc as a raw string and the
 * subclass below parses, stores and re-renders typed values itself.
 */
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useInsertionEffect,
  type ComponentType,
} from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { Provider } from 'jotai';
import { store } from './store';
import { adoptSheet, adoptStyles } from './styles';
import { followAncestorTheme, unfollowAncestorTheme } from './theme';
import {
  kebabCase,
  runtimePropTypes,
  type AttributeKind,
  type ElementDeclaration,
  type EventDeclaration,
  type ElementEventDetails,
  type ElementProps,
} from './declare';

export { kebabCase };

/**
 * How a prop arrives (from the element's declaration, see declare.ts):
 * - string / number / boolean / json: from an attribute (kebab-case) or a property;
 * - function: a property holding a function, or an attribute naming a global function;
 * - property: property only, for large data (rows, lists) that must keep its identity.
 */
export type PropType = AttributeKind | 'property';

export interface ElementOptions {
  styles?: readonly string[];
  /**
   * A form control: the class gets `static formAssociated = true` and ElementInternals, and the
   * component reaches them (and the form's reset/restore/disabled callbacks) via useFormBridge().
   */
  formAssociated?: boolean;
  /**
   * Slots the shadow root holds from the moment the element is connected until the component
   * removes them, each when a light-DOM child has that slot name: what the server sent inside
   * the tag stays on screen while React renders (React does not clear a shadow root it renders
   * into, so the component removes them: removeSlotBeforeRender).
   */
  slotBeforeRender?: string | readonly string[];
}

/** The attribute that marks the slots of ElementOptions.slotBeforeRender. */
const SLOT_BEFORE_RENDER = 'data-before-render';

/** Removes the slots ElementOptions.slotBeforeRender put in the host's shadow root (a layout effect). */
export function removeSlotBeforeRender(host: HTMLElement): void {
  for (const child of [...(host.shadowRoot?.children ?? [])]) {
    if (child.localName === 'slot' && child.hasAttribute(SLOT_BEFORE_RENDER)) child.remove();
  }
}

/** What a form-associated element's component hears from the surrounding form. */
export interface FormCallbacks {
  reset?(): void;
  /** The browser restores a value saved with setFormValue(value, state) (back/forward, autofill). */
  restore?(state: string | File | FormData | null, mode: 'restore' | 'autocomplete'): void;
  disabled?(disabled: boolean): void;
}

export interface FormBridge {
  internals: ElementInternals;
  /** The handlers the form's callbacks go to (the latest registration wins); returns an undo. */
  listen(callbacks: FormCallbacks): () => void;
}

export interface ElementMeta {
  tag: string;
  props: Record<string, PropType>;
  declaration: ElementDeclaration;
}

/** The constructor defineElement returns: a custom element class that knows its own meta. */
export type CcElementClass = CustomElementConstructor & { readonly ccMeta: ElementMeta };

// r2wc keeps its state under registered symbols; we reuse them rather than duplicate state.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcInternals extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

const HostContext = createContext<HTMLElement | null>(null);
const FormContext = createContext<FormBridge | null>(null);

/** The host's form bridge when the element is form-associated; null otherwise (or outside one). */
export function useFormBridge(): FormBridge | null {
  return useContext(FormContext);
}

/** The custom element that hosts the calling component. */
export function useHost(): HTMLElement {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() must be used inside a cc-* element');
  return host;
}

/**
 * A shared part (src/ui) brings its own stylesheet: it is adopted into the shadow root of
 * whichever element renders the part, once, before the part is painted. So an element's own
 * `styles` list names only its own sheets, and no list has an order to get wrong.
 */
export function useShadowStyles(cssText: string): void {
  const host = useHost();
  useInsertionEffect(() => {
    if (host.shadowRoot) adoptSheet(host.shadowRoot, cssText);
  }, [host, cssText]);
}

type EventName<D extends ElementDeclaration> = keyof ElementEventDetails<D> & string;
type DetailArgs<T> = undefined extends T ? [detail?: T] : [detail: T];

/**
 * Dispatches the element's declared `cc-*` events from the host: they bubble and cross shadow
 * boundaries (composed), so a page can listen on the element or on document. They are
 * cancelable only where the declaration says so (cancelling changes what the element does).
 * Returns false when a listener called preventDefault() on a cancelable event.
 */
export function useHostEvent<D extends ElementDeclaration>(
  declaration: D,
): <N extends EventName<D>>(name: N, ...detail: DetailArgs<ElementEventDetails<D>[N]>) => boolean {
  const host = useHost();
  return useCallback(
    <N extends EventName<D>>(name: N, ...[detail]: DetailArgs<ElementEventDetails<D>[N]>) => {
      const events: Readonly<Record<string, EventDeclaration>> = declaration.events ?? {};
      const cancelable = events[name]?.cancelable === true;
      return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
    },
    [host, declaration],
  );
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
function coerceProperty(tag: string, name: string, type: PropType, value: unknown): unknown {
  if (type === 'boolean') return typeof value === 'string' ? parseAttribute(tag, name, type, value) : Boolean(value);
  if (typeof value === 'string' && (type === 'number' || type === 'json')) {
    return parseAttribute(tag, name, type, value);
  }
  if (type === 'function' && value != null && typeof value !== 'function') {
    return typeof value === 'string' ? parseAttribute(tag, name, type, value) : undefined;
  }
  return value;
}

const warnedTags = new Set<string>();
const stopPropagation = (event: Event) => event.stopPropagation();

/**
 * Registers the declared element as a custom element rendering `Component` in an open shadow
 * root, inside the page's one jotai store. The props and how each is parsed come from the
 * declaration; the component's props must be what the declaration says (ElementProps). A second
 * registration of the same tag (a second bundle, or another version) keeps the first definition
 * and warns once instead of throwing.
 */
export function defineElement<D extends ElementDeclaration>(
  declaration: D,
  Component: ComponentType<ElementProps<NoInfer<D>>>,
  options: ElementOptions = {},
): CcElementClass {
  const { tag } = declaration;
  const existing = customElements.get(tag);
  if (existing) {
    if (!warnedTags.has(tag)) {
      warnedTags.add(tag);
      console.warn(`<${tag}> is already defined on this page; keeping the first definition.`);
    }
    return existing as CcElementClass;
  }

  const propTypes = runtimePropTypes(declaration);
  const styles = options.styles ?? [];
  const attributeProps = Object.keys(propTypes).filter((name) => propTypes[name] !== 'property');
  const propOfAttribute = new Map(attributeProps.map((name) => [kebabCase(name), name]));

  const formAssociated = options.formAssociated === true;
  const slotsBeforeRender: readonly string[] =
    options.slotBeforeRender === undefined ? [] : typeof options.slotBeforeRender === 'string' ? [options.slotBeforeRender] : options.slotBeforeRender;
  const bridges = new WeakMap<HTMLElement, FormBridge>();

  function Hosted(props: Record<string, unknown>) {
    const { container, ...rest } = props;
    const host = (container as ShadowRoot).host as HTMLElement;
    return createElement(
      HostContext.Provider,
      { value: host },
      createElement(
        FormContext.Provider,
        { value: bridges.get(host) ?? null },
        createElement(Provider, { store }, createElement(Component as ComponentType<object>, rest)),
      ),
    );
  }

  // r2wc sees every attribute-backed prop as a plain string; typing happens in the subclass.
  const Base = r2wc(Hosted, {
    shadow: 'open',
    props: Object.fromEntries(attributeProps.map((name) => [name, 'string'])),
  }) as unknown as { new (): R2wcInternals };

  class CcElement extends Base {
    static readonly ccMeta: ElementMeta = { tag, props: propTypes, declaration };

    static readonly formAssociated = formAssociated;

    static get observedAttributes() {
      return [...propOfAttribute.keys()];
    }

    #formCallbacks: FormCallbacks = {};
    // The browser may report a disabled fieldset before the component has registered.
    #formDisabled = false;
    // Every element has internals: its custom states carry an ancestor's theme (core/theme.ts).
    #internals: ElementInternals;

    constructor() {
      super();
      this.#internals = this.attachInternals();
      if (formAssociated) {
        bridges.set(this, {
          internals: this.#internals,
          listen: (next) => {
            this.#formCallbacks = next;
            if (this.#formDisabled) next.disabled?.(true);
            return () => {
              if (this.#formCallbacks === next) this.#formCallbacks = {};
            };
          },
        });
      }
      // r2wc skips empty attributes ("" is falsy); read them all again with our parsing.
      for (const [attribute, name] of propOfAttribute) {
        this.#setTyped(name, parseAttribute(tag, attribute, propTypes[name], this.getAttribute(attribute)));
      }
      // A page may set properties before the element is defined (autoloader): those own
      // properties shadow our accessors, so move them through the accessors now.
      for (const name of Object.keys(propTypes)) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
      // Events the page's inner elements address to this one end at its shadow root.
      for (const name of declaration.containsEvents ?? []) this.shadowRoot!.addEventListener(name, stopPropagation);
      adoptStyles(this.shadowRoot!, styles);
      announceShadowRoot(this.shadowRoot!);
    }

    #setTyped(name: string, value: unknown) {
      if (value === undefined) delete this[PROPS][name];
      else this[PROPS][name] = value;
    }

    attributeChangedCallback(attribute: string, _old: string | null, raw: string | null) {
      const name = propOfAttribute.get(attribute);
      if (!name) return;
      this.#setTyped(name, parseAttribute(tag, attribute, propTypes[name], raw));
      this[RENDER]();
    }

    // Called by the browser only when the class is formAssociated.
    formResetCallback() {
      this.#formCallbacks.reset?.();
    }

    formStateRestoreCallback(state: string | File | FormData | null, mode: 'restore' | 'autocomplete') {
      this.#formCallbacks.restore?.(state, mode);
    }

    formDisabledCallback(disabled: boolean) {
      this.#formDisabled = disabled;
      this.#formCallbacks.disabled?.(disabled);
    }

    override connectedCallback() {
      // Before React renders: the first paint already has an ancestor's theme.
      followAncestorTheme(this, this.#internals.states);
      const root = this.shadowRoot;
      if (root && !root.firstChild) {
        for (const slotName of slotsBeforeRender) {
          if (!this.querySelector(`:scope > [slot="${slotName}"]`)) continue;
          const slot = document.createElement('slot');
          slot.name = slotName;
          slot.setAttribute(SLOT_BEFORE_RENDER, '');
          root.append(slot);
        }
      }
      super.connectedCallback();
    }

    override disconnectedCallback() {
      unfollowAncestorTheme(this);
      // Deferred: an element nested in another element's React tree is disconnected while
      // React is committing, and unmounting a root synchronously there is an error. Moving an
      // element (disconnect + connect in one task) keeps its React state.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }

  for (const name of Object.keys(propTypes)) {
    const type = propTypes[name];
    if (type === 'string') continue; // r2wc's accessor reflects strings to the attribute
    Object.defineProperty(CcElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[PROPS][name];
      },
      set(this: R2wcInternals, value: unknown) {
        const typed = coerceProperty(tag, name, type, value);
        if (typed === undefined) delete this[PROPS][name];
        else this[PROPS][name] = typed;
        this[RENDER]();
      },
    });
  }

  customElements.define(tag, CcElement);
  return CcElement as unknown as CcElementClass;
}

/**
 * Shadow roots are announced on a page-global hook so the autoloader can watch inside them
 * for tags that are not defined yet (a shadow root is invisible to a document observer).
 */
const SHADOW_ROOT_HOOK = Symbol.for('cc-elements.shadow-root-hook');
type ShadowRootHook = (root: ShadowRoot) => void;

function announceShadowRoot(root: ShadowRoot) {
  const hook = (globalThis as Record<symbol, unknown>)[SHADOW_ROOT_HOOK];
  if (typeof hook === 'function') (hook as ShadowRootHook)(root);
}

