/**
 * The statement renderer's own markdown-it rules (core/statement-markdown.ts), so that
 * markdown-it alone decides what is code, a link, a reference or text:
 * - math: `$…$` and `\(…\)` inline, `$$…$$` and `\[…\]` display, inline or as a block of their own
 *   lines. Inside math nothing is Markdown (`$S_{even}$` is never emphasis), and a `|` inside
 *   math never splits a table cell. A `$` follows Pandoc's rule so prices stay text ("$5 and $6"
 *   has no math): the opening one is followed by a non-space, the closing one follows a non-space
 *   and is not followed by a digit; a backtick ends the search (code is never inside math), and
 *   a `$` in code is a dollar because the code span rule has taken it first. Math becomes
 *   `<span class="math" data-math="inline|display">TeX</span>`; core/math.ts draws it later.
 * - mentions: `@name` starting a word becomes a link to /users/{name} (class `mention`), never
 *   inside another link, an address (a@b.c, a+@b.c) or a path (/@x).
 * - table cells: alignment as the `align` attribute (a style attribute breaks a strict CSP).
 * markdown-it's own autolink rule (`<https://…>`, `<a@b.c>`) is CommonMark's; linkify stays off.
 */
import type { MarkdownIt, StateBlock, StateInline, Token } from 'markdown-it';

interface MathSpan {
  /** Index just after the closing delimiter. */
  end: number;
  tex: string;
  display: boolean;
}

const MENTION = /^[A-Za-z][A-Za-z0-9_]{0,39}/;
/** A mention starts a word: not inside an address (a@b.c, a+tag@b.c), a path (/@x) or another mention. */
const MENTION_BLOCKED_AFTER = /[A-Za-z0-9_./@:\-&+]/;

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);

/** TeX worth drawing: something besides spaces and line breaks (`\[\\\]` is escaped text). */
const hasTex = (tex: string) => /[^\s\\]/.test(tex);

/** Index of `closer` (a `\)` or `\]`, or `$$`) after `from`, skipping TeX's `\x` pairs; -1 if none before `max`. */
function closerAt(src: string, from: number, max: number, closer: string): number {
  for (let j = from; j < max; j++) {
    if (src.startsWith(closer, j) && j + closer.length <= max) return j;
    if (src[j] === '\\') j++;
  }
  return -1;
}

/** The end of a single-dollar formula opened at `start` (Pandoc's rule above), or -1. */
function dollarEnd(src: string, start: number, max: number): number {
  if (isSpace(src[start + 1])) return -1;
  for (let j = start + 1; j < max; j++) {
    const ch = src[j];
    if (ch === '\\') j++;
    else if (ch === '`' || (ch === '\n' && src[j + 1] === '\n')) return -1;
    else if (ch === '$') return j === start + 1 || isSpace(src[j - 1]) || /\d/.test(src[j + 1] ?? '') ? -1 : j;
  }
  return -1;
}

/** The formula that opens at `pos`, or null. */
function mathAt(src: string, pos: number, max: number): MathSpan | null {
  const two = src.slice(pos, pos + 2);
  let open = 2;
  let close = -1;
  if (two === '\\(' || two === '\\[') close = closerAt(src, pos + 2, max, two === '\\(' ? '\\)' : '\\]');
  else if (two === '$$') close = closerAt(src, pos + 2, max, '$$');
  else if (src[pos] === '$') {
    open = 1;
    close = dollarEnd(src, pos, max);
  }
  if (close === -1) return null;
  const tex = src.slice(pos + open, close);
  if (!hasTex(tex)) return null;
  return { end: close + open, tex: tex.trim(), display: open === 2 && two !== '\\(' };
}

function mathInline(state: StateInline, silent: boolean): boolean {
  const math = mathAt(state.src, state.pos, state.posMax);
  if (!math) return false;
  if (!silent) pushMath(state, math, 'math_inline');
  state.pos = math.end;
  return true;
}

function pushMath(state: StateInline | StateBlock, math: Omit<MathSpan, 'end'>, type: string): Token {
  const token = state.push(type, 'span', 0);
  token.content = math.tex;
  token.meta = { display: math.display };
  return token;
}

const BLOCK_DELIMITERS: ReadonlyArray<readonly [string, string]> = [['$$', '$$'], ['\\[', '\\]']];

/**
 * Display math on lines of its own (`$$` or `\[` opening a line, the closer ending a later one or
 * the same one): taken whole like a fence, so its lines are never lists, tables or paragraphs.
 * Without a closer the lines are left to the other rules (text, or inline math).
 */
function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const start = state.bMarks[startLine] + state.tShift[startLine];
  const delimiters = BLOCK_DELIMITERS.find(([open]) => state.src.startsWith(open, start));
  if (!delimiters) return false;
  const [open, closer] = delimiters;
  const lines: string[] = [];
  let text = state.src.slice(start + open.length, state.eMarks[startLine]);
  for (let line = startLine; line < endLine; line++) {
    if (line > startLine) {
      if (!state.isEmpty(line) && state.sCount[line] < state.blkIndent) return false;
      text = state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);
    }
    const close = closerAt(text, 0, text.length, closer);
    if (close === -1) {
      lines.push(text);
      continue;
    }
    if (text.slice(close + closer.length).trim() !== '') return false;
    lines.push(text.slice(0, close));
    const tex = lines.join('\n');
    if (!hasTex(tex)) return false;
    if (silent) return true;
    const token = pushMath(state, { tex: tex.trim(), display: true }, 'math_block');
    token.map = [startLine, line + 1];
    state.line = line + 1;
    return true;
  }
  return false;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const mathMarkup = (tex: string, display: boolean) => `<span class="math" data-math="${display ? 'display' : 'inline'}">${escapeHtml(tex)}</span>`;

function mention(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (src[pos] !== '@' || state.linkLevel > 0 || (pos > 0 && MENTION_BLOCKED_AFTER.test(src[pos - 1]))) return false;
  const name = MENTION.exec(src.slice(pos + 1, state.posMax))?.[0];
  if (!name) return false;
  if (!silent) {
    const open = state.push('link_open', 'a', 1);
    open.attrs = [['class', 'mention'], ['href', `/users/${encodeURIComponent(name)}`]];
    state.push('text', '', 0).content = `@${name}`;
    state.push('link_close', 'a', -1);
  }
  state.pos += name.length + 1;
  return true;
}

/** `|` inside a formula of one table line, written as NUL (markdown-it has replaced every NUL of the source). */
function maskMathPipes(line: string): string {
  let out = '';
  for (let i = 0; i < line.length;) {
    const ch = line[i];
    if (ch === '`') {
      const run = /^`+/.exec(line.slice(i))![0];
      const close = line.indexOf(run, i + run.length);
      const stop = close === -1 ? i + run.length : close + run.length;
      out += line.slice(i, stop);
      i = stop;
      continue;
    }
    const math = ch === '$' || ch === '\\' ? mathAt(line, i, line.length) : null;
    const stop = math ? math.end : i + (ch === '\\' ? 2 : 1);
    out += math ? line.slice(i, stop).replace(/\|/g, '\0') : line.slice(i, stop);
    i = stop;
  }
  return out;
}

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

/**
 * markdown-it's table rule, run on the source with the pipes inside math hidden (same length, so
 * every offset holds) up to the next blank line; the cells' text gets them back.
 */
function mathSafeTable(table: BlockRule): BlockRule {
  return (state, startLine, endLine, silent) => {
    const { src } = state;
    let last = startLine;
    while (last + 1 < endLine && !state.isEmpty(last + 1)) last++;
    const from = state.bMarks[startLine];
    const to = state.eMarks[last];
    const region = src.slice(from, to);
    const masked = /[$\\]/.test(region) ? region.split('\n').map(maskMathPipes).join('\n') : region;
    if (masked === region) return table(state, startLine, endLine, silent);
    const first = state.tokens.length;
    state.src = src.slice(0, from) + masked + src.slice(to);
    try {
      return table(state, startLine, endLine, silent);
    } finally {
      state.src = src;
      for (const token of state.tokens.slice(first)) if (token.type === 'inline') token.content = token.content.replace(/\0/g, '|');
    }
  };
}

/** Installs the rules above on a markdown-it instance. */
export function statementRules(md: MarkdownIt): void {
  md.inline.ruler.before('escape', 'math_inline', mathInline);
  md.inline.ruler.after('math_inline', 'mention', mention);
  md.block.ruler.before('fence', 'math_block', mathBlock, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  const table = md.block.ruler.__rules__.find((rule) => rule.name === 'table')!;
  md.block.ruler.at('table', mathSafeTable(table.fn), { alt: table.alt });
  md.renderer.rules.math_inline = (tokens, idx) => mathMarkup(tokens[idx].content, (tokens[idx].meta as { display: boolean }).display);
  md.renderer.rules.math_block = (tokens, idx) => `<p>${mathMarkup(tokens[idx].content, true)}</p>\n`;
  for (const type of ['th_open', 'td_open']) {
    md.renderer.rules[type] = (tokens, idx, options, _env, self) => {
      const token = tokens[idx];
      const align = String(token.attrGet('style') ?? '').replace(/^text-align:/, '');
      if (align) token.attrs = [['align', align]];
      return self.renderToken(tokens, idx, options);
    };
  }
}
