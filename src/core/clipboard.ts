/**
 * Copying text: the async Clipboard API where it is allowed, else the old selection +
 * execCommand('copy') way (http pages, embedded frames without clipboard-write, old browsers).
 */
import { deepActiveElement } from './focus';

function copyBySelection(text: string): boolean {
  // Selecting the helper moves focus to it; it goes back afterwards.
  const previous = deepActiveElement(); // inside shadow roots too: a copy button lives in one
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  // Off screen but rendered (a hidden element cannot be selected); CSSOM, so CSP allows it.
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.append(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus();
  }
}

/** Copies `text`; resolves false when neither way worked. Never rejects. */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied or the document is not focused: try the selection way.
    }
  }
  return copyBySelection(text);
}
