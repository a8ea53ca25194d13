import { createElement, useLayoutEffect, useRef } from 'react';
import { rebaseHeadings, sanitizedFragment, type MarkupKind } from '../core/sanitize';

interface SafeHtmlProps {
  markup: string;
  kind: MarkupKind;
  as?: 'div' | 'span' | 'section' | 'p';
  className?: string;
  id?: string;
  /** The level the markup's highest heading becomes (keeps the page outline); as sent when absent. */
  headingLevel?: number;
}

/**
 * Untrusted markup, sanitised by its kind's profile (through the Trusted Types policy where the
 * page enforces it) and put in place before paint. React renders the empty element and never
 * manages its children, so nothing here is an HTML string sink.
 */
export function SafeHtml({ markup, kind, as: Tag = 'div', className, id, headingLevel }: SafeHtmlProps) {
  const box = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const fragment = sanitizedFragment(markup, kind);
    box.current?.replaceChildren(headingLevel === undefined ? fragment : rebaseHeadings(fragment, headingLevel));
  }, [markup, kind, headingLevel]);
  return createElement(Tag, { className, id, ref: box });
}
