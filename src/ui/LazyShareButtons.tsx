/**
 * Share buttons (Facebook, LinkedIn, Twitter; a 500x250 popup) for a contest or problem page:
 * ShareButtons in its own chunk (rollup.config.mjs 'site-parts'), loaded after the page's first paint, so the pages'
 * first download does not grow. Until then (and if the chunk fails) the row is empty but keeps
 * the buttons' height, so nothing below it moves when they arrive (no layout shift).
 */
import { lazyModule } from '../core/lazy-module';
import { uiLayer } from '../core/styles';
import { useShadowStyles } from './host';
import { useAfterNextPaint, useLazyModule } from './useLazyModule';

const shareModule = lazyModule(() => import('./ShareButtons'));

/** The buttons' height (share-buttons.styles.ts: 2.25rem circles on one row). */
const shareRowCss = uiLayer(`.share-row { margin: 0.5em 0; min-height: 2.25rem; }`);

/** `path`: the page's address on this site ('/START101'); shared as an absolute URL. */
export function LazyShareButtons({ path, title }: { path: string; title: string }) {
  useShadowStyles(shareRowCss);
  const share = useLazyModule(shareModule, useAfterNextPaint());
  const ShareButtons = share.module?.ShareButtons;
  return (
    <div className="share-row" part="share">
      {ShareButtons && <ShareButtons url={new URL(path, document.baseURI).href} title={title} />}
    </div>
  );
}
