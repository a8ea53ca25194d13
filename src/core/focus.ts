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

/** Where focus goes when the element it should return to is gone (the page's main content). */
let focusHome: (() => void) | null = null;

/**
 * The page's home for focus: the app registers its main content; returns the unregister.
 * Used when focus must go back somewhere and the element the user was on no longer exists
 * (an announcement shown at load replaced the server's copy whose Okay had focus).
 */
export function setFocusHome(home: () => void): () => void {
  focusHome = home;
  return () => {
    if (focusHome === home) focusHome = null;
  };
}

/**
 * Gives focus back to `target` where it still can take it; else to the page's home (when one is
 * registered). The page body is never a place to return to: it is where focus falls when lost.
 */
export function returnFocus(target: HTMLElement | null): void {
  if (target && target.isConnected && target !== target.ownerDocument.body && !target.closest('[inert]')) {
    target.focus({ preventScroll: true });
    if (deepActiveElement() === target) return;
  }
  focusHome?.();
}
