/**
 * The sanitiser (DOMPurify, core/sanitize.ts) and the Markdown renderer (core/markdown.ts) are
 * most of the bytes a page's markup costs, and an element needs them only once it has markup
 * to show, which always comes from the server. They load together as `markupTools` when a view
 * first needs them: views start the load beside their data request and stay in their loading
 * state until both are here (ui/SafeHtml.tsx, withMarkupTools below), so markup never arrives
 * after the content around it and nothing moves.
 */
import { lazyModule } from './lazy-module';

// The sanitiser is a chunk of its own (other parts share it), which markup-tools imports: asked
// for here at the same time, not once markup-tools has arrived and been read (one round trip
// less, and on a busy main thread, that reading waits for whatever task is running).
export const markupTools = lazyModule(() => Promise.all([import('./markup-tools'), import('./sanitize')]).then(([tools]) => tools));

export type MarkupTools = typeof import('./markup-tools');

/** `request`'s answer once the markup tools are loaded too (both load at the same time). */
export async function withMarkupTools<T>(request: Promise<T>): Promise<T> {
  const [answer] = await Promise.all([request, markupTools.load()]);
  return answer;
}
