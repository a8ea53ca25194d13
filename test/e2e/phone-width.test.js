// Every page the bench measures, on a phone's screen (412 px, touch): nothing is wider than the
// screen, in the server's HTML before any script (the server view) nor once the app or the
// page's widgets have drawn. Something that sticks out makes a phone zoom the whole page out to
// show it, and zoom back in when it goes: the /practice server view's hidden header text stuck
// out of its scroller (a layout shift of 0.19 at the hand-off), and under the partner page's
// hostile CSS the roadmap's module buttons did.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PAGES } from '../../bench/suites/lighthouse.js';
import { seedSmallContest } from '../../bench/lib/small-contest.js';
import { appTookOver, useSiteAndBrowser } from './support.js';

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** What sticks out of the screen (any shadow root included), or '' when nothing does. */
function overflow() {
  if (innerWidth <= 412) return '';
  const all = [];
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      all.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  // Boxes as wide as the zoomed-out page only follow it; name what sticks out by itself.
  const sticksOut = (rect) => rect.right > 412.5 && rect.width < innerWidth - 1;
  const wide = all.filter((element) => sticksOut(element.getBoundingClientRect())).slice(0, 3)
    .map((element) => `${element.getRootNode().host?.localName ?? 'document'} ${element.localName}.${String(element.className?.baseVal ?? element.className)}`);
  return `the page is ${innerWidth} px wide: ${wide.join(', ')}`;
}

describe('phone width', () => {
  const env = useSiteAndBrowser({ before, after });

  test('no page is wider than a phone: the server view and the drawn page', async () => {
    seedSmallContest(env.site.app.db);
    const found = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await env.browser.newContext({ ...PHONE, javaScriptEnabled });
      // A few pages at once: each waits mostly for its network to go quiet.
      const queue = [...PAGES];
      await Promise.all([1, 2, 3].map(async () => {
        const page = await context.newPage();
        for (let path = queue.shift(); path; path = queue.shift()) {
          await page.goto(`${env.site.origin}${path}`);
          if (javaScriptEnabled) {
            if (!path.startsWith('/demo/')) await appTookOver(page);
            await page.waitForLoadState('networkidle');
          }
          const problem = await page.evaluate(overflow);
          if (problem) found.push(`${path} (${javaScriptEnabled ? 'drawn' : 'server view'}): ${problem}`);
        }
      }));
      await context.close();
    }
    assert.deepEqual(found, []);
  });
});
