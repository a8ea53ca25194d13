// @ts-check
// The demo pages that load module scripts from /dist/ get, like the app's page, a
// <link rel="modulepreload"> for each script's static import graph, inserted before the first
// script: the legacy page's autoloader and its tags' entries are fetched at once
// instead of one import level per round trip. A page on the autoloader also gets the graphs of
// the tags in its markup: the autoloader imports their entries once it has run, and their chunks
// (the runtime among them) would otherwise wait for that, a second round trip on the way to
// the first paint. A loader with data-load="after-paint" wants its modules only after the first
// paint: their links are held in <template id="cc-preloads">, which cc-loader.js puts in place
// with the entry (the whole graph is then fetched at once). Everything else under /demo/ stays
// static.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { heldPreloads, modulePreloadLinks } from '../modulepreload.js';
import { ALERTS_PREVIEW_MARKER, alertsPreviewOrNone } from '../features/alerts/preview.js';

const PRELOADED_PAGES = ['partner.html', 'legacy.html'];
const MODULE_SCRIPT = /<script type="module" src="\/dist\/([^"]+)"><\/script>/g;
const LOADER_SCRIPT = /<script src="\/dist\/cc-loader\.js"(?: data-entry="(autoloader|app)")?( data-load="after-paint")?(?: defer)?><\/script>/;
const LOADER_ENTRIES = { autoloader: 'cc-autoloader.js', app: 'elements/cc-app.js' };
const TAG = /<(cc-[a-z0-9-]+)[\s>]/g;

/**
 * The page with preload links for the modules it loads (its module scripts, or the entry its
 * cc-loader.js script names), before its first script.
 * @param {string} html
 * @param {string} distDir
 */
export function withModulePreloads(html, distDir) {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const loader = html.match(LOADER_SCRIPT);
  if (loader) entries.push(loader[1] ? LOADER_ENTRIES[/** @type {'autoloader' | 'app'} */ (loader[1])] : 'cc-elements.js');
  // The autoloader loads each tag's entry (elements/<tag>.js; a name the build lacks adds nothing).
  if (loader?.[1] === 'autoloader') entries.push(...new Set([...html.matchAll(TAG)].map((match) => `elements/${match[1]}.js`)));
  const links = modulePreloadLinks(distDir, entries);
  const first = html.search(/<script[\s>]/);
  if (!links || first < 0) return html;
  // Preloading now would fetch the modules of a loader that waits for the first paint before it.
  const placed = loader?.[2] ? heldPreloads(links) : links;
  return `${html.slice(0, first)}${placed}\n  ${html.slice(first)}`;
}

/** @param {import('fastify').FastifyInstance} app */
export default async function demoPageRoutes(app) {
  const distDir = join(app.rootDir, 'dist');
  for (const page of PRELOADED_PAGES) {
    app.get(`/demo/${page}`, async (request, reply) => {
      let html = await readFile(join(app.rootDir, 'demo', page), 'utf8');
      // A server template renders the announcements to acknowledge into its <cc-alerts>.
      if (html.includes(ALERTS_PREVIEW_MARKER)) {
        const alerts = await alertsPreviewOrNone(request, reply);
        html = html.replace(ALERTS_PREVIEW_MARKER, () => alerts);
      }
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', app.htmlCsp)
        .header('cache-control', 'no-cache')
        .send(withModulePreloads(html, distDir));
    });
  }
}
