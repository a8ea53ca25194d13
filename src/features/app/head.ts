/**
 * The document's head while the app runs: title, meta description and the robots noindex
 * marker of the practice problem page. The HTML's own title and description are
 * remembered at start, so pages that say nothing fall back to them and unmounting restores them.
 */
import type { PageMeta } from './logic';
import { onPageReset } from '../../core/page-reset';

interface HeadDefaults {
  title: string;
  description: string | null;
}

/** Marks the tags the app added, so it never removes a tag the server wrote. */
const OWNED = 'data-cc-app';

let defaults: HeadDefaults | null = null;

const descriptionTag = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
const ownedRobotsTag = () => document.head.querySelector<HTMLMetaElement>(`meta[name="robots"][${OWNED}]`);

/** The HTML's own title and description, read once per page. */
export function headDefaults(): HeadDefaults {
  defaults ??= { title: document.title, description: descriptionTag()?.content ?? null };
  return defaults;
}

function setDescription(text: string | null): void {
  let tag = descriptionTag();
  if (text === null) {
    if (tag?.hasAttribute(OWNED)) tag.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    tag.setAttribute(OWNED, '');
    document.head.append(tag);
  }
  tag.content = text;
}

function setNoindex(on: boolean): void {
  const tag = ownedRobotsTag();
  if (on && !tag) {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    robots.setAttribute(OWNED, '');
    document.head.append(robots);
  } else if (!on && tag) {
    tag.remove();
  }
}

export function applyPageMeta(meta: PageMeta): void {
  const base = headDefaults();
  document.title = meta.title;
  setDescription(meta.description ?? base.description);
  setNoindex(meta.noindex);
}

/** Puts back what the HTML said (the app is leaving the page). */
export function restoreHead(): void {
  if (!defaults) return;
  applyPageMeta({ title: defaults.title, description: defaults.description, noindex: false });
}

// A new page reads its HTML's title and description again.
onPageReset(() => {
  defaults = null;
});
