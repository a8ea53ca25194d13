/**
 * Math in statements: the spans core/markdown.ts leaves (`<span class="math"
 * data-math="inline|display">TeX</span>`) are turned into SVG by MathJax, which runs in a
 * worker (core/math-worker.ts, loaded with `import()` only when a page has math). A try loads
 * the renderer and renders every formula still pending; when a try fails (the chunk did not arrive, the renderer threw) the next one follows
 * 300 ms later, up to 33 retries. Until a formula is rendered, and for good if every retry
 * fails, its TeX stays on the page as readable text.
 *
 * No long tasks: MathJax's work happens in the worker; the page inserts one formula per task
 * (sanitising its SVG and placing it), and gets the main thread back between formulas
 * (`scheduler.yield()`, else a message-channel task), so input and painting are never held up by a whole statement's math. Visible first: before each
 * formula the pending ones are ordered by where they are, those in the viewport first (in
 * reading order), then the others nearest the viewport first; a reader who scrolls while math
 * is drawn gets what they look at next. A formula is drawn at most once (a drawn span is marked
 * and never picked again), and the work stops as soon as stop() is called or the content has
 * left the document.
 *
 * No layout shift: until it is drawn, a formula shows its TeX in a box of about its final size
 * (the statement styles: monospace, no wrapping, padded; display math reserves a fixed height).
 * When the SVG arrives the span keeps at least the width (inline) or height (display) that box
 * had, so nothing after it moves unless the formula is larger than its reservation.
 */
import { sheetFor } from './styles';
import { yieldToPage } from './tasks';

export const MATH_RETRY_LIMIT = 33;
export const MATH_RETRY_DELAY_MS = 300;

/** What the lazily loaded renderer (core/math-worker.ts) provides. */
export interface MathRenderer {
  /** CSS the rendered formulas need; adopted into the shadow root that shows them. */
  css: string;
  /** One formula as a node for the page (MathJax's container with its sanitised SVG). */
  render(tex: string, display: boolean): Promise<Element>;
}

export type MathLoader = () => Promise<MathRenderer>;

/** Set on a math span once its formula is shown as SVG. */
const MATH_STATE_ATTRIBUTE = 'data-math-state';
const PENDING = `span.math[data-math]:not([${MATH_STATE_ATTRIBUTE}="rendered"])`;

/**
 * The real loader: core/math-worker.ts (loaded with the first formula: it needs the sanitiser,
 * which a page has by then) gives the page's one renderer, MathJax in a worker; a failed try is
 * forgotten there, so a retry starts again.
 */
function importRenderer(): Promise<MathRenderer> {
  return import('./math-worker').then((module) => module.mathRenderer());
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
  /** stop() was called, or the content left the document. */
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

/**
 * The next formula to draw: one in the viewport (the first in reading order), else the one
 * nearest the viewport. Spans that take no space (a hidden section) come last, in reading order.
 */
function nextFormula(spans: readonly HTMLElement[]): HTMLElement | undefined {
  const height = window.innerHeight || document.documentElement.clientHeight;
  const width = window.innerWidth || document.documentElement.clientWidth;
  let best: HTMLElement | undefined;
  let bestDistance = Infinity;
  for (const span of spans) {
    const rect = span.getBoundingClientRect();
    const shown = rect.width > 0 || rect.height > 0;
    if (!shown) {
      if (best === undefined) best = span;
      continue;
    }
    const above = Math.max(0, -rect.bottom);
    const below = Math.max(0, rect.top - height);
    const aside = Math.max(0, -rect.right, rect.left - width);
    const distance = Math.max(above, below, aside);
    if (distance === 0) return span;
    if (distance < bestDistance) {
      best = span;
      bestDistance = distance;
    }
  }
  return best;
}

const FRACTION = /\\(?:[dtc]?frac|[dt]?binom)(?![a-zA-Z])|\\(?:over|choose|atop)(?![a-zA-Z])/;
const BIG_OPERATOR = /\\(?:sum|prod|coprod|int|iint|oint|bigcup|bigcap|bigoplus|bigotimes|bigvee|bigwedge|lim|max|min|sup|inf)(?![a-zA-Z])\s*(?:\\limits\s*)?([_^])/;
const BRACE_LABEL = /\\(?:underbrace|overbrace|underset|overset|stackrel)(?![a-zA-Z])/;

/**
 * The height (em) a display formula will take once drawn, told from its TeX alone, without
 * measuring: one line; a fraction or binomial; a big operator with limits (one or both); a brace
 * with a label under or over it; one such line per row of a multi-line block. Reserved before
 * MathJax has loaded, so the drawn formula does not push what follows (MathJax's own heights
 * for these cases, with a little to spare).
 */
export function displayHeightEm(tex: string): number {
  let line = 1.5;
  if (FRACTION.test(tex)) line = 3.3;
  const operator = BIG_OPERATOR.exec(tex);
  if (operator) {
    // The first limit (a group, nested once, or one token), then whether another follows.
    const bothLimits = /^[_^]\s*(?:\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|\\[a-zA-Z]+|\S)\s*[_^]/.test(tex.slice(operator.index + operator[0].length - 1));
    line = Math.max(line, bothLimits ? 4.1 : 2.9);
  }
  if (BRACE_LABEL.test(tex)) line += 1.6;
  const rows = (tex.match(/\\\\/g)?.length ?? 0) + 1;
  return rows > 1 ? Math.round(rows * line * 0.9 * 100) / 100 : line;
}

/**
 * Reserves each display formula's height (displayHeightEm) inside `root` before it is drawn.
 * Call before the content is first painted (a layout effect); inline formulas need nothing, their
 * TeX box is about their size already.
 */
export function reserveMathSpace(root: ParentNode): void {
  for (const span of root.querySelectorAll<HTMLElement>(`${PENDING}[data-math="display"]`)) {
    span.style.minHeight = `${displayHeightEm(span.textContent ?? '')}em`;
  }
}

/**
 * The SVG replaces the TeX for the eye; screen readers keep reading the TeX. A formula on screen
 * (or above it) keeps the room its TeX box took (width inline, height display), in em so it
 * follows the text size: giving it back would move what the reader sees. One below the viewport
 * takes its own size (its TeX, in monospace, is often twice as wide: "(1 \le i \le N)"), since
 * only what is off screen moves; most of a statement is drawn while it is still below.
 */
function place(span: HTMLElement, rendered: Element): void {
  const box = span.getBoundingClientRect();
  const belowViewport = box.top >= (window.innerHeight || document.documentElement.clientHeight);
  const fontSize = parseFloat(getComputedStyle(span).fontSize) || 16;
  const source = document.createElement('span');
  source.className = 'visually-hidden';
  source.textContent = span.textContent ?? '';
  rendered.setAttribute('aria-hidden', 'true');
  span.replaceChildren(source, rendered);
  span.setAttribute(MATH_STATE_ATTRIBUTE, 'rendered');
  if (belowViewport) {
    // Its reserved height (reserveMathSpace) goes too.
    span.style.minHeight = '';
    return;
  }
  if (span.dataset.math === 'display') {
    if (box.height > 0) span.style.minHeight = `${(box.height / fontSize).toFixed(3)}em`;
  } else if (box.width > 0) {
    span.style.minWidth = `${(box.width / fontSize).toFixed(3)}em`;
  }
}

/** One renderMath() call's part in the page's drawing queue. */
interface Drawing {
  root: ParentNode & Node;
  renderer: MathRenderer;
  /** Spans tried in this pass (drawn, or failed: a failed one waits for the next try). */
  tried: Set<HTMLElement>;
  failures: number;
  gone(): boolean;
  /** Ends the pass: true when every formula was drawn, 'stopped' when the content went. */
  end(outcome: boolean | 'stopped'): void;
}

/**
 * Every statement section on the page (each a renderMath() call) shares one queue, so "visible
 * first" holds across sections and only one formula is drawn per task page-wide.
 */
const drawings = new Set<Drawing>();
let draining = false;

function candidatesOf(drawing: Drawing): HTMLElement[] {
  return [...drawing.root.querySelectorAll<HTMLElement>(PENDING)].filter((span) => !drawing.tried.has(span));
}

async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    while (drawings.size > 0) {
      // Every formula starts a task of its own: input and painting run in between.
      await yieldToPage();
      const owners = new Map<HTMLElement, Drawing>();
      for (const drawing of [...drawings]) {
        if (drawing.gone()) {
          drawings.delete(drawing);
          drawing.end('stopped');
          continue;
        }
        const spans = candidatesOf(drawing);
        if (spans.length === 0) {
          drawings.delete(drawing);
          drawing.end(drawing.failures === 0);
        }
        for (const span of spans) owners.set(span, drawing);
      }
      const span = nextFormula([...owners.keys()]);
      if (!span) continue;
      const drawing = owners.get(span)!;
      drawing.tried.add(span);
      const tex = span.textContent ?? '';
      try {
        const rendered = await drawing.renderer.render(tex, span.dataset.math === 'display');
        // The content may have changed while MathJax worked: draw only what is still that TeX.
        if (!drawing.gone() && span.isConnected && span.getAttribute(MATH_STATE_ATTRIBUTE) !== 'rendered' && span.textContent === tex) {
          place(span, rendered);
        }
      } catch {
        drawing.failures++;
      }
    }
  } finally {
    draining = false;
  }
}

/** Renders the math inside `root`, retrying up to 33 times, 300 ms apart; stop() ends it (unmount, new content). */
export function renderMath(root: ParentNode & Node, options: RenderMathOptions = {}): MathJob {
  const { loader = defaultLoader, retries = MATH_RETRY_LIMIT, delayMs = MATH_RETRY_DELAY_MS } = options;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pending = () => [...root.querySelectorAll<HTMLElement>(PENDING)];
  const gone = () => stopped || !root.isConnected;
  let finish: (outcome: MathOutcome) => void = () => undefined;

  /** Queues the pending formulas for drawing; false when one of them failed. */
  const drawAll = (renderer: MathRenderer): Promise<boolean | 'stopped'> => new Promise((end) => {
    drawings.add({ root, renderer, tried: new Set(), failures: 0, gone, end });
    void drain();
  });

  const done = new Promise<MathOutcome>((resolve) => {
    finish = resolve;
    let retriesMade = 0;
    const attempt = async (): Promise<void> => {
      if (gone()) return resolve('stopped');
      if (pending().length === 0) return resolve(retriesMade === 0 ? 'none' : 'rendered');
      try {
        const renderer = await loader();
        if (gone()) return resolve('stopped');
        adoptCss(root, renderer.css);
        const outcome = await drawAll(renderer);
        if (outcome === 'stopped') return resolve('stopped');
        if (outcome) return resolve('rendered');
      } catch {
        // The chunk did not load: counted like a formula that failed.
      }
      if (gone()) return resolve('stopped');
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
