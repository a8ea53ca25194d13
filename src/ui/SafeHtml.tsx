import { createElement, useMemo } from 'react';
import { markdownToHtml } from '../core/markdown';
import { rebaseHeadings, sanitize, type MarkupKind } from '../core/sanitize';

interface SafeHtmlProps {
  markup: string;
  kind: MarkupKind;
  /** 'markdown': `markup` is Markdown, converted then sanitised once by core/markdown.ts (statement or comment profile). */
  format?: 'html' | 'markdown';
  as?: 'div' | 'span' | 'section' | 'p';
  className?: string;
  id?: string;
  part?: string;
  /** The level the markup's highest heading becomes (keeps the page outline); as sent when absent. */
  headingLevel?: number;
}

/** Untrusted markup, sanitised by its kind's profile. The only place that sets innerHTML. */
export function SafeHtml({ markup, kind, format = 'html', as: Tag = 'div', className, id, part, headingLevel }: SafeHtmlProps) {
  const html = useMemo(() => {
    const clean = format === 'markdown' ? markdownToHtml(markup, kind === 'statement' ? 'statement' : 'comment') : sanitize(markup, kind);
    return headingLevel === undefined ? clean : rebaseHeadings(clean, headingLevel);
  }, [markup, kind, format, headingLevel]);
  return createElement(Tag, { className, id, part, dangerouslySetInnerHTML: { __html: html } });
}
