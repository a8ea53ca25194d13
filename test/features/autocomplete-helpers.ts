import { fixture } from '@open-wc/testing';
import '../../elements/cc-autocomplete';
import { until } from '../support/until';

export const inputOf = (el: Element) => el.shadowRoot!.querySelector('input')!;
export const listOf = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[role="listbox"]')!;
/** The option texts in the list (empty when the list is hidden). */
export const shownOptions = (el: Element) =>
  listOf(el).hidden ? [] : Array.from(listOf(el).querySelectorAll('[role="option"]'), (o) => o.textContent ?? '');
export const liveText = (el: Element) => el.shadowRoot!.querySelector('[role="status"]')!.textContent ?? '';
export const errorText = (el: Element) => el.shadowRoot!.querySelector('[part="error"]')!.textContent ?? '';
export const highlightedText = (el: Element) =>
  el.shadowRoot!.querySelector('[role="option"][aria-selected="true"]')?.textContent ?? null;
/** The aria-activedescendant target's text, resolved inside the shadow root. */
export const activeDescendantText = (el: Element) => {
  const id = inputOf(el).getAttribute('aria-activedescendant');
  return id ? el.shadowRoot!.getElementById(id)?.textContent ?? null : null;
};

/** Sets the input's text as typing does (React reads the native value setter and an input event). */
export function typeText(el: Element, text: string): void {
  const input = inputOf(el);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A key press on the input, as a keydown event (for fake-timer tests, where real keys are not used). */
export function keyDown(el: Element, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true });
  inputOf(el).dispatchEvent(event);
  return event;
}

export async function mountAutocomplete(markup: string): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLElement>(`<div>${markup}</div>`);
  const el = wrapper.querySelector<HTMLElement>('cc-autocomplete')!;
  await until(() => el.shadowRoot?.querySelector('input') != null, 'the input');
  return el;
}
