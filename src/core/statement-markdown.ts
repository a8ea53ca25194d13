/**
 * Problem statements as CommonMark with GitHub tables (markdown-it): what the CommonMark spec
 * says (test/core/commonmark-spec.test.ts runs its examples), as the statement's author saw it
 * on the live site. Math and @mentions are markdown-it rules of their own (core/statement-rules.ts),
 * so markdown-it alone decides what is code, a link or text. The result is sanitised last with
 * the statement profile. markdown-it is large, so this module is its own chunk: MarkdownView
 * imports it on first use (loadStatementRenderer); comments keep snarkdown (core/markdown.ts).
 */
import MarkdownIt from 'markdown-it';
import { sanitize } from './sanitize';
import { statementRules } from './statement-rules';

// The default preset is CommonMark plus GitHub tables and strikethrough. Raw HTML is parsed
// (live statements end with an <aside> note) and then sanitised; links are not auto-detected.
const parser = new MarkdownIt('default', { html: true, linkify: false, typographer: false, breaks: false });
statementRules(parser);

/** markdown-it's HTML of sources parsed ahead, until statementToHtml takes it. */
const parsedAhead = new Map<string, string>();
const PARSED_AHEAD_LIMIT = 16;

/**
 * markdown-it's half of statementToHtml, done ahead: a view that prepares its statement one
 * piece per task (features/problem/prepare.ts) parses in one task and sanitises in the next,
 * instead of one task for both (a long section was one 30-60 ms task unthrottled).
 */
function parseAhead(markdown: string): void {
  if (!markdown || parsedAhead.has(markdown)) return;
  if (parsedAhead.size >= PARSED_AHEAD_LIMIT) parsedAhead.clear();
  parsedAhead.set(markdown, parser.render(markdown));
}

/**
 * Small pieces of Markdown that between them take every path of the parser a statement takes:
 * parsed once each, in a task each, before the first section (warmUp). A parser's first parse
 * compiles the parser's code as it goes: a statement's first section was one 15-60 ms task
 * unthrottled, and after these its parse is a few ms.
 */
const WARM_UP_SOURCES = [
  'Chef has coins.',
  'Given *a* and **b**, print `x` ([see](/learn)).',
  'With $A_i \\le 10^9$, \\(x\\), @chef &amp; <b>c</b>.',
  '- one\n- two\n\n1. three\n2. four\n\n> a note',
  '| a | b |\n|:--|--:|\n| 1 | 2 |',
  '### Input\n\n```\n1 2\n```\n\n$$\nx^2\n$$\n\n<aside>note</aside>',
];
let warmedUp = false;
const warmUp: readonly (() => void)[] = WARM_UP_SOURCES.map((source, index) => () => {
  if (warmedUp) return;
  parser.render(source);
  if (index === WARM_UP_SOURCES.length - 1) warmedUp = true;
});

/** A statement section (Markdown with math) as sanitised HTML with math placeholders. */
function toHtml(markdown: string): string {
  if (!markdown) return '';
  const parsed = parsedAhead.get(markdown) ?? parser.render(markdown);
  parsedAhead.delete(markdown);
  return sanitize(parsed, 'statement');
}

export const statementToHtml: ((markdown: string) => string) & {
  parseAhead: (markdown: string) => void;
  warmUp: readonly (() => void)[];
} = Object.assign(toHtml, { parseAhead, warmUp });
