/**
 * The document's title, description and noindex marker for the page shown: the route's defaults
 * (logic.ts), or what the page says of itself (cc-page-meta: custom contest titles, roadmap
 * titles). A page's cc-page-meta also says it has shown its content (`onPageShown`, with the
 * page's route key).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Route } from '../../domain/routes';
import { applyPageMeta, headDefaults } from './head';
import { defaultMeta, type PageMeta } from './logic';

interface MetaOverride {
  key: string;
  title: string;
  description: string | null;
}

/** The detail of a cc-page-meta event, or null when it is not usable. */
function readPageMeta(detail: unknown): Omit<MetaOverride, 'key'> | null {
  const value = detail as { title?: unknown; description?: unknown } | null;
  if (typeof value !== 'object' || value === null) return null;
  const title = typeof value.title === 'string' ? value.title.replace(/\s+/g, ' ').trim() : '';
  if (!title) return null;
  const description = typeof value.description === 'string' && value.description.trim() ? value.description.trim() : null;
  return { title, description };
}

/** `key`: the route key of `route`. */
export function usePageMeta(host: HTMLElement, route: Route, key: string, onPageShown: (pageKey: string) => void): PageMeta {
  const [override, setOverride] = useState<MetaOverride | null>(null);
  const keyRef = useRef(key);
  useLayoutEffect(() => {
    keyRef.current = key;
  }, [key]);
  useEffect(() => {
    const onMeta = (event: Event) => {
      // The page the event comes from: an element may announce itself while it is being
      // connected, before this component's effects know the new route.
      const page = event.composedPath().find((node) => node instanceof HTMLElement && node.dataset.routeKey !== undefined);
      const pageKey = (page as HTMLElement | undefined)?.dataset.routeKey ?? keyRef.current;
      onPageShown(pageKey);
      const meta = readPageMeta((event as CustomEvent).detail);
      if (!meta) return;
      setOverride({ key: pageKey, ...meta });
    };
    // On the shadow root: cc-page-meta is addressed to the app and stops there (the app's
    // declaration contains it), so the page never sees it as the app's own event.
    const root = host.shadowRoot!;
    root.addEventListener('cc-page-meta', onMeta);
    return () => root.removeEventListener('cc-page-meta', onMeta);
  }, [host, onPageShown]);

  const meta: PageMeta = useMemo(() => {
    const defaults = defaultMeta(route, headDefaults().title);
    if (override?.key !== key) return defaults;
    return { ...defaults, title: override.title, description: override.description ?? defaults.description };
  }, [route, key, override]);

  useLayoutEffect(() => applyPageMeta(meta), [meta]);
  return meta;
}
