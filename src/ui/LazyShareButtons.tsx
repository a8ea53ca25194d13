/**
 * Share buttons (Facebook, LinkedIn, Twitter; a 500x250 popup) for a contest or problem page:
 * ShareButtons in its own chunk (rollup.config.mjs 'site-parts'), loaded after the page's first paint, so the pages'
 * first download does not grow. Until then (and if the chunk fails) nothing shows.
 */
import { lazyModule } from '../core/lazy-module';
import { useAfterNextPaint, useLazyModule } from './useLazyModule';

const shareModule = lazyModule(() => import('./ShareButtons'));

/** `path`: the page's address on this site ('/START101'); shared as an absolute URL. */
export function LazyShareButtons({ path, title }: { path: string; title: string }) {
  const share = useLazyModule(shareModule, useAfterNextPaint());
  if (!share.module) return null;
  const { ShareButtons } = share.module;
  return (
    <div className="share-row" part="share">
      <ShareButtons url={new URL(path, document.baseURI).href} title={title} />
    </div>
  );
}
