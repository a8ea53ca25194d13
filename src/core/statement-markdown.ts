/**
 * Problem statements as CommonMark with GitHub tables (markdown-it): double-backtick code spans,
 * nested lists, tables, paragraphs from blank lines, hard breaks from two trailing spaces, as
 * the statement's author saw them on the live site. Math and @mentions are lifted out first and
 * put back after parsing by core/markdown.ts (so `$S_{even}$` is never read as emphasis, and a
 * `|` inside math never splits a table cell); the result is sanitised last with the statement
 * profile. markdown-it is large, so this module is its own chunk: MarkdownView imports it on
 * first use (loadStatementRenderer), and comments keep snarkdown.
 */
import MarkdownIt from 'markdown-it';
import { lift, restore } from './markdown';
import { sanitize } from './sanitize';

// The default preset is CommonMark plus GitHub tables and strikethrough. Raw HTML is parsed
// (live statements end with an <aside> note) and then sanitised; links are not auto-detected.
const parser = new MarkdownIt('default', { html: true, linkify: false, typographer: false, breaks: false });

/** A statement section (Markdown with math) as sanitised HTML with math placeholders. */
export function statementToHtml(markdown: string): string {
  if (!markdown) return '';
  const { text, lifted } = lift(markdown.replace(/\r\n?/g, '\n'));
  return sanitize(restore(parser.render(text), lifted), 'statement');
}
