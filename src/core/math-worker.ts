/**
 * The page's side of math typesetting (loaded by core/math.ts with the first formula): MathJax
 * runs in a dedicated worker (core/mathjax.worker.ts), so its code, its font data, its set-up
 * and every formula's typesetting stay off the main thread; the page only turns the SVG markup
 * that comes back into nodes and inserts them. That markup is treated as untrusted (TeX comes
 * from statements): it is sanitised with the `mathSvg` profile, its styles applied through the
 * CSSOM property by property (lengths only), and MathJax's container is built here.
 *
 * The worker is made from the script URL the Trusted Types policy allows (core/sanitize.ts); a
 * module worker from the page's origin is allowed by `script-src 'self'`. Where no worker can be
 * made (the elements' scripts are served from another origin, a browser without module
 * workers) the same typesetter runs on the page instead, set up in slices with pauses between.
 * A worker that fails to load or dies is forgotten: core/math.ts's next try makes a new one.
 */
import { sanitizedFragment, trustedMathWorkerUrl } from './sanitize';
import { MATH_WORKER_URL } from './math-worker-url';
import type { MathRenderer } from './math';
import { yieldToPage } from './tasks';
import type { MathReply, MathRequest } from './mathjax.worker';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Style properties MathJax's SVG output sets inline, and the only values they may take: lengths. */
const STYLE_PROPERTIES = new Set(['vertical-align', 'margin-left', 'margin-right', 'margin-top', 'margin-bottom', 'min-width', 'width', 'height']);
const LENGTH = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:ex|em|px|%)?$/;

function applyStyles(element: Element): void {
  const styles = element.getAttribute('data-mjx-style');
  if (styles === null) return;
  element.removeAttribute('data-mjx-style');
  const style = (element as SVGElement).style;
  for (const declaration of styles.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (STYLE_PROPERTIES.has(property) && LENGTH.test(value)) style.setProperty(property, value);
  }
}

/** A formula's SVG markup (untrusted) as MathJax's container holding the sanitised SVG. */
export function mathNode(markup: string, display: boolean): Element {
  const fragment = sanitizedFragment(markup, 'mathSvg');
  const svg = fragment.firstElementChild;
  if (!svg || svg.namespaceURI !== SVG_NS || svg.localName !== 'svg' || fragment.childElementCount !== 1) {
    throw new Error('the math worker sent something other than one SVG');
  }
  for (const element of [svg, ...svg.querySelectorAll('[data-mjx-style]')]) applyStyles(element);
  const container = document.createElement('mjx-container');
  container.className = 'MathJax';
  container.setAttribute('jax', 'SVG');
  if (display) container.setAttribute('display', 'true');
  container.append(svg);
  return container;
}

/** Whether a worker can be made from the script: same origin (a worker's script must be). */
function workerPossible(): boolean {
  return typeof Worker === 'function' && new URL(MATH_WORKER_URL).origin === location.origin;
}

function startWorker(forget: () => void): Promise<MathRenderer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(trustedMathWorkerUrl() as string, { type: 'module', name: 'cc-math' });
    const waiting = new Map<number, { resolve(svg: string): void; reject(error: Error): void }>();
    let nextId = 0;
    let broken: Error | null = null;
    const fail = (error: Error) => {
      broken = error;
      worker.terminate();
      forget();
      reject(error);
      for (const request of waiting.values()) request.reject(error);
      waiting.clear();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail(new Error(event.message || 'the math worker did not load'));
    };
    worker.onmessageerror = () => fail(new Error('the math worker sent an unreadable message'));
    worker.onmessage = (event: MessageEvent<MathReply>) => {
      const reply = event.data;
      if ('ready' in reply) {
        resolve({
          css: reply.ready,
          render: (tex, display) => new Promise<string>((done, refuse) => {
            if (broken) return refuse(broken);
            const id = nextId++;
            waiting.set(id, { resolve: done, reject: refuse });
            worker.postMessage({ id, tex, display } satisfies MathRequest);
          }).then((svg) => mathNode(svg, display)),
        });
      } else if ('failed' in reply) {
        fail(new Error(reply.failed));
      } else {
        const request = waiting.get(reply.id);
        waiting.delete(reply.id);
        if ('svg' in reply) request?.resolve(reply.svg);
        else request?.reject(new Error(reply.error));
      }
    };
  });
}

/** The fallback: MathJax on the page, set up with a pause (a task of its own) between steps. */
async function startOnPage(): Promise<MathRenderer> {
  const { createTypesetter } = await import('./mathjax-svg');
  await yieldToPage();
  const typesetter = await createTypesetter(yieldToPage);
  return {
    css: typesetter.css,
    render: async (tex, display) => mathNode((await typesetter.typeset(tex, display)).svg, display),
  };
}

let current: Promise<MathRenderer> | null = null;

/** The page's math renderer: one worker per page, made again after it failed or died. */
export function mathRenderer(): Promise<MathRenderer> {
  if (current) return current;
  let attempt: Promise<MathRenderer> | null = null;
  const forget = () => {
    if (current === attempt) current = null;
  };
  attempt = (workerPossible() ? startWorker(forget) : startOnPage()).catch((error: unknown) => {
    forget();
    throw error;
  });
  current = attempt;
  return attempt;
}

/** Forgets the renderer, so the next mathRenderer() makes a new worker (tests). */
export function forgetMathRenderer(): void {
  current = null;
}
