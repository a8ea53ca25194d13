/**
 * What a component learns from the cc-* element that hosts it: the element itself, its form
 * bridge, its declared events and its shadow root's stylesheets. The element runtime
 * (define-element.ts) provides both contexts around every element's component.
 */
import { createContext, useCallback, useContext, useInsertionEffect } from 'react';
import { adoptSheet } from '../core/styles';
import type { ElementDeclaration, ElementEventDetails, EventDeclaration } from '../core/declare';

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

export const HostContext = createContext<HTMLElement | null>(null);
export const FormContext = createContext<FormBridge | null>(null);

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
