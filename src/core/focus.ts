/**
 * Focus helpers that see through shadow roots and slots, for dialogs whose content is slotted
 * light DOM and may hold other cc-* elements (their controls live in their own shadow roots).
 */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isTabbable(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.matches(FOCUSABLE)) return false;
  if (element.tabIndex < 0) return false;
  return element.checkVisibility();
}

/** Tabbable elements under `root` in flat-tree order (slots expanded, shadow roots entered). */
export function tabbablesIn(root: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (node: Element) => {
    if (node instanceof HTMLSlotElement) {
      const assigned = node.assignedElements({ flatten: true });
      (assigned.length ? assigned : [...node.children]).forEach(visit);
      return;
    }
    if (isTabbable(node)) found.push(node);
    if (node.shadowRoot) [...node.shadowRoot.children].forEach(visit);
    else [...node.children].forEach(visit);
  };
  [...root.children].forEach(visit);
  return found;
}

/**
 * The focused element, looking inside open shadow roots (document.activeElement stops at a
 * host); null when nothing focusable by script (an HTMLElement) has focus.
 */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}
