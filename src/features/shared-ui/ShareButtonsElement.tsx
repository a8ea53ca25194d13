/** <cc-share-buttons>: ShareButtons for `url` and `title`, by default the current page's. */
import { useHostEvent } from '../../ui/host';
import { nav } from '../../core/nav';
import { ShareButtons } from '../../ui/ShareButtons';
import type { ElementProps } from '../../core/declare';
import { declaration } from '../../declarations/cc-share-buttons.decl';

/** The element's props, as its declaration (cc-share-buttons.decl.ts) says. */
export type ShareButtonsElementProps = ElementProps<typeof declaration>;

const currentPage = () => new URL(nav.path(), document.baseURI).href;

/** The absolute address to share; a malformed `url` is reported and the current page shared. */
function resolveUrl(url: string | undefined): string {
  if (!url?.trim()) return currentPage();
  try {
    return new URL(url.trim(), document.baseURI).href;
  } catch {
    console.warn(`<cc-share-buttons>: attribute "url" expects an address; got ${JSON.stringify(url)}. It is ignored.`);
    return currentPage();
  }
}

export function ShareButtonsElement({ url, title }: ShareButtonsElementProps) {
  const emit = useHostEvent(declaration);
  // Read at render: in the single-page app the same element may outlive a route change.
  const pageUrl = resolveUrl(url);
  const pageTitle = title?.trim() || document.title;
  return (
    <ShareButtons
      url={pageUrl}
      title={pageTitle}
      onShare={(network, shareUrl) => emit('cc-share', { network, url: pageUrl, shareUrl })}
    />
  );
}
