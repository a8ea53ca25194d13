import { createElement, useMemo } from 'react';
import { rebaseHeadings, sanitize, type MarkupKind } from '../core/sanitize';

interface SafeHtmlProps {
  markup: string;
  kind: MarkupKind;
  as?: 'div' | 'span' | 'section' | 'p';
  className?: string;
  id?: string;
  /** The level the markup's highest heading becomes (keeps the page outline); as sent when absent. */
  headingLevel?: number;
}

/** Untrusted markup, sanitised by its kind's profile. The only place that sets innerHTML. */
export function SafeHtml({ markup, kind, as: Tag = 'div', className, id, headingLevel }: SafeHtmlProps) {
  const html = useMemo(() => {
    const clean = sanitize(markup, kind);
    return headingLevel === undefined ? clean : rebaseHeadings(clean, headingLevel);
  }, [markup, kind, headingLevel]);
  return createElement(Tag, { className, id, dangerouslySetInnerHTML: { __html: html } });
}
