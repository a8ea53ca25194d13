/**
 * Link clicks the app handles without a page load: any same-origin link to an app route,
 * wherever it is (the page, an element's shadow root, sanitised server markup). One listener
 * on the document sees them all, because clicks are composed: composedPath() still holds the
 * anchor inside a shadow root. It listens in the bubble phase, so a component that handles a
 * click itself (preventDefault) keeps it.
 */
import { appNavigationTarget } from '../../domain/routes';

function anchorOf(event: Event): HTMLAnchorElement | HTMLAreaElement | null {
  for (const node of event.composedPath()) {
    if (node instanceof HTMLAnchorElement || node instanceof HTMLAreaElement) return node;
  }
  return null;
}

/** Calls `navigate(path)` instead of letting the browser load app routes; returns the stop function. */
export function interceptAppLinks(navigate: (path: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = anchorOf(event);
    if (!anchor) return;
    const path = appNavigationTarget(
      {
        button: event.button,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        defaultPrevented: event.defaultPrevented,
        href: anchor.hasAttribute('href') ? anchor.href : '',
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
        rel: anchor.getAttribute('rel'),
      },
      document.URL,
    );
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
