/**
 * What the problem view's first render would otherwise do inside the one task that shows it,
 * done beforehand one piece per task (core/tasks.ts): each Markdown section parsed by the
 * statement parser, turned into sanitised HTML, that HTML prepared as a fragment, and the page
 * description taken from the statement.
 * In one task these were a 40-60 ms task at load (160-240 ms under Lighthouse's 4x slowdown).
 */
import type { Problem } from '../../api/problems';
import type { MarkupTools } from '../../core/markup-loader';
import { sanitizedFragment } from '../../core/sanitize';
import { runInTasks } from '../../core/tasks';
import { sectionsOf } from './logic';
import { renderWith, renderedWith, statementRenderer, type Render } from './statement-renderer';

/** Every Markdown text the view shows, in the order it shows them. */
export function markdownSourcesOf(problem: Problem): string[] {
  const explanations = problem.sections.samples.map((sample) => sample.explanation).filter((text) => text.trim() !== '');
  return [...sectionsOf(problem).map((section) => section.body), ...explanations];
}

let described: { statement: string; render: Render | null; description: string } | null = null;

/** Text folded to single spaces, cut at `limit` characters on a word boundary. */
export function shortText(text: string, limit: number): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= limit) return folded;
  const cut = folded.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The page description: the statement's first 160 characters of plain text as the statement
 * renderer shows it (math as its TeX), or of its source while the renderer is not loaded (the
 * view shows the source then too). Kept for the last statement.
 */
export function descriptionOf(statement: string): string {
  const render = statementRenderer();
  if (described?.statement !== statement || described.render !== render) {
    const text = render ? (sanitizedFragment(renderWith(render, statement), 'statement').textContent ?? '') : statement;
    described = { statement, render, description: shortText(text, 160) };
  }
  return described.description;
}

/**
 * Resolves once everything is prepared (or `stopped()` turned true); never rejects. Without the
 * parser or the markup tools (they failed to load) the view does without them, and so does this.
 */
export function prepareProblemView(
  problem: Problem,
  render: Render | null | undefined,
  tools: MarkupTools | null | undefined,
  stopped: () => boolean,
): Promise<void> {
  const sectionSteps = render
    ? markdownSourcesOf(problem).flatMap((source) => [
      // Parsing and sanitising a section are a task each where the renderer can split them.
      ...(render.parseAhead && !renderedWith(render, source) ? [() => render.parseAhead?.(source)] : []),
      () => renderWith(render, source),
      ...(tools ? [() => tools.prepareSanitized(renderWith(render, source), 'statement')] : []),
    ])
    : [];
  const warmUp = sectionSteps.length > 0 ? render?.warmUp ?? [] : [];
  const describe = tools ? [() => descriptionOf(problem.sections.statement)] : [];
  return runInTasks([...warmUp, ...sectionSteps, ...describe], stopped);
}
