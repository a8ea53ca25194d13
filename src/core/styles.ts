/**
 * Stylesheets for shadow roots. Every element adopts constructable stylesheets (never a
 * `<style>` element), so a strict `style-src 'self'` CSP on a partner page keeps working.
 */
import { ancestorThemeCss } from './theme';

/**
 * The public tokens and their defaults, as `light-dark(light, dark)` pairs. No stylesheet of
 * ours ever declares a public `--cc-*` token: each element reads it with its default into a
 * private `--_*` variable on its own :host, so a token set by the page on :root, on any
 * ancestor (also around or inside <cc-app>) or on the element itself inherits into every shadow
 * root and wins over the default. Components use the private variables only.
 */
const colorTokens = {
  primary: ['#1d5fd1', '#6ea8fe'],
  'primary-contrast': ['#ffffff', '#0b1220'],
  text: ['#1f2328', '#e6edf3'],
  muted: ['#57606a', '#9da7b3'],
  surface: ['#ffffff', '#0d1117'],
  'surface-alt': ['#f3f5f8', '#161b22'],
  border: ['#d0d7de', '#30363d'],
  error: ['#b42318', '#ff7b72'],
  success: ['#1a7f37', '#56d364'],
  warning: ['#9a6700', '#e3b341'],
  focus: ['#0969da', '#58a6ff'],
} as const;

const privateColors = Object.entries(colorTokens)
  .map(([name, [light, dark]]) => `  --_color-${name}: var(--cc-color-${name}, light-dark(${light}, ${dark}));`)
  .join('\n');

/**
 * Adopted first by every element, in the lowest cascade layer (then `cc-ui`, the shared parts'
 * sheets; the element's own sheets are unlayered and so win over both, whatever the order in
 * which sheets were adopted).
 *
 * A hostile page can still set inherited properties on the host itself (`* { color: red
 * !important }`), so :host resets them with !important; an important declaration inside the
 * shadow tree's context wins over the page's. Theming goes through the --cc-* custom
 * properties instead, which the page may set on purpose.
 *
 * Light or dark: `light-dark()` picks by the element's `color-scheme`, which is
 * `var(--cc-color-scheme, light dark)`: the OS preference unless the page sets
 * `--cc-color-scheme` (light, dark, or light dark) on any ancestor, or an element (or one of
 * ours around it, such as <cc-app>) has `theme="dark|light"`. The attribute sets the token for
 * its subtree, important so that it also beats a page rule on the element. A theme on an
 * ancestor that is not ours arrives as a custom state (core/theme.ts), set when the element is
 * connected; the element's own attribute wins over it. Everything else is CSS adopted when the
 * element is constructed, so the first paint already has the right scheme.
 */
const baseCss = `
@layer cc-base, cc-ui;
@layer cc-base {
:host {
${privateColors}
  --_radius: var(--cc-radius, 6px);
  --_font-family: var(--cc-font-family, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  --_font-mono: var(--cc-font-mono, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace);
  color-scheme: var(--cc-color-scheme, light dark);
  display: block;
  box-sizing: border-box;
  color: var(--_color-text) !important;
  font-family: var(--_font-family) !important;
  font-size: var(--cc-font-size, 15px) !important;
  font-style: normal !important;
  font-weight: 400 !important;
  font-variant: normal !important;
  line-height: 1.5 !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-align: start !important;
  text-indent: 0 !important;
  text-transform: none !important;
  text-shadow: none !important;
  white-space: normal !important;
  visibility: visible;
  cursor: auto !important;
  direction: ltr;
  list-style: disc outside !important;
}
:host([hidden]) { display: none !important; }
:host([theme="dark"]) { --cc-color-scheme: dark !important; }
:host([theme="light"]) { --cc-color-scheme: light !important; }
${ancestorThemeCss}
/* Not inherited from the host: a page's box-sizing on the host (even \`* { box-sizing: content-box
   !important }\`) must not widen what is inside by its padding (a phone then zooms the page out). */
*, *::before, *::after { box-sizing: border-box; }
:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
}
`;

const sheetCache = new Map<string, CSSStyleSheet>();

/** One CSSStyleSheet per distinct CSS text, shared by every shadow root that adopts it. */
export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheetCache.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheetCache.set(cssText, sheet);
  }
  return sheet;
}

export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  root.adoptedStyleSheets = [baseCss, ...cssTexts].map(sheetFor);
}

/**
 * Adds one sheet to a shadow root unless it is there already. Shared parts adopt their own
 * sheet this way when they render; their rules sit in the `cc-ui` layer, so when the sheet
 * arrives (before or after the element's own sheets) changes nothing in the cascade.
 */
export function adoptSheet(root: ShadowRoot, cssText: string): void {
  const sheet = sheetFor(cssText);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Wraps a shared part's rules in the `cc-ui` layer: below the element's own sheets. */
export const uiLayer = (cssText: string): string => `@layer cc-ui {\n${cssText}\n}\n`;
