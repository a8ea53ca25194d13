/**
 * The server's preview of the announcements to acknowledge (demo/server/features/alerts/preview.js):
 * the same modal the alert stack draws, sent in the page's HTML so that a first-time visitor sees
 * it with the page, not seconds later over a page they have started to read. It is a light-DOM
 * child (slot="alerts-preview") of <cc-alerts>, or of <cc-app>, which shows it through a slot of
 * its own (the page's cc-alerts is inside the app). Each host adopts the previews it was sent;
 * the first cc-alerts removes them all in the commit in which its own stack (or the finding that
 * there is nothing to acknowledge) is on screen, so the two never show apart.
 * Its 'Okay' is a form (POST /alerts/acknowledge, back to the page), which works without
 * JavaScript and when cc-alerts cannot load. Once a host has adopted it, 'Okay' acknowledges in
 * place instead, as the element's own does: no page load.
 */
import { lazyModule } from '../core/lazy-module';

export const ALERTS_PREVIEW_SLOT = 'alerts-preview';

const previews = new Set<Element>();

/** Acknowledging in place is needed only on a click: its code (and the record's) loads then. */
const acknowledging = lazyModule(() => import('./alerts-preview-acknowledge'));

/**
 * 'Okay' on a preview: recorded as the element's is, and the preview goes (no page load); a form
 * that does not say plainly what it records, or code that cannot load, posts as it would
 * without JavaScript.
 */
function acknowledgeInPlace(event: Event): void {
  const form = event.target;
  const preview = event.currentTarget;
  if (!(form instanceof HTMLFormElement) || !(preview instanceof Element)) return;
  event.preventDefault();
  acknowledging.load().then(
    ({ acknowledgeFromForm }) => {
      if (!acknowledgeFromForm(form)) return form.submit();
      // The preview holds its first alert's message only: any others come with the element's
      // stack, whose recent-alerts answer leaves out what is now on record.
      previews.delete(preview);
      preview.remove();
    },
    () => form.submit(),
  );
}

/** Takes the previews the server put in `host` (its light-DOM children in the preview slot); false when there are none. */
export function adoptAlertsPreviews(host: HTMLElement): boolean {
  const found = host.querySelectorAll(`:scope > [slot="${ALERTS_PREVIEW_SLOT}"]`);
  for (const preview of found) {
    if (previews.has(preview)) continue;
    previews.add(preview);
    preview.addEventListener('submit', acknowledgeInPlace);
  }
  return found.length > 0;
}

/** The element's own stack is on screen: the previews go (call in a layout effect: same frame). */
export function removeAlertsPreviews(): void {
  for (const preview of previews) preview.remove();
  previews.clear();
}
