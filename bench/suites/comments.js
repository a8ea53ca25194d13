// Comments: a thread of 200 comments with Markdown (10 top-level, 19 replies each), from the
// moment the list answer has arrived to the frame after cc-comments has shown them (JSON read,
// Markdown, mention links, sanitising each comment, React). The floor is the same HTML the
// element produced, inserted without any of that into a shadow root with the same stylesheets,
// in the same page and run. Median of several cold runs (no cache, fresh element) each.
import { launchBrowser, startSite } from '../lib/browser.js';

export const name = 'comments';

const THREAD = '/problems/BENCH';
const TOP_LEVEL = 10;
const REPLIES = 19;
const RUNS = 7;
const AUTHORS = ['alice', 'ravi', 'teamlead', 'premium', 'mod'];

/** One comment's Markdown: emphasis, code, a list, a link and a mention, like real threads. */
const body = (i) =>
  `Comment **${i}**: my \`O(N log N)\` idea for _this_ problem.\n\n` +
  `- sort the array\n- take pairs \`a[i] + a[j]\`\n\nSee [the editorial](https://example.org/e/${i}) and ask @alice.\n\n` +
  '```\nfor (int i = 0; i < n; i++) sum += a[i];\n```';

/** Adds the 200 comments to `thread` (the inp suite seeds a problem page's thread too). */
export function seedThread(db, now, thread = THREAD) {
  const insert = db.prepare('INSERT INTO comments (url, pid, author, content, created_at) VALUES (?, ?, ?, ?, ?)');
  let n = 0;
  db.transaction(() => {
    for (let t = 0; t < TOP_LEVEL; t++) {
      const parent = Number(insert.run(thread, 0, AUTHORS[t % AUTHORS.length], body(n++), now - 3600 * (t + 1)).lastInsertRowid);
      for (let r = 0; r < REPLIES; r++) insert.run(thread, parent, AUTHORS[(t + r + 1) % AUTHORS.length], body(n++), now - 3600 * (t + 1) + 60 * (r + 1));
    }
  })();
  return n;
}

/** Runs in the page: one cold render of the thread, and one insert of its HTML (the floor). */
async function measureInPage({ thread, expected }) {
  const realFetch = window.__ccRealFetch ?? (window.__ccRealFetch = window.fetch.bind(window));
  let answerAt = 0;
  window.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    if (!String(input).includes('/comment/fetch/url')) return response;
    const bytes = await response.arrayBuffer();
    answerAt = performance.now();
    return new Response(bytes, { status: response.status, headers: response.headers });
  };
  // The frame that shows the DOM, then the task right after it (a message, not a clamped timer).
  const painted = () => new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(0);
  }));
  localStorage.clear();
  document.body.replaceChildren();

  const el = document.createElement('cc-comments');
  el.setAttribute('url', thread);
  el.setAttribute('limit', '10');
  el.setAttribute('expanded', '');
  const shown = new Promise((resolve) => {
    const check = () => el.shadowRoot && el.shadowRoot.querySelectorAll('[part="content"]').length === expected;
    const observer = new MutationObserver(() => {
      if (check()) {
        observer.disconnect();
        resolve();
      }
    });
    const watch = () => (el.shadowRoot ? observer.observe(el.shadowRoot, { childList: true, subtree: true }) : requestAnimationFrame(watch));
    watch();
  });
  document.body.append(el);
  await shown;
  await painted();
  const value = performance.now() - answerAt;

  const html = el.shadowRoot.innerHTML;
  const sheets = el.shadowRoot.adoptedStyleSheets;
  document.body.replaceChildren();
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = sheets;
  const start = performance.now();
  root.innerHTML = html;
  await painted();
  const floor = performance.now() - start;
  document.body.replaceChildren();
  return { value, floor };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run() {
  const site = await startSite({ commentPostLimit: { posts: 1000, seconds: 60 } });
  const browser = await launchBrowser();
  try {
    const expected = seedThread(site.app.db, site.app.nowSeconds());
    // The floor writes the HTML through innerHTML, which the demo pages' Trusted Types policy
    // forbids (rightly); the element's own path is the same with or without the header.
    const page = await (await browser.newContext({ bypassCSP: true })).newPage();
    await page.goto(`${site.origin}/demo/gallery.html`);
    await page.addScriptTag({ type: 'module', url: '/dist/elements/cc-comments.js' });
    await page.waitForFunction(() => customElements.get('cc-comments') !== undefined);
    await page.evaluate(measureInPage, { thread: THREAD, expected }); // warm-up: JIT, chunks, user key
    const values = [];
    const floors = [];
    for (let i = 0; i < RUNS; i++) {
      const { value, floor } = await page.evaluate(measureInPage, { thread: THREAD, expected });
      values.push(value);
      floors.push(floor);
    }
    return [{
      metric: `answer to painted, ${expected} comments with Markdown (median of ${RUNS})`,
      value: median(values),
      unit: 'ms',
      floor: median(floors),
      budget: { maxRatio: 3 },
    }];
  } finally {
    await browser.close();
    await site.close();
  }
}
