/**
 * The math worker: MathJax (core/mathjax-svg.ts, on its lite DOM) typesets here, off the page's
 * main thread, so evaluating its code and font data, setting it up and typesetting every formula
 * never block input or painting. Built by rollup as its own entry (`dist/cc-math-worker.js`,
 * rollup.config.mjs), made by core/math-worker.ts.
 *
 * Messages in: `{ id, tex, display }`. Out: first `{ ready: css }` once MathJax is set up (or
 * `{ failed: message }`), then per formula `{ id, svg }` or `{ id, error }`. The SVG is markup
 * the page treats as untrusted (it sanitises it before inserting it).
 */
import { createTypesetter } from './mathjax-svg';

export interface MathRequest {
  id: number;
  tex: string;
  display: boolean;
}

export type MathReply =
  | { ready: string }
  | { failed: string }
  | { id: number; svg: string }
  | { id: number; error: string };

/** The worker's global (the project's TypeScript lib is the DOM's, not the worker's). */
const scope = self as unknown as { postMessage(message: MathReply): void; onmessage: ((event: MessageEvent<MathRequest>) => void) | null };
const reply = (message: MathReply) => scope.postMessage(message);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// Nothing else runs on this thread: set-up needs no pauses.
const typesetter = createTypesetter(() => Promise.resolve());
typesetter.then((ready) => reply({ ready: ready.css }), (error: unknown) => reply({ failed: messageOf(error) }));

// Formulas are typeset one after the other, in the order the page asks (it asks visible first).
let queue: Promise<unknown> = Promise.resolve();

scope.onmessage = (event: MessageEvent<MathRequest>) => {
  const { id, tex, display } = event.data;
  queue = queue.then(async () => {
    try {
      const { svg } = await (await typesetter).typeset(String(tex), Boolean(display));
      reply({ id, svg });
    } catch (error) {
      reply({ id, error: messageOf(error) });
    }
  });
};
