/**
 * The problem's editorial (its solution: the answer's text editorial, Markdown with math or
 * server markup), shown instead of the statement when the page is opened with ?tab=solution
 * (cc-problem tab="solution"). Without one, it says so and links the external editorial when
 * there is one. The tabs switch between the statement and the editorial.
 */
import type { Problem } from '../../api/problems';
import { SafeHtml } from '../../ui/SafeHtml';
import { MarkdownView } from './MarkdownView';

export const NO_EDITORIAL_TEXT = 'This problem has no editorial yet.';

/** The statement's and the editorial's addresses: the page's own path, with or without ?tab=solution. */
function tabPaths(pagePath: string): { statement: string; solution: string } {
  const [path, query = ''] = pagePath.split('#', 1)[0].split('?');
  const params = new URLSearchParams(query);
  params.delete('tab');
  const rest = params.toString();
  params.set('tab', 'solution');
  return { statement: rest ? `${path}?${rest}` : path, solution: `${path}?${params.toString()}` };
}

export function ProblemTabs({ solution, pagePath }: { solution: boolean; pagePath: string }) {
  const paths = tabPaths(pagePath);
  return (
    <nav className="tabs" part="tabs" aria-label="Problem">
      <a href={paths.statement} aria-current={solution ? undefined : 'page'}>Problem</a>
      <a href={paths.solution} aria-current={solution ? 'page' : undefined}>Editorial</a>
    </nav>
  );
}

export function ProblemEditorial({ problem }: { problem: Problem }) {
  const { editorial } = problem;
  return (
    <section className="sections editorial" part="editorial-text" aria-labelledby="problem-editorial-title">
      <h2 id="problem-editorial-title">Editorial</h2>
      {editorial === null ? (
        <p>
          {NO_EDITORIAL_TEXT}
          {problem.editorialUrl && <> <a href={problem.editorialUrl} rel="noopener noreferrer">Read the discussion</a>.</>}
        </p>
      ) : (
        <>
          {editorial.editorialist && <p className="muted">By {editorial.editorialist}</p>}
          {editorial.markdown ? <MarkdownView source={editorial.body} /> : <SafeHtml markup={editorial.body} kind="statement" />}
        </>
      )}
    </section>
  );
}
