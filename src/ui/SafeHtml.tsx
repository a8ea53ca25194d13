import { createElement, useLayoutEffect, useRef } from 'react';
import { markupTools } from '../core/markup-loader';
import { useShadowStyles } from './host';
import { safeHtmlCss } from './safe-html.styles';
import type { MarkupKind } from '../core/sanitize';
import { useLazyModule } from './useLazyModule';

interface SafeHtmlProps {
  markup: string;
  kind: MarkupKind;
  /** 'markdown': `markup` is Markdown, converted and sanitised once by core/markdown.ts (statement or comment profile). */
  format?: 'html' | 'markdown';
  as?: 'div' | 'span' | 'section' | 'p';
  className?: string;
  id?: string;
  part?: string;
  /** The level the markup's highest heading becomes (keeps the page outline); as sent when absent. */
  headingLevel?: number;
}

/**
 * Untrusted markup, sanitised by its kind's profile (through the Trusted Types policy where the
 * page enforces it) and put in place before paint. React renders the empty element and never
 * manages its children, so nothing here is an HTML string sink. The sanitiser is loaded lazily
 * (core/markup-loader.ts); views wait for it with their data, so it is normally here already and the
 * markup is in place in the same frame. Where it is not yet, the box fills when it arrives.
 * A block box keeps oversized markup within its column (safe-html.styles.ts).
 */
export function SafeHtml({ markup, kind, format = 'html', as: Tag = 'div', className, id, part, headingLevel }: SafeHtmlProps) {
  useShadowStyles(safeHtmlCss);
  const box = useRef<HTMLElement>(null);
  const tools = useLazyModule(markupTools).module;
  useLayoutEffect(() => {
    if (!tools) return;
    const fragment = format === 'markdown'
      ? tools.markdownFragment(markup, kind === 'statement' ? 'statement' : 'comment')
      : tools.sanitizedFragment(markup, kind);
    box.current?.replaceChildren(headingLevel === undefined ? fragment : tools.rebaseHeadings(fragment, headingLevel));
  }, [tools, markup, kind, format, headingLevel]);
  const block = Tag !== 'span';
  return createElement(Tag, { className: block ? (className ? `safe-markup ${className}` : 'safe-markup') : className, id, part, ref: box });
}
