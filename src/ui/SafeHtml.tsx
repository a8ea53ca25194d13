import { createElement, useLayoutEffect, useRef } from 'react';
import { markupTools, type MarkupTools } from '../core/markup-loader';
import { useShadowStyles } from './host';
import { safeHtmlCss } from './safe-html.styles';
import type { MarkupKind } from '../core/sanitize';

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
export function SafeHtml(props: SafeHtmlProps) {
  useShadowStyles(safeHtmlCss);
  return createElement(ReadyHtml, props);
}

/**
 * SafeHtml without a stylesheet call of its own, for a view that shows many pieces in one commit
 * (a thread's 200 comments and their authors) and adopts safeHtmlCss once (useSafeHtmlStyles):
 * each piece is a box and one layout effect. The box fills in that effect when the sanitiser is
 * here (views wait for it with their data), else once it arrives.
 */
export function ReadyHtml({ markup, kind, format = 'html', as: Tag = 'div', className, id, part, headingLevel }: SafeHtmlProps) {
  const box = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    let current = true;
    const fill = (tools: MarkupTools) => {
      if (!current) return;
      const fragment = format === 'markdown'
        ? tools.markdownFragment(markup, kind === 'statement' ? 'statement' : 'comment')
        : tools.sanitizedFragment(markup, kind);
      box.current?.replaceChildren(headingLevel === undefined ? fragment : tools.rebaseHeadings(fragment, headingLevel));
    };
    if (markupTools.ready) fill(markupTools.ready);
    else markupTools.load().then(fill, () => undefined);
    return () => {
      current = false;
    };
  }, [markup, kind, format, headingLevel]);
  // A block box keeps oversized markup within its column (safe-html.styles.ts).
  const boxClass = Tag === 'span' ? className : className ? `safe-markup ${className}` : 'safe-markup';
  return createElement(Tag, { className: boxClass, id, part, ref: box });
}

/** The styles every ReadyHtml box of a view relies on, adopted once by the view. */
export function useSafeHtmlStyles(): void {
  useShadowStyles(safeHtmlCss);
}
