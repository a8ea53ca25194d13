/**
 * The heavy half of math rendering: MathJax v4's direct API, TeX in, SVG out. Only ever loaded
 * through `import()` from core/math.ts, so rollup puts it (MathJax, the TeX parser, the font's
 * glyph data) in its own chunk that pages without math never fetch.
 *
 * SVG with `fontCache: 'local'`: each formula carries its own glyph definitions, so it is
 * self-contained inside a shadow root (a page-wide glyph cache in the document would be out of
 * reach of `<use>` references in the shadow tree). MathJax sets styles through the CSSOM,
 * which a `style-src 'self'` page allows; its stylesheet is handed back as text for the
 * element to adopt. Only the TeX packages statements need are loaded; no `html` package, so
 * TeX cannot produce links, classes or styles, and undefined macros show as red text.
 */
import { mathjax } from '@mathjax/src/js/mathjax.js';
import { TeX } from '@mathjax/src/js/input/tex.js';
import { SVG } from '@mathjax/src/js/output/svg.js';
import { browserAdaptor } from '@mathjax/src/js/adaptors/browserAdaptor.js';
import { RegisterHTMLHandler } from '@mathjax/src/js/handlers/html.js';
import '@mathjax/src/js/input/tex/base/BaseConfiguration.js';
import '@mathjax/src/js/input/tex/ams/AmsConfiguration.js';
import '@mathjax/src/js/input/tex/newcommand/NewcommandConfiguration.js';
import '@mathjax/src/js/input/tex/noundefined/NoUndefinedConfiguration.js';
import '@mathjax/src/js/input/tex/boldsymbol/BoldsymbolConfiguration.js';
import type { MathRenderer } from './math';

/**
 * Rare glyph ranges of the font (arrows, script letters, Greek variants...) live in separate
 * files that MathJax asks for by name when a formula needs them; each is its own lazy chunk.
 * The font's non-Latin scripts (Arabic, Braille, Cherokee, Cyrillic, Devanagari, Hebrew,
 * phonetics: 2.9 MB) are left out: MathJax then draws those characters with the browser's
 * own font, as it does for any character its font lacks.
 */
const FONT_RANGES: Record<string, () => Promise<unknown>> = {
  'PUA': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/PUA.js'),
  'accents-b-i': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/accents-b-i.js'),
  'accents': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/accents.js'),
  'arrows': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/arrows.js'),
  'calligraphic': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/calligraphic.js'),
  'double-struck': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/double-struck.js'),
  'fraktur': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/fraktur.js'),
  'greek-ss': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/greek-ss.js'),
  'greek': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/greek.js'),
  'latin-b': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/latin-b.js'),
  'latin-bi': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/latin-bi.js'),
  'latin-i': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/latin-i.js'),
  'latin': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/latin.js'),
  'marrows': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/marrows.js'),
  'math': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/math.js'),
  'monospace-ex': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/monospace-ex.js'),
  'monospace-l': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/monospace-l.js'),
  'monospace': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/monospace.js'),
  'mshapes': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/mshapes.js'),
  'sans-serif-b': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/sans-serif-b.js'),
  'sans-serif-bi': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/sans-serif-bi.js'),
  'sans-serif-ex': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/sans-serif-ex.js'),
  'sans-serif-i': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/sans-serif-i.js'),
  'sans-serif-r': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/sans-serif-r.js'),
  'sans-serif': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/sans-serif.js'),
  'script': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/script.js'),
  'shapes': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/shapes.js'),
  'symbols-b-i': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/symbols-b-i.js'),
  'symbols': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/symbols.js'),
  'variants': () => import('@mathjax/mathjax-newcm-font/js/svg/dynamic/variants.js'),
};

function loadFontRange(name: string): Promise<unknown> {
  const range = /\/svg\/dynamic\/([A-Za-z-]+)\.js$/.exec(name)?.[1];
  const load = range ? FONT_RANGES[range] : undefined;
  return load ? load() : Promise.reject(new Error(`MathJax asked for an unknown file: ${name}`));
}

const TEX_PACKAGES = ['base', 'ams', 'newcommand', 'noundefined', 'boldsymbol'];

/** Inline formulas on a problem page are short; a runaway macro must not hang the page. */
const MAX_TEX_LENGTH = 5000;

let renderer: MathRenderer | null = null;

/** The page's one renderer (MathJax keeps global registries: set it up once). */
export function createRenderer(): MathRenderer {
  renderer ??= setUp();
  return renderer;
}

function setUp(): MathRenderer {
  mathjax.asyncLoad = loadFontRange;
  const adaptor = browserAdaptor();
  RegisterHTMLHandler(adaptor);
  // No inline line breaking: its break points are spaced with a web font (@font-face), which
  // a stylesheet adopted into a shadow root cannot declare; each formula stays one SVG.
  const output = new SVG({ fontCache: 'local', linebreaks: { inline: false } });
  const doc = mathjax.document(document, {
    InputJax: new TeX({ packages: TEX_PACKAGES }),
    OutputJax: output,
  });
  const sheet = output.styleSheet(doc) as unknown as HTMLStyleElement;
  return {
    css: sheet.textContent ?? '',
    async render(tex: string, display: boolean): Promise<Element> {
      if (tex.length > MAX_TEX_LENGTH) throw new Error('formula too long to render');
      return (await doc.convertPromise(tex, { display })) as Element;
    },
  };
}
