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

/** A statement section (Markdown with math) as sanitised HTML with math placeholders. */
export function statementToHtml(markdown: string): string {
  if (!markdown) return '';
  return sanitize(parser.render(markdown), 'statement');
}
