/**
 * Markdown (problem statements, comments) to sanitised HTML. Statements are Markdown with
 * LaTeX: `$S_{even}$`, `$$…$$`, `\(…\)`, `\[…\]`. Snarkdown would read the underscores and
 * backslashes inside math as emphasis and escapes, so math is lifted out first (code spans and
 * fences are left alone: a `$` in code is a dollar), the Markdown pass runs on what is left, and
 * the math comes back as `<span class="math" data-math="inline|display">TeX</span>` — the TeX
 * stays readable text until the math renderer (core/math.ts) replaces it. `@name` becomes a
 * link to /users/{name}. Two gaps of snarkdown are closed here too: it turns every `[text]` whose
 * reference is not defined into href="undefined" (and does not know `[text][ref]`), and it drops
 * `<https://…>` autolinks. Brackets are therefore resolved before it runs (links.ts): a defined
 * reference becomes an inline link, anything else stays text. Sanitising is the LAST step, so
 * nothing added here is trusted either; it also drops javascript: and other unsafe links.
 */
import snarkdown from 'snarkdown';
import { keyedBatch, sanitize, sanitizedFragment, sanitizedFragments, type MarkupKind } from './sanitize';
import { autolinkAt, bracketAt, referenceDefinitions, type LinkDefinitions } from './markdown-links';

export type MarkdownKind = Extract<MarkupKind, 'statement' | 'comment'>;

/** The class and attribute core/math.ts looks for. */
const MATH_CLASS = 'math';
const MATH_MODE_ATTRIBUTE = 'data-math';

export type Lifted =
  | { kind: 'math'; display: boolean; tex: string; source: string }
  | { kind: 'mention'; name: string; source: string }
  | { kind: 'autolink'; href: string; source: string };

// Placeholders use control characters no statement contains (they are stripped from the input
// first, so a statement cannot forge one) and no Markdown rule reacts to.
const OPEN = '\u0002';
const CLOSE = '\u0003';
const PLACEHOLDER = /\u0002(\d+)\u0003/g;

const MENTION = /^[A-Za-z][A-Za-z0-9_]{0,39}/;
/** A mention starts a word: not inside an address (a@b.c), a path (/@x) or another mention. */
const MENTION_BLOCKED_AFTER = /[A-Za-z0-9_./@:\-&]/;

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);

/** Index of the closing ``` line of a fence opened at `start`, or -1. */
function fenceEnd(text: string, start: number): number {
  const close = text.indexOf('\n```', start + 3);
  if (close === -1) return -1;
  const lineEnd = text.indexOf('\n', close + 4);
  return lineEnd === -1 ? text.length : lineEnd;
}

/**
 * Where an inline `$…$` opened at `start` closes, or -1. Pandoc's rule keeps prices apart from
 * math: the opening `$` is followed by a non-space, the closing one follows a non-space and is
 * not followed by a digit ("costs $5 and $10" has no math). Inline math never spans a blank line
 * nor reaches into code.
 */
function inlineDollarEnd(text: string, start: number): number {
  if (isSpace(text[start + 1])) return -1;
  for (let j = start + 1; j < text.length; j++) {
    const ch = text[j];
    if (ch === '\\') {
      j++;
      continue;
    }
    // A blank line ends the paragraph; a backtick starts code, which is never inside math.
    if ((ch === '\n' && text[j + 1] === '\n') || ch === '`') return -1;
    if (ch === '$') {
      if (j === start + 1 || isSpace(text[j - 1]) || /\d/.test(text[j + 1] ?? '')) return -1;
      return j;
    }
  }
  return -1;
}

/**
 * Replaces math, mentions and autolinks by placeholders and resolves brackets (see links.ts);
 * code spans and fences pass untouched.
 */
function lift(markdown: string): { text: string; lifted: Lifted[] } {
  const { text: source, definitions } = referenceDefinitions(markdown.replace(/[\u0002\u0003]/g, ''));
  return liftFrom(source, definitions);
}

function liftFrom(source: string, definitions: LinkDefinitions): { text: string; lifted: Lifted[] } {
  const lifted: Lifted[] = [];
  /** Text to write instead of the character at an index (a bracket resolved earlier). */
  const rewrites = new Map<number, { text: string; skipTo: number }>();
  let out = '';
  const hold = (item: Lifted) => {
    out += `${OPEN}${lifted.length}${CLOSE}`;
    lifted.push(item);
  };
  const math = (display: boolean, tex: string, raw: string) => hold({ kind: 'math', display, tex: tex.trim(), source: raw });

  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    const atLineStart = i === 0 || source[i - 1] === '\n';
    const rewrite = rewrites.get(i);
    if (rewrite) {
      out += rewrite.text;
      i = rewrite.skipTo;
      continue;
    }

    if (atLineStart && source.startsWith('```', i)) {
      const end = fenceEnd(source, i);
      const stop = end === -1 ? source.length : end;
      out += source.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === '`') {
      const run = /^`+/.exec(source.slice(i))![0];
      const close = source.indexOf(run, i + run.length);
      const stop = close === -1 ? i + run.length : close + run.length;
      out += source.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === '\\') {
      const next = source[i + 1];
      if (next === '$') {
        // An escaped dollar is a dollar sign; as an entity no later step reads it as math.
        out += '&#36;';
        i += 2;
        continue;
      }
      if (next === '(' || next === '[') {
        const closer = next === '(' ? '\\)' : '\\]';
        const close = source.indexOf(closer, i + 2);
        if (close !== -1) {
          math(next === '[', source.slice(i + 2, close), source.slice(i, close + 2));
          i = close + 2;
          continue;
        }
      }
      out += source.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (ch === '$') {
      if (source[i + 1] === '$') {
        const close = source.indexOf('$$', i + 2);
        if (close !== -1 && source.slice(i + 2, close).trim() !== '') {
          math(true, source.slice(i + 2, close), source.slice(i, close + 2));
          i = close + 2;
          continue;
        }
        out += '$$';
        i += 2;
        continue;
      }
      const close = inlineDollarEnd(source, i);
      if (close !== -1) {
        math(false, source.slice(i + 1, close), source.slice(i, close + 1));
        i = close + 1;
        continue;
      }
    }
    if (ch === '[' || ch === ']') {
      const bracket = bracketAt(source, i, definitions);
      out += bracket.text;
      for (const [index, change] of bracket.rewrites) rewrites.set(index, change);
      i = bracket.next;
      continue;
    }
    if (ch === '<') {
      const autolink = autolinkAt(source, i);
      if (autolink) {
        hold({ kind: 'autolink', href: autolink.href, source: autolink.source });
        i += autolink.source.length;
        continue;
      }
    }
    if (ch === '@' && (i === 0 || !MENTION_BLOCKED_AFTER.test(source[i - 1]))) {
      const name = MENTION.exec(source.slice(i + 1))?.[0];
      if (name) {
        hold({ kind: 'mention', name, source: `@${name}` });
        i += name.length + 1;
        continue;
      }
    }
    out += ch;
    i++;
  }
  return { text: out, lifted };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function markupOf(item: Lifted): string {
  if (item.kind === 'mention') {
    return `<a class="mention" href="/users/${encodeURIComponent(item.name)}">@${escapeHtml(item.name)}</a>`;
  }
  if (item.kind === 'autolink') return `<a href="${escapeHtml(item.href)}">${escapeHtml(item.href.replace(/^mailto:/i, ''))}</a>`;
  const mode = item.display ? 'display' : 'inline';
  return `<span class="${MATH_CLASS}" ${MATH_MODE_ATTRIBUTE}="${mode}">${escapeHtml(item.tex)}</span>`;
}

/**
 * Puts the lifted pieces back. Inside a tag (a placeholder that ended up in a link's address or
 * an attribute) the original text returns, escaped; in text, the math or mention markup.
 */
function restore(html: string, lifted: Lifted[]): string {
  const itemAt = (index: string) => lifted[Number(index)];
  return html
    .split(/(<\/?[A-Za-z][^<>]*>|<!--[\s\S]*?-->)/)
    .map((segment, index) => {
      const insideTag = index % 2 === 1;
      return segment.replace(PLACEHOLDER, (_match, n: string) => {
        const item = itemAt(n);
        if (!item) return '';
        return insideTag ? escapeHtml(item.source) : markupOf(item);
      });
    })
    .join('');
}

/** Markdown with math to HTML, before sanitising. */
function unsanitisedHtml(markdown: string): string {
  const { text, lifted } = lift(markdown.replace(/\r\n?/g, '\n'));
  return restore(snarkdown(text), lifted);
}

/** Markdown with math to sanitised HTML for the given profile (statement by default). */
export function markdownToHtml(markdown: string, kind: MarkdownKind = 'statement'): string {
  if (!markdown) return '';
  return sanitize(unsanitisedHtml(markdown), kind);
}

/**
 * Markdown to a sanitised fragment ready to insert, sanitised once (through the Trusted Types
 * policy where the page enforces it): what SafeHtml shows for `format="markdown"`.
 */
export function markdownFragment(markdown: string, kind: MarkdownKind): DocumentFragment {
  const ready = prepared.get(kind)?.get(markdown)?.shift();
  return ready ?? sanitizedFragment(markdown ? unsanitisedHtml(markdown) : '', kind);
}

/**
 * Fragments of Markdown converted and sanitised ahead (prepareMarkdown), each handed out once
 * by markdownFragment: per kind, per source, one per time the source was prepared.
 */
const prepared = new Map<MarkdownKind, Map<string, DocumentFragment[]>>();

/**
 * Converts and sanitises many pieces of Markdown now, in one pass of the sanitiser
 * (sanitizedFragments), so that their SafeHtml boxes fill without work of their own: a thread
 * prepares its comments when its answer arrives, before it renders them. Only the kind's last
 * batch is kept.
 */
export function prepareMarkdown(sources: readonly string[], kind: MarkdownKind): void {
  const pieces = sources.filter((source) => source !== '');
  prepared.set(kind, keyedBatch(pieces, sanitizedFragments(pieces.map(unsanitisedHtml), kind)));
}

/** The pieces of math a Markdown text holds (TeX, in order); for tests. */
export function mathIn(markdown: string): string[] {
  return lift(markdown).lifted.flatMap((item) => (item.kind === 'math' ? [item.tex] : []));
}
