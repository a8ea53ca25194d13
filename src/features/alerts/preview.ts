/**
 * The server's preview of the announcements to acknowledge (demo/server/features/alerts/preview.js):
 * the same modal the alert stack draws, sent in the page's HTML so that a first-time visitor sees
 * it with the page, not seconds later over a page they have started to read. It is a light-DOM
 * child (slot="alerts-preview") of <cc-alerts>, or of <cc-app>, which shows it through a slot of
 * its own (the page's cc-alerts is inside the app). Each host adopts the previews it was sent;
 * the first cc-alerts removes them all in the commit in which its own stack (or the finding that
 * there is nothing to acknowledge) is on screen, so the two never show apart or together.
 * Without JavaScript, or when cc-alerts cannot load, the preview stays: its 'Okay' is a form.
 */
export const ALERTS_PREVIEW_SLOT = 'alerts-preview';

const previews = new Set<Element>();

/** Takes the previews the server put in `host` (its light-DOM children in the preview slot); false when there are none. */
export function adoptAlertsPreviews(host: HTMLElement): boolean {
  const found = host.querySelectorAll(`:scope > [slot="${ALERTS_PREVIEW_SLOT}"]`);
  for (const preview of found) previews.add(preview);
  return found.length > 0;
}

/** The element's own stack is on screen: the previews go (call in a layout effect: same frame). */
export function removeAlertsPreviews(): void {
  for (const preview of previews) preview.remove();
  previews.clear();
}
