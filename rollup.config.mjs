// One multi-entry ESM build with shared chunks (so two entries on one page share one React,
// one jotai store and the same atoms), plus the classic-script loader for legacy pages.
import { readFileSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { minify as terserMinify } from 'terser';
import { parse as parseSource } from '@babel/parser';
import MagicString from 'magic-string';
import { runtimeDeclarationModule } from './scripts/build-meta.js';

const elementFiles = readdirSync('elements').filter((file) => /^cc-[a-z0-9-]+\.ts$/.test(file)).sort();
const tags = elementFiles.map((file) => basename(file, '.ts'));

/** `virtual:cc-tags` gives the autoloader the list of tags this build ships. */
function tagList() {
  const id = 'virtual:cc-tags';
  return {
    name: 'cc-tags',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (loaded) => (loaded === `\0${id}` ? `export default ${JSON.stringify(tags)};` : null),
  };
}

/**
 * dist/build-graph.json: which source modules went into which output file, and what each file
 * imports. test/node/build-graph.test.js proves from it that no module (React, jotai, the
 * store, an atom) is bundled twice, so entries loaded together share them.
 */
function buildGraph() {
  return {
    name: 'build-graph',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.keys(chunk.modules).map((id) => id.replace(process.cwd() + '/', '')),
        }));
      this.emitFile({ type: 'asset', fileName: 'build-graph.json', source: JSON.stringify({ files }, null, 1) });
    },
  };
}

/**
 * Web workers: `new URL('./<name>.worker.ts', import.meta.url)` (core/math-worker-url.ts) is
 * built as an entry of its own, `dist/cc-<name>-worker.js` (an ES module worker; the code it
 * shares with the page's fallback is a shared chunk), and the expression becomes that file's
 * URL relative to the chunk holding it. Unbundled (the test server), the expression works as
 * written. Embedders serve the file beside the others, from the page's own origin.
 */
function workerEntries() {
  const pattern = /new URL\((['"])\.\/([a-z0-9-]+)\.worker\.ts\1,\s*import\.meta\.url\)/g;
  return {
    name: 'worker-entries',
    async transform(code, id) {
      if (!code.includes('.worker.ts')) return null;
      let changed = code;
      for (const match of [...code.matchAll(pattern)]) {
        const resolved = await this.resolve(`./${match[2]}.worker.ts`, id);
        if (!resolved) this.error(`worker script ./${match[2]}.worker.ts not found`);
        const ref = this.emitFile({ type: 'chunk', id: resolved.id, fileName: `cc-${match[2]}-worker.js` });
        changed = changed.replace(match[0], `new URL(import.meta.ROLLUP_FILE_URL_${ref})`);
      }
      return changed === code ? null : { code: changed, map: null };
    },
  };
}

/** dist/cc-elements.css: the space elements take before they are defined (pages link it). */
function placeholderStylesheet() {
  return {
    name: 'placeholder-stylesheet',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'cc-elements.css', source: readFileSync('src/loader/cc-elements.css', 'utf8') });
    },
  };
}

/**
 * A library's stylesheet imported as CSS text, for adopting into a shadow root (uPlot's): the
 * page's <head> never sees it, and strict CSP pages need no inline <style>.
 */
function cssText() {
  return {
    name: 'css-text',
    transform: (code, id) => (id.endsWith('.css') ? { code: `export default ${JSON.stringify(code)};`, map: null } : null),
  };
}

/**
 * The elements' declarations carry their documentation (summaries, descriptions, parts); the
 * browser needs only the tag, the props' kinds, which events are cancelable and which the
 * element contains. Loads each src/declarations/cc-*.decl.ts as just that.
 */
function runtimeDeclarations() {
  return {
    name: 'runtime-declarations',
    load: (id) => (/\/src\/declarations\/cc-[a-z0-9-]+\.decl\.ts$/.test(id) ? runtimeDeclarationModule(id) : null),
  };
}

/**
 * markdown-it makes a linkify-it instance in its constructor even with `linkify: false`, as the
 * statement renderer has it (core/statement-markdown.ts: links are CommonMark's, never guessed):
 * 4.5 KB gzip of the statement chunk that never runs. The build gives markdown-it a stand-in
 * that says so if it is ever used; tests run unbundled, with the real one.
 */
function withoutLinkify() {
  const id = '\0no-linkify';
  return {
    name: 'no-linkify',
    resolveId: (source, importer) => (source === 'linkify-it' && /node_modules\/markdown-it\//.test(importer ?? '') ? id : null),
    load: (loaded) => (loaded === id
      ? "export class LinkifyIt { constructor() { return new Proxy(this, { get() { throw new Error('cc-elements: markdown-it was built without linkify-it'); } }); } }"
      : null),
  };
}

/**
 * The stylesheets' comments (`*.styles.ts`, core/styles.ts: CSS in template literals) say why a
 * rule is there, for whoever edits it; the browser has no use for them, and terser leaves string
 * contents alone. Dropped from the built strings (~1 KB gzip of the contest page's first
 * download); the sources keep them. A comment must sit inside one literal part (not across a
 * `${}`), as all of them do.
 */
function cssWithoutComments() {
  const STYLES = /[\\/]src[\\/](?:.+\.styles|core[\\/]styles)\.ts$/;
  return {
    name: 'css-without-comments',
    transform(code, id) {
      if (!STYLES.test(id) || !code.includes('/*')) return null;
      const source = new MagicString(code);
      const visit = (node) => {
        if (!node || typeof node.type !== 'string') return;
        if (node.type === 'TemplateElement') {
          for (const comment of node.value.raw.matchAll(/\/\*[\s\S]*?\*\/\n?/g)) {
            source.remove(node.start + comment.index, node.start + comment.index + comment[0].length);
          }
          return;
        }
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.forEach(visit);
          else if (value && typeof value === 'object') visit(value);
        }
      };
      visit(parseSource(code, { sourceType: 'module', plugins: ['typescript'] }).program);
      return source.hasChanged() ? { code: source.toString(), map: source.generateMap({ hires: true }) } : null;
    },
  };
}

const production = process.env.NODE_ENV !== 'development';

/**
 * A second minifying pass over esbuild's output with terser (two compress passes): about 2-3%
 * fewer gzip bytes on every chunk (measured: the runtime chunk 77.9 -> 76.6 KB), which esbuild's
 * single pass leaves. MathJax's chunks are skipped: they are large, lazy and would double the
 * build time for bytes no first paint waits for.
 */
function terserPass() {
  return {
    name: 'terser-pass',
    async renderChunk(code, chunk) {
      if (Object.keys(chunk.modules).some((id) => /node_modules\/@mathjax\//.test(id))) return null;
      const result = await terserMinify(code, {
        module: true,
        ecma: 2020,
        compress: { passes: 2 },
        format: { comments: false },
        sourceMap: { asObject: true },
      });
      return { code: result.code, map: result.map };
    },
  };
}

/**
 * One runtime chunk for what every element needs (React, react-dom, scheduler, jotai, r2wc and
 * the element runtime: ui/define-element.ts, ui/host.ts and the core modules they use, core/tasks.ts among them): left
 * to itself rollup splits these into many small chunks by which entries share them, and each
 * is one more request in the page's import chain.
 * Only modules every entry uses belong here, or a page would download what it never runs.
 */
const RUNTIME_MODULE = /(?:node_modules\/(?:react|react-dom|scheduler|jotai|@r2wc\/[^/]+)\/|commonjsHelpers\.js|\/src\/core\/(?:attributes|declare|store|styles|tasks)\.ts$|\/src\/ui\/(?:define-element|host)\.ts$)/;
/** uPlot's script and stylesheet stay together in their lazy chunk, never merged into one a page loads at start. */
const UPLOT_MODULE = /node_modules\/uplot\//;
/**
 * The "see more" clamp stays a chunk of its own: left to the small-chunk merge, the page-wide
 * helpers many elements share (lazy modules, markup loading, formatters) were merged into it, and
 * elements that never clamp (a partner page's cc-comments) downloaded it with them.
 */
const SEE_MORE_MODULE = /\/src\/ui\/(?:SeeMore\.tsx|see-more\.styles\.ts|choice\.ts)$/;
// The site footer and the share buttons: loaded at idle on app pages (features/app/SiteFooter.tsx,
// ui/LazyShareButtons.tsx). Their own chunk: merged as small chunks into a shared one, they were
// downloaded with every page's first paint instead (bench/suites/sizes.js, SPA contest).
const SITE_PARTS_MODULE = /[\\/]src[\\/](features[\\/]app[\\/]SiteFooter\.tsx|ui[\\/]ShareButtons\.tsx|ui[\\/]share-buttons\.styles\.ts|domain[\\/]share\.ts)$/;
// The todo list's client, state and rules together (the header's count, the todo widgets, the
// contest page's rows): merged as small chunks by which entries share them, the rules were put
// with the app's alerts preview and a partner page's cc-alerts downloaded them.
const TODO_MODULE = /[\\/]src[\\/](?:api|state|domain)[\\/]todo\.ts$/;
// Acknowledging the server's alert preview in place (state/alerts-preview-acknowledge.ts) loads on
// its 'Okay' click; the alert rules and the record of acknowledged alerts it uses are loaded by
// every cc-alerts at start. Left to rollup, all three were one chunk (named after the first), so a
// partner page's cc-alerts downloaded the click's code too; a chunk each keeps it out.
const PREVIEW_ACKNOWLEDGE_MODULE = /[\\/]src[\\/]state[\\/]alerts-preview-acknowledge\.ts$/;
const ALERT_RULES_MODULE = /[\\/]src[\\/](?:domain[\\/]alerts|state[\\/]alert-acks)\.ts$/;
/**
 * One core chunk for the page-wide services every element with data uses (HTTP, the sealed
 * cache and user key, the session, the clock, lazy modules and markup loading, the loading and
 * error parts): rollup cut them into eight chunks of 1-4 KB by which entries share them, each one
 * more request on a page's first download (over HTTP/1.1 six at a time). Widgets without data
 * (copy button, countdown, share buttons) download it too, and stay within the widget budget.
 */
const CORE_MODULE = new RegExp(
  [
    String.raw`node_modules\/(?:redaxios|js-cookie)\/`,
    String.raw`\/src\/core\/(?:storage|cache-tags|preloaded|http-rules|http|json|cache-crypto|cache|cookies|reload-guard|connectivity|clock|lazy-module|markup-loader|focus|intl|notify|safe-url|warn|nav)\.ts$`,
    String.raw`\/src\/api\/(?:user-key|cache|user-me)\.ts$`,
    String.raw`\/src\/state\/(?:settled|session|alerts-preview)\.ts$`,
    String.raw`\/src\/domain\/(?:session|codes)\.ts$`,
    String.raw`\/src\/ui\/(?:Loader|loader\.styles|useLazyModule|SafeHtml|useCurrentPath|error-panel\.styles)\.tsx?$`,
  ].join('|'),
);
const sharedChunks = (id) =>
  RUNTIME_MODULE.test(id) ? 'runtime'
    : CORE_MODULE.test(id) ? 'core'
      : UPLOT_MODULE.test(id) ? 'uplot'
        : SEE_MORE_MODULE.test(id) ? 'see-more'
          : SITE_PARTS_MODULE.test(id) ? 'site-parts'
            : TODO_MODULE.test(id) ? 'todo'
            : PREVIEW_ACKNOWLEDGE_MODULE.test(id) ? 'alerts-preview-acknowledge'
            : ALERT_RULES_MODULE.test(id) ? 'alert-rules'
            : undefined;

export default [
  {
    input: {
      'cc-elements': 'elements/index.ts',
      'cc-autoloader': 'src/autoloader.ts',
      ...Object.fromEntries(tags.map((tag) => [`elements/${tag}`, `elements/${tag}.ts`])),
    },
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks: sharedChunks,
      // Small shared chunks are merged into larger ones where that adds no code an entry would
      // run: fewer files, so a shorter import chain and better compression. Merged code is still
      // downloaded by entries that never run it (at 2 KB a partner cc-roadmap fetched the
      // Countdown and SeeMore parts with the small helpers merged into them); 1 KB keeps the
      // files few and a single widget at the bytes it uses (measured with bench/suites/sizes.js).
      experimentalMinChunkSize: 1024,
      sourcemap: true,
    },
    plugins: [
      tagList(),
      workerEntries(),
      runtimeDeclarations(),
      buildGraph(),
      placeholderStylesheet(),
      cssText(),
      withoutLinkify(),
      ...(production ? [cssWithoutComments()] : []),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') } }),
      resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
      commonjs(),
      esbuild({ target: 'es2022', minify: production, jsx: 'automatic', tsconfig: 'tsconfig.json' }),
      ...(production ? [terserPass()] : []),
    ],
    treeshake: {
      // jotai/utils makes atomWithStorage's default storage at its top level, reading
      // window.localStorage while the runtime chunk is evaluated (the renderer opens the page's
      // storage then: 3-8 ms of that task, unthrottled). The elements use only `unwrap` from it.
      manualPureFunctions: ['createJSONStorage'],
    },
    onwarn(warning, warn) {
      // React's CJS builds use `this` at module top level; harmless once bundled.
      if (warning.code === 'THIS_IS_UNDEFINED') return;
      warn(warning);
    },
  },
  {
    // Legacy pages: a classic script with no ES2015+ syntax (checked by test/build).
    input: 'src/loader/cc-loader.js',
    output: { file: 'dist/cc-loader.js', format: 'iife', sourcemap: false },
    plugins: [esbuild({ target: 'es5', minify: production, include: /\.js$/ })],
  },
];
