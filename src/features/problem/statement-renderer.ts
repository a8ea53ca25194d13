/**
 * The statement renderer, loaded once on first use (core/statement-markdown.ts and markdown-it
 * are their own chunk): a page that never shows a statement never downloads the parser. The
 * problem page starts loading it beside the problem's answer and stays in its loading state
 * until it is here (or has failed), so a statement is never shown as source text first and
 * reformatted later (that moved the page).
 */
import { lazyModule, type LazyModule } from '../../core/lazy-module';

/**
 * Markdown to sanitised HTML; `parseAhead` does its parsing half beforehand, when it has one;
 * `warmUp`, steps to run one per task before the first parse (the parser's first-use cost).
 */
export type Render = ((markdown: string) => string) & { parseAhead?: (markdown: string) => void; warmUp?: readonly (() => void)[] };

/** HTML already made from a source, per renderer: the view's first render reuses what prepare.ts made. */
const renderedBy = new WeakMap<Render, Map<string, string>>();
const RENDERED_LIMIT = 32;

/** Whether renderWith already holds `render(source)`. */
export function renderedWith(render: Render, source: string): boolean {
  return renderedBy.get(render)?.has(source) ?? false;
}

/** `render(source)`, made once per source (the last few dozen are kept). */
export function renderWith(render: Render, source: string): string {
  let rendered = renderedBy.get(render);
  if (!rendered) {
    rendered = new Map();
    renderedBy.set(render, rendered);
  }
  const known = rendered.get(source);
  if (known !== undefined) return known;
  const html = render(source);
  if (rendered.size >= RENDERED_LIMIT) rendered.clear();
  rendered.set(source, html);
  return html;
}

const importParser = () => import('../../core/statement-markdown').then((module) => module.statementToHtml);

let parser: LazyModule<Render> = lazyModule(importParser);

/** The page's statement parser (a lazy module: load it, or read it once ready). */
export const statementParser = (): LazyModule<Render> => parser;

/** The renderer when already loaded (render at once, no flash), else null. */
export const statementRenderer = (): Render | null => parser.ready;

/** Loads the renderer; a failed load is forgotten, so the next call tries again. */
export const loadStatementRenderer = (): Promise<Render> => parser.load();

/** Replaces how the parser loads, starting again unloaded (tests; null puts the real import back). */
export function setStatementParserLoader(loader: (() => Promise<Render>) | null): void {
  parser = lazyModule(loader ?? importParser);
}
