import { createElement, useMemo } from 'react';
import { sanitize, type MarkupKind } from '../core/sanitize';

interface SafeHtmlProps {
  markup: string;
  kind: MarkupKind;
  as?: 'div' | 'span' | 'section' | 'p';
  className?: string;
  id?: string;
}

/** Untrusted markup, sanitised by its kind's profile. The only place that sets innerHTML. */
export function SafeHtml({ markup, kind, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const html = useMemo(() => sanitize(markup, kind), [markup, kind]);
  return createElement(Tag, { className, id, dangerouslySetInnerHTML: { __html: html } });
}
