/**
 * The statement renderer, loaded once on first use (core/statement-markdown.ts and markdown-it
 * are their own chunk): a page that never shows a statement never downloads the parser.
 */
type Render = (markdown: string) => string;

let loaded: Render | null = null;
let loading: Promise<Render> | null = null;

/** The renderer when already loaded (render at once, no flash), else null. */
export const statementRenderer = (): Render | null => loaded;

export function loadStatementRenderer(): Promise<Render> {
  loading ??= import('../../core/statement-markdown').then((module) => {
    loaded = module.statementToHtml;
    return loaded;
  }).catch((error: unknown) => {
    loading = null; // a failed chunk load may be retried by the next statement
    throw error;
  });
  return loading;
}
