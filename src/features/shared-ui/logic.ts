/** What <cc-copy-button> copies from its target element. */

/** What a copy control copies from its target: a field's value, else the text as rendered. */
export function textOfTarget(target: Element): string {
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return target.value;
  if (target instanceof HTMLElement && target.checkVisibility()) return target.innerText;
  return target.textContent ?? '';
}
