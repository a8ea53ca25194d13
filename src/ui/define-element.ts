/**
 * The element runtime: the only module that knows about r2wc. Every cc-* tag is made here.
 *
 * r2wc gives us the custom-element class, the shadow root and the React root lifecycle. Its
 * attribute handling is too loose for a public API (it ignores removed or empty attributes,
 * turns property writes into JSON attributes, resolves function props through window by name
 * and unmounts synchronously), so every attribute is handed to r2wc as a raw string and the
 * subclass below parses (core/attributes.ts), stores and re-renders typed values itself.
 * It renders React, so it lives in ui/, not core/; what a component reads of its host
 * (useHost, useHostEvent, useFormBridge, useShadowStyles) is host.ts.
 */
import { createElement, startTransition, useLayoutEffect, type ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { Provider } from 'jotai';
import { attributeTable, coerceProperty, parseAttribute, type AttributeTable, type PropType } from '../core/attributes';
import type { ElementDeclaration, ElementProps } from '../core/declare';
import { store } from '../core/store';
import { adoptStyles } from '../core/styles';
import { yieldToPage } from '../core/tasks';
import { followAncestorTheme, unfollowAncestorTheme } from '../core/theme';
import { FormContext, HostContext, type FormBridge, type FormCallbacks } from './host';

export interface ElementOptions {
  styles?: readonly string[];
  /**
   * Slots the shadow root holds from the moment the element is connected until the component
   * removes them, each when a light-DOM child has that slot name: what the server sent inside
   * the tag stays on screen while React renders (React does not clear a shadow root it renders
   * into, so the component removes them: removeSlotBeforeRender).
   */
  slotBeforeRender?: string | readonly string[];
  /**
   * The element's first render is a transition, which React renders in slices of ~5 ms, so the
   * page's main thread is never held for the whole tree at once (a long task on a slow phone).
   * For an element whose first paint does not wait for it (the app: the server's view, or
   * nothing, stays on screen meanwhile). Later renders are as usual.
   */
  firstRenderInSlices?: boolean;
}

/** The attribute that marks the slots of ElementOptions.slotBeforeRender. */
const SLOT_BEFORE_RENDER = 'data-before-render';

/** Removes the slots ElementOptions.slotBeforeRender put in the host's shadow root (a layout effect). */
export function removeSlotBeforeRender(host: HTMLElement): void {
  for (const child of [...(host.shadowRoot?.children ?? [])]) {
    if (child.localName === 'slot' && child.hasAttribute(SLOT_BEFORE_RENDER)) child.remove();
  }
}

/** Before the first render: a slot for each of `names` the host has a light-DOM child for. */
function insertSlotsBeforeRender(host: HTMLElement, names: readonly string[]): void {
  const root = host.shadowRoot;
  if (!root || root.firstChild) return;
  for (const slotName of names) {
    if (!host.querySelector(`:scope > [slot="${slotName}"]`)) continue;
    const slot = document.createElement('slot');
    slot.name = slotName;
    slot.setAttribute(SLOT_BEFORE_RENDER, '');
    root.append(slot);
  }
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
const MOUNTED = Symbol.for('r2wc.context');

interface R2wcInternals extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [MOUNTED]?: unknown;
  [RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

type R2wcClass = { new (): R2wcInternals };

/** Each element's first commit, and who waits for it (whenDrawn). */
const drawn = new WeakMap<HTMLElement, { done: boolean; waiting: (() => void)[] }>();

function drawnEntry(host: HTMLElement) {
  let entry = drawn.get(host);
  if (!entry) drawn.set(host, (entry = { done: false, waiting: [] }));
  return entry;
}

/**
 * Settles once `element` (one of ours) has committed its first render: at once for one that
 * has, for anything else, and for a tag not defined yet (its place is held by the page's CSS).
 * An element whose first render is in slices (ElementOptions.firstRenderInSlices) commits some
 * frames after it is connected; what stands in for it meanwhile waits for this.
 */
export function whenDrawn(element: Element | null | undefined): Promise<void> {
  const ours = element instanceof HTMLElement && (customElements.get(element.localName) as { ccMeta?: unknown } | undefined)?.ccMeta;
  if (!ours) return Promise.resolve();
  const entry = drawnEntry(element);
  return entry.done ? Promise.resolve() : new Promise((resolve) => entry.waiting.push(resolve));
}

function markDrawn(host: HTMLElement) {
  const entry = drawnEntry(host);
  if (entry.done) return;
  entry.done = true;
  for (const resolve of entry.waiting.splice(0)) resolve();
}

/** The component r2wc renders: the element's own, inside its host, form bridge and the page's store. */
function hostedComponent(Component: ComponentType<object>, bridges: WeakMap<HTMLElement, FormBridge>) {
  return function Hosted(props: Record<string, unknown>) {
    const { container, ...rest } = props;
    const host = (container as ShadowRoot).host as HTMLElement;
    useLayoutEffect(() => markDrawn(host), [host]);
    return createElement(
      HostContext.Provider,
      { value: host },
      createElement(
        FormContext.Provider,
        { value: bridges.get(host) ?? null },
        createElement(Provider, { store }, createElement(Component, rest)),
      ),
    );
  };
}

const stopPropagation = (event: Event) => event.stopPropagation();

interface ClassSpec {
  declaration: ElementDeclaration;
  table: AttributeTable;
  styles: readonly string[];
  formAssociated: boolean;
  slotsBeforeRender: readonly string[];
  firstRenderInSlices: boolean;
  bridges: WeakMap<HTMLElement, FormBridge>;
}

/**
 * r2wc's class, extended: typed attribute and property values, the events the declaration
 * contains stopped at the shadow root, the stylesheets adopted, an ancestor's theme followed,
 * the form's callbacks handed to the component, and unmounting deferred to a microtask.
 */
function elementClass(Base: R2wcClass, spec: ClassSpec): R2wcClass & { readonly ccMeta: ElementMeta } {
  const { declaration, table, styles, formAssociated, slotsBeforeRender, firstRenderInSlices, bridges } = spec;
  const { tag } = declaration;
  const { propTypes, propOfAttribute } = table;

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
      insertSlotsBeforeRender(this, slotsBeforeRender);
      // r2wc mounts (creates the root and renders) when connected without a root.
      if (firstRenderInSlices && !this[MOUNTED]) this.#mountInSlices();
      else super.connectedCallback();
    }

    #mountQueued = false;

    /**
     * The first render in slices, and the React root made a task later too: an element the page
     * has at load is upgraded in the task that evaluates the modules, and creating the root
     * (React's listeners on the shadow root, the root's set-up) made that task 5-13 ms longer.
     */
    #mountInSlices() {
      if (this.#mountQueued) return;
      this.#mountQueued = true;
      void yieldToPage().then(() => {
        this.#mountQueued = false;
        if (this.isConnected && !this[MOUNTED]) startTransition(() => super.connectedCallback());
      });
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

  installPropertyAccessors(CcElement.prototype, tag, propTypes);
  return CcElement;
}

/** Typed accessors for every prop but strings (r2wc's own accessor reflects strings to the attribute). */
function installPropertyAccessors(prototype: R2wcInternals, tag: string, propTypes: Record<string, PropType>): void {
  for (const name of Object.keys(propTypes)) {
    const type = propTypes[name];
    if (type === 'string') continue;
    Object.defineProperty(prototype, name, {
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
}

const warnedTags = new Set<string>();

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

  const table = attributeTable(declaration);
  const bridges = new WeakMap<HTMLElement, FormBridge>();
  // r2wc sees every attribute-backed prop as a plain string; typing happens in the subclass.
  const Base = r2wc(hostedComponent(Component as ComponentType<object>, bridges), {
    shadow: 'open',
    props: Object.fromEntries([...table.propOfAttribute.values()].map((name) => [name, 'string'])),
  }) as unknown as R2wcClass;
  const { slotBeforeRender, firstRenderInSlices = false } = options;
  const CcElement = elementClass(Base, {
    declaration,
    table,
    styles: options.styles ?? [],
    // A form control when its declaration says so (the `name` attribute is then part of its contract).
    formAssociated: declaration.formAssociated === true,
    slotsBeforeRender: slotBeforeRender === undefined ? [] : typeof slotBeforeRender === 'string' ? [slotBeforeRender] : slotBeforeRender,
    firstRenderInSlices,
    bridges,
  });
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
