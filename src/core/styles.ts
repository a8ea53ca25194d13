/**
 * Stylesheets for shadow roots. Every element adopts constructable stylesheets (never a
 * `<style>` element), so a strict `style-src 'self'` CSP on a partner page keeps working.
 */

/**
 * Adopted first by every element. A hostile page can still set inherited properties on the
 * host itself (`* { color: red !important }`), so :host resets them with !important; an
 * important declaration inside the shadow tree's context wins over the page's. Theming goes
 * through the --cc-* custom properties instead, which the page may set on purpose.
 */
/** The dark palette: used for `theme="dark"` and, unless `theme="light"`, a dark OS setting. */
const darkPalette = `
  --cc-color-primary: #6ea8fe;
  --cc-color-primary-contrast: #0b1220;
  --cc-color-text: #e6edf3;
  --cc-color-muted: #9da7b3;
  --cc-color-surface: #0d1117;
  --cc-color-surface-alt: #161b22;
  --cc-color-border: #30363d;
  --cc-color-error: #ff7b72;
  --cc-color-success: #56d364;
  --cc-color-warning: #e3b341;
  --cc-color-focus: #58a6ff;
`;

export const baseCss = `
:host {
  --cc-color-primary: #1d5fd1;
  --cc-color-primary-contrast: #ffffff;
  --cc-color-text: #1f2328;
  --cc-color-muted: #57606a;
  --cc-color-surface: #ffffff;
  --cc-color-surface-alt: #f3f5f8;
  --cc-color-border: #d0d7de;
  --cc-color-error: #b42318;
  --cc-color-success: #1a7f37;
  --cc-color-warning: #9a6700;
  --cc-color-focus: #0969da;
  --cc-radius: 6px;
  --cc-font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  --cc-font-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  display: block;
  box-sizing: border-box;
  color: var(--cc-color-text) !important;
  font-family: var(--cc-font-family) !important;
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
@media (prefers-color-scheme: dark) {
  :host(:not([theme="light"])) {${darkPalette}}
}
:host([theme="dark"]) {${darkPalette}}
*, *::before, *::after { box-sizing: inherit; }
:focus-visible { outline: 2px solid var(--cc-color-focus); outline-offset: 2px; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
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
