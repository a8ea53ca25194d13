/**
 * Math in statements: the spans core/markdown.ts leaves (`<span class="math"
 * data-math="inline|display">TeX</span>`) are turned into SVG by MathJax, which is loaded with
 * `import()` only when a page has math. A try loads the renderer and renders every formula still
 * pending; when a try fails (the chunk did not arrive, the renderer threw) the next one follows
 * 300 ms later, up to 33 retries. Until a formula is rendered, and for good if every retry
 * fails, its TeX stays on the page as readable text.
 */
import { sheetFor } from './styles';

export const MATH_RETRY_LIMIT = 33;
export const MATH_RETRY_DELAY_MS = 300;

/** What the lazily loaded chunk (core/mathjax-svg.ts) provides. */
export interface MathRenderer {
  /** CSS the rendered formulas need; adopted into the shadow root that shows them. */
  css: string;
  /** One formula as a node for the page (MathJax's container with its SVG). */
  render(tex: string, display: boolean): Promise<Element>;
}

export type MathLoader = () => Promise<MathRenderer>;

/** Set on a math span once its formula is shown as SVG. */
export const MATH_STATE_ATTRIBUTE = 'data-math-state';
const PENDING = `span.math[data-math]:not([${MATH_STATE_ATTRIBUTE}="rendered"])`;

let importing: Promise<MathRenderer> | null = null;

/** The real loader: one import per page; a failed import is forgotten so a retry imports again. */
function importRenderer(): Promise<MathRenderer> {
  importing ??= import('./mathjax-svg')
    .then((module) => module.createRenderer())
    .catch((error: unknown) => {
      importing = null;
      throw error;
    });
  return importing;
}

let defaultLoader: MathLoader = importRenderer;

/** Replaces the loader every later renderMath() call uses (tests; null puts MathJax back). */
export function setMathLoader(loader: MathLoader | null): void {
  defaultLoader = loader ?? importRenderer;
}

export type MathOutcome =
  /** Every formula is shown as SVG. */
  | 'rendered'
  /** There was no math: nothing was loaded. */
  | 'none'
  /** The retries ran out; the remaining formulas stay as TeX text. */
  | 'gave-up'
  /** stop() was called (the content went away or changed). */
  | 'stopped';

export interface MathJob {
  stop(): void;
  done: Promise<MathOutcome>;
}

export interface RenderMathOptions {
  loader?: MathLoader;
  retries?: number;
  delayMs?: number;
}

function adoptCss(root: Node, css: string): void {
  if (!css) return;
  const scope = root.getRootNode();
  const holder = scope instanceof ShadowRoot ? scope : scope instanceof Document ? scope : null;
  if (!holder) return;
  const sheet = sheetFor(css);
  if (!holder.adoptedStyleSheets.includes(sheet)) holder.adoptedStyleSheets = [...holder.adoptedStyleSheets, sheet];
}

/** The SVG replaces the TeX for the eye; screen readers keep reading the TeX. */
function place(span: HTMLElement, rendered: Element): void {
  const source = document.createElement('span');
  source.className = 'visually-hidden';
  source.textContent = span.textContent ?? '';
  rendered.setAttribute('aria-hidden', 'true');
  span.replaceChildren(source, rendered);
  span.setAttribute(MATH_STATE_ATTRIBUTE, 'rendered');
}

/** Renders the math inside `root`, retrying up to 33 times, 300 ms apart; stop() ends it (unmount, new content). */
export function renderMath(root: ParentNode & Node, options: RenderMathOptions = {}): MathJob {
  const { loader = defaultLoader, retries = MATH_RETRY_LIMIT, delayMs = MATH_RETRY_DELAY_MS } = options;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pending = () => [...root.querySelectorAll<HTMLElement>(PENDING)];
  let finish: (outcome: MathOutcome) => void = () => undefined;

  const done = new Promise<MathOutcome>((resolve) => {
    finish = resolve;
    let retriesMade = 0;
    const attempt = async (): Promise<void> => {
      if (stopped) return resolve('stopped');
      if (pending().length === 0) return resolve(retriesMade === 0 ? 'none' : 'rendered');
      try {
        const renderer = await loader();
        adoptCss(root, renderer.css);
        let failures = 0;
        for (const span of pending()) {
          if (stopped) return resolve('stopped');
          try {
            place(span, await renderer.render(span.textContent ?? '', span.dataset.math === 'display'));
          } catch {
            failures++;
          }
        }
        if (stopped) return resolve('stopped');
        if (failures === 0) return resolve('rendered');
      } catch {
        // The chunk did not load: counted like a formula that failed.
      }
      if (stopped) return resolve('stopped');
      if (retriesMade >= retries) return resolve('gave-up');
      retriesMade++;
      timer = setTimeout(() => void attempt(), delayMs);
    };
    void attempt();
  });

  return {
    done,
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      finish('stopped');
    },
  };
}
