/** The first element matching `selector` in `el`'s shadow root, or null. */
export const q = <T extends Element = HTMLElement>(el: Element, selector: string): T | null => el.shadowRoot!.querySelector<T & Element>(selector) as T | null;

/** Every element matching `selector` in `el`'s shadow root, in document order. */
export const qa = <T extends Element = HTMLElement>(el: Element, selector: string): T[] => [...el.shadowRoot!.querySelectorAll<T & Element>(selector)] as T[];
