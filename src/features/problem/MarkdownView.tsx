/**
 * Markdown with math (a statement section, a sample's explanation): rendered as CommonMark with
 * tables by core/statement-markdown.ts (loaded on first use), shown through SafeHtml, then the
 * math is drawn by core/math.ts (MathJax loaded on first use, retried up to 33 times, 300 ms apart;
 * one formula per task, visible ones first; display formulas' room reserved before paint). New text
 * restarts the math; unmounting stops it. Until the parser has loaded the section shows its
 * source text as it is (readable, never misformatted); if the parser cannot load, it stays so.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { renderMath, reserveMathSpace } from '../../core/math';
import { SafeHtml } from '../../ui/SafeHtml';
import { loadStatementRenderer, renderWith, statementRenderer } from './statement-renderer';

interface MarkdownViewProps {
  source: string;
  className?: string;
}

export function MarkdownView({ source, className }: MarkdownViewProps) {
  const [render, setRender] = useState(() => statementRenderer());
  const html = useMemo(() => (render ? renderWith(render, source) : null), [render, source]);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (render) return undefined;
    let active = true;
    loadStatementRenderer().then((loaded) => active && setRender(() => loaded), () => undefined);
    return () => {
      active = false;
    };
  }, [render]);

  // Before the first paint of the new content (SafeHtml has filled it in its own layout effect):
  // display formulas get their room now, not when MathJax arrives.
  useLayoutEffect(() => {
    if (box.current && html !== null) reserveMathSpace(box.current);
  }, [html]);

  useEffect(() => {
    const target = box.current;
    if (!target || html === null) return undefined;
    const job = renderMath(target);
    return () => job.stop();
  }, [html]);

  return (
    <div ref={box} className={className ? `markdown ${className}` : 'markdown'} aria-busy={html === null || undefined}>
      {html === null ? <p className="source">{source}</p> : <SafeHtml markup={html} kind="statement" />}
    </div>
  );
}
