/**
 * Markdown with math (a statement section, a sample's explanation): converted and sanitised by
 * core/markdown.ts, shown through SafeHtml, then the math is drawn by core/math.ts (MathJax
 * loaded on first use, retried up to 33 times, 300 ms apart). New text restarts the math; unmounting stops it.
 */
import { useEffect, useMemo, useRef } from 'react';
import { markdownToHtml } from '../../core/markdown';
import { renderMath } from '../../core/math';
import { SafeHtml } from '../../ui/SafeHtml';

interface MarkdownViewProps {
  source: string;
  className?: string;
}

export function MarkdownView({ source, className }: MarkdownViewProps) {
  const html = useMemo(() => markdownToHtml(source, 'statement'), [source]);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target) return undefined;
    const job = renderMath(target);
    return () => job.stop();
  }, [html]);

  return (
    <div ref={box} className={className ? `markdown ${className}` : 'markdown'}>
      <SafeHtml markup={html} kind="statement" />
    </div>
  );
}
