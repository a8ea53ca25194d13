/**
 * The heavy half of math rendering: MathJax v4's direct API, TeX in, SVG markup out, on
 * MathJax's lite DOM (the adaptor it uses under Node), so it needs no document and runs in a
 * Web Worker: core/mathjax.worker.ts runs it there, and core/math-worker.ts falls back to
 * running it on the page only where a worker cannot be made (the script is served from another
 * origin). It is never imported statically, so rollup puts it (MathJax, the TeX parser, the
 * font's glyph data) in chunks of its own that pages without math never fetch.
 *
 * SVG with `fontCache: 'local'`: each formula carries its own glyph definitions, so it is
 * self-contained inside a shadow root (a page-wide glyph cache in the document would be out of
 * reach of `<use>` references in the shadow tree). The markup is untrusted on the page (TeX
 * comes from statements): it carries no `style` attribute (moved to `data-mjx-style`, which the
 * page applies property by property, a strict `style-src` refusing style attributes in parsed
 * markup) and is sanitised there before insertion. MathJax's stylesheet is handed back as text
 * for the element to adopt. Only the TeX packages statements need are loaded; no `html`
 * package, so TeX cannot produce links, classes or styles, and undefined macros show as red text.
 */
import { mathjax } from '@mathjax/src/js/mathjax.js';
import { TeX } from '@mathjax/src/js/input/tex.js';
import { SVG } from '@mathjax/src/js/output/svg.js';
import { liteAdaptor, type LiteAdaptor } from '@mathjax/src/js/adaptors/liteAdaptor.js';
import type { LiteElement } from '@mathjax/src/js/adaptors/lite/Element.js';
import { RegisterHTMLHandler } from '@mathjax/src/js/handlers/html.js';
import type { DynamicFileList } from '@mathjax/src/js/output/common/FontData.js';
import { MathJaxNewcmFont } from '@mathjax/mathjax-newcm-font/js/svg.js';
import '@mathjax/src/js/input/tex/base/BaseConfiguration.js';
import '@mathjax/src/js/input/tex/ams/AmsConfiguration.js';
import '@mathjax/src/js/input/tex/noundefined/NoUndefinedConfiguration.js';

/** One typeset formula: the markup of its SVG element. */
export interface Typeset {
  svg: string;
}

/** What this module sets up (once per thread). */
export interface Typesetter {
  /** CSS the rendered formulas need; adopted into the shadow root that shows them. */
  css: string;
  typeset(tex: string, display: boolean): Promise<Typeset>;
}


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

/**
 * The TeX packages statements use, found from every statement of the reference captures and the
 * seeded problems (`\le`, `\ldots`, `\cdot`, `\sum`, `\frac`, `\gcd`, `\bmod`, `\mathcal`,
 * `\underbrace`, `\text` are base; `\binom`, `\operatorname`, `\dfrac` are ams), plus
 * noundefined, which shows an unknown macro as its name in red instead of an error box. None
 * uses \newcommand or \boldsymbol, so those are not built in. Adding a package: import its
 * `input/tex/<name>/<Name>Configuration.js` above and add its name here (docs/architecture.md).
 */
/**
 * The font, built without its lazily loaded glyph ranges: MathJax registers every code point of
 * every range (21,000 of them, each copied into every variant that inherits it) when the font is
 * made, which is most of the cost of setting up. `registerRanges` does the same afterwards, a
 * few hundred code points at a time with pauses between, and only for the ranges this build
 * ships (FONT_RANGES); a character of a range left out is drawn with the browser's font.
 */
class StatementFont extends MathJaxNewcmFont {
  static override dynamicFiles: DynamicFileList = {};

  async registerRanges(pause: () => Promise<void>): Promise<void> {
    const all = MathJaxNewcmFont.dynamicFiles;
    let sliceStart = performance.now();
    const breathe = async () => {
      if (performance.now() - sliceStart < SLICE_MS) return;
      await pause();
      sliceStart = performance.now();
    };
    for (const name of Object.keys(all)) {
      if (!(name in FONT_RANGES)) continue;
      const range = all[name];
      for (const variant of Object.keys(range.variants)) {
        const chars = Object.entries(this.flattenRanges(range.variants[variant], range));
        for (let i = 0; i < chars.length; i += CODE_POINTS_AT_ONCE) {
          this.defineChars(variant, Object.fromEntries(chars.slice(i, i + CODE_POINTS_AT_ONCE)));
          await breathe();
        }
      }
      this.defineDelimiters(this.flattenRanges(range.delimiters, range));
    }
  }
}

/** Set-up work done before giving the page its main thread back, and its unit. */
const SLICE_MS = 10;
const CODE_POINTS_AT_ONCE = 200;

const TEX_PACKAGES = ['base', 'ams', 'noundefined'];

/** Inline formulas on a problem page are short; a runaway macro must not hang the page. */
const MAX_TEX_LENGTH = 5000;

let typesetter: Promise<Typesetter> | null = null;

/**
 * The thread's one typesetter (MathJax keeps global registries: set it up once). Setting up is
 * several pieces of work (the TeX parser's tables, the font's, the document, a first formula
 * that warms them up); `pause` runs between them: in the worker it costs nothing, on the page
 * (the fallback) it gives the main thread back so none of them adds up to a long task.
 */
export function createTypesetter(pause: () => Promise<void>): Promise<Typesetter> {
  typesetter ??= setUp(pause).catch((error: unknown) => {
    typesetter = null;
    throw error;
  });
  return typesetter;
}

/** The SVG of MathJax's container as markup, its style attributes moved to data-mjx-style. */
function svgMarkup(adaptor: LiteAdaptor, container: LiteElement): string {
  const svg = adaptor.childNodes(container).find((node) => adaptor.kind(node) === 'svg') as LiteElement | undefined;
  if (!svg) throw new Error('MathJax produced no SVG');
  const move = (node: LiteElement) => {
    const style = adaptor.getAttribute(node, 'style') as string | undefined;
    if (style) {
      adaptor.removeAttribute(node, 'style');
      adaptor.setAttribute(node, 'data-mjx-style', style);
    }
    for (const child of adaptor.childNodes(node)) if (typeof adaptor.kind(child) === 'string' && !adaptor.kind(child).startsWith('#')) move(child as LiteElement);
  };
  move(svg);
  return adaptor.outerHTML(svg);
}

async function setUp(pause: () => Promise<void>): Promise<Typesetter> {
  mathjax.asyncLoad = loadFontRange;
  const adaptor = liteAdaptor();
  RegisterHTMLHandler(adaptor);
  const input = new TeX({ packages: TEX_PACKAGES });
  await pause();
  // No inline line breaking: its break points are spaced with a web font (@font-face), which
  // a stylesheet adopted into a shadow root cannot declare; each formula stays one SVG.
  const font = new StatementFont();
  await pause();
  await font.registerRanges(pause);
  const output = new SVG({ fontCache: 'local', linebreaks: { inline: false }, fontData: font });
  await pause();
  const doc = mathjax.document('', { InputJax: input, OutputJax: output });
  const sheet = output.styleSheet(doc) as unknown as LiteElement;
  await pause();
  // The first formula costs several times a later one (code and font tables warming up).
  await doc.convertPromise('x_1 + 1', { display: false });
  await pause();
  return {
    css: adaptor.textContent(sheet),
    async typeset(tex: string, display: boolean): Promise<Typeset> {
      if (tex.length > MAX_TEX_LENGTH) throw new Error('formula too long to render');
      const container = (await doc.convertPromise(tex, { display })) as LiteElement;
      return { svg: svgMarkup(adaptor, container) };
    },
  };
}
