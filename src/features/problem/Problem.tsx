/**
 * The problem page (Problem page): checks the code (all upper case, else the spec's
 * error without a request), loads the problem of its contest (PRACTICE by default), and shows
 * the header, the text with samples, and the side panel. A refused problem shows the server's
 * message as an attention notice; a failed load offers Reload. A directly
 * submittable problem says so and goes to its submit page after 3 s. The page tells
 * the app its title and description with cc-page-meta.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { ProblemRefusal, type Problem } from '../../api/problems';
import { useHostEvent } from '../../ui/host';
import { warnOnce } from '../../core/warn';
import type { MarkupTools } from '../../core/markup-loader';
import { markupTools } from '../../core/markup-loader';
import { useLazyModule } from '../../ui/useLazyModule';
import { LazyShareButtons } from '../../ui/LazyShareButtons';
import { nav } from '../../core/nav';
import { PROBLEM_CODE_ERROR, isPractice } from '../../domain/codes';
import { LOCKED_PROBLEM_TEXT, shownSolved } from '../../domain/problem-status';
import { contestStateAtom } from '../../state/contest';
import { loadProblemAtom, problemStateAtom } from '../../state/problem';
import { useSession } from '../../state/session';
import { useLoadForUser } from '../../ui/useLoadForUser';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { StatusIcon } from '../../ui/icons';
import { Loader } from '../../ui/Loader';
import { useProctoring } from '../../ui/useProctoring';
import { ProctoringFailure } from '../../ui/ProctoringFailure';
import { DEFAULT_ICON_SIZE } from '../../domain/todo';
import { TodoWidget } from '../../ui/TodoWidget';
import { ProblemComments } from './ProblemComments';
import { ProblemDetails } from './ProblemDetails';
import { ProblemSections } from './ProblemSections';
import { ProblemEditorial, ProblemTabs } from './ProblemEditorial';
import { useCurrentPath } from '../../ui/useCurrentPath';
import { SuccessfulSubmissions } from './SuccessfulSubmissions';
import { statementParser, type Render } from './statement-renderer';
import { descriptionOf, prepareProblemView } from './prepare';
import {
  LOAD_ERROR_TEXT, LOADING_TEXT, MISSING_CODE_TEXT, REDIRECT_DELAY_MS, REDIRECTING_TEXT,
  checkProblemCode, contestOf, directSubmitTarget, linkContest, paths,
} from './logic';
import type { ElementProps, ElementEventDetails } from '../../core/declare';
import { declaration } from '../../declarations/cc-problem.decl';
import { enumeratedAttributes } from './attributes';

/** The element's props, as its declaration (cc-problem.decl.ts) says. */
export type ProblemPageProps = ElementProps<typeof declaration>;

export function ProblemPage({ code: rawCode, contest: rawContest, tab: rawTab }: ProblemPageProps) {
  const tab = enumeratedAttributes.tab(rawTab);
  const { contest, valid } = contestOf(rawContest);
  if (!valid) {
    warnOnce(`<cc-problem>: attribute "contest" expects a contest code; got ${JSON.stringify(rawContest)}. Using "PRACTICE".`);
  }
  const check = checkProblemCode(rawCode);
  if (check.kind === 'missing') {
    warnOnce('<cc-problem>: the code attribute is missing.');
    return <p className="notice" role="alert" part="error">{MISSING_CODE_TEXT}</p>;
  }
  if (check.kind === 'bad') return <Refused code={check.code} message={PROBLEM_CODE_ERROR} />;
  return <LoadedProblem contest={contest} code={check.code} solution={tab === 'solution'} />;
}

function usePageMeta(detail: ElementEventDetails<typeof declaration>['cc-page-meta'] | null) {
  const emit = useHostEvent(declaration);
  const title = detail?.title;
  const description = detail?.description ?? null;
  useEffect(() => {
    if (title !== undefined) emit('cc-page-meta', { title, description });
  }, [emit, title, description]);
}

/** The server's (or the route rule's) message as an attention notice. */
function Refused({ code, message }: { code: string; message: string }) {
  usePageMeta({ title: `Problem ${code}`, description: null });
  return (
    <div className="attention" role="alert" part="attention">
      <StatusIcon type="attention" className="icon" />
      <p>{message}</p>
      <p><a href="/practice">Browse practice problems</a></p>
    </div>
  );
}

function LoadedProblem({ contest, code, solution }: { contest: string; code: string; solution: boolean }) {
  const state = useAtomValue(problemStateAtom({ contest, code }));
  const load = useSetAtom(loadProblemAtom);
  const { user } = useSession();
  const username = user?.username ?? '';

  // Load on first show, beside the session calls (not after them), and again for another user
  // (solved mark, todo, manage link are theirs).
  useLoadForUser(() => void load({ contest, code }), `${contest}/${code}`);

  const problem = state.state === 'hasData' ? state.data : state.state === 'hasError' ? state.previous : undefined;
  // A problem in the contest's locked set is hidden, whatever a cached answer holds.
  const contestState = useAtomValue(contestStateAtom(contest));
  const locked = contestState.state === 'hasData' && contestState.data.stats.locked.includes(code);
  const proctoringFailed = useProctoring(contest, Boolean(problem?.proctored && problem.userVerifiedForProctoring));
  // The statement and notes are server markup: the sanitiser, the Markdown renderer and the
  // statement parser load beside the problem request, and the page stays in its loading state
  // until all are here, so a statement is never shown as its source first and then moved by
  // its formatting. A part that failed to load does not hold the page (the statement then
  // shows its source text, and MarkdownView tries the parser again).
  const markup = useLazyModule(markupTools);
  const parser = useLazyModule(statementParser());
  const waiting = (part: { module: unknown; failed: boolean }) => !part.module && !part.failed;
  const shown = useFirstShowPrepared(`${contest}/${code}`, problem, !waiting(markup) && !waiting(parser), parser.module, markup.module);
  if (locked) return <Refused code={code} message={LOCKED_PROBLEM_TEXT} />;
  if (!problem || !shown) {
    if (!problem && state.state === 'hasError') {
      if (state.error instanceof ProblemRefusal) return <Refused code={code} message={state.error.message} />;
      return (
        <ErrorPanel part="error" onReload={() => void load({ contest, code, fresh: true })}>
          <p>{LOAD_ERROR_TEXT}</p>
          <p className="detail">{state.error instanceof Error ? state.error.message : ''}</p>
        </ErrorPanel>
      );
    }
    return (
      <div className="loading" part="loading" aria-busy="true">
        <Loader label={LOADING_TEXT} showLabel />
      </div>
    );
  }
  // One source for the solved mark: the contest answer's problemsstats once loaded (see shownSolved).
  const solved = shownSolved(code, problem.solved, contestState.state === 'hasData' ? contestState.data.stats : undefined);
  return (
    <>
      {proctoringFailed !== null && <ProctoringFailure message={proctoringFailed} />}
      <ProblemView problem={problem} solved={solved} pageContest={contest} username={username} solution={solution} />
    </>
  );
}

/**
 * The first time a problem can be shown (its answer, the markup tools and the statement parser
 * are here, or failed): its sections' HTML, their sanitising and the page description are made
 * one piece per task (prepare.ts), then the view is rendered as a transition, which React renders
 * in slices of a few milliseconds. Later answers for the same problem render at once.
 */
function useFirstShowPrepared(
  key: string,
  problem: Problem | undefined,
  toolsSettled: boolean,
  render: Render | null | undefined,
  tools: MarkupTools | null | undefined,
): boolean {
  const [shownKey, setShownKey] = useState<string | null>(null);
  useEffect(() => {
    if (shownKey === key || !problem || !toolsSettled) return undefined;
    let stopped = false;
    void prepareProblemView(problem, render, tools, () => stopped).then(() => {
      if (!stopped) startTransition(() => setShownKey(key));
    });
    return () => {
      stopped = true;
    };
  }, [shownKey, key, problem, toolsSettled, render, tools]);
  return shownKey === key;
}

function ProblemView({ problem, solved, pageContest, username, solution }: { problem: Problem; solved: boolean; pageContest: string; username: string; solution: boolean }) {
  const pagePath = useCurrentPath();
  const description = useMemo(() => descriptionOf(problem.sections.statement) || null, [problem.sections.statement]);
  usePageMeta({ title: problem.name, description });
  const contest = linkContest(problem, pageContest);

  return (
    <article className="problem" part="problem" aria-labelledby="problem-title" data-solved={solved || undefined}>
      <header className="header" part="header">
        <nav aria-label="Breadcrumb" className="breadcrumbs" part="breadcrumbs">
          <ol>
            <li><a href={paths.contest(contest)}>{isPractice(contest) ? 'Practice' : problem.contestName || contest}</a></li>
            <li aria-current="page">{problem.code}</li>
          </ol>
        </nav>
        <h1 id="problem-title" className="title" part="title">{problem.name}</h1>
        <p className="code-line">
          <span>Problem code: <code part="code">{problem.code}</code></span>
          {solved && <span className="solved" part="solved">Solved</span>}
          {/* The todo widget is hidden once the problem is solved. */}
          {!solved && <TodoWidget problem={problem.code} contest={contest} width={DEFAULT_ICON_SIZE} height={DEFAULT_ICON_SIZE} />}
        </p>
        <LazyShareButtons path={nav.path().split('?')[0]} title={problem.name} />
      </header>
      {problem.directSubmittable ? (
        <DirectSubmit target={directSubmitTarget(problem, pageContest)} />
      ) : (
        <>
          <ProblemTabs solution={solution} pagePath={pagePath} />
          <div className="layout">
            {solution ? <ProblemEditorial problem={problem} /> : <ProblemSections problem={problem} />}
            <ProblemDetails problem={problem} pageContest={pageContest} username={username} />
          </div>
          <SuccessfulSubmissions contest={linkContest(problem, pageContest)} code={problem.code} />
        </>
      )}
      {!problem.directSubmittable && <ProblemComments url={paths.comments(problem.code)} />}
    </article>
  );
}

/** 'Redirecting to the Problem page please wait..', then the submit page after 3 s. */
function DirectSubmit({ target }: { target: string }) {
  useEffect(() => {
    const timer = setTimeout(() => nav.assign(target), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target]);
  return (
    <div className="redirecting" part="redirecting">
      <p role="status">{REDIRECTING_TEXT}</p>
      <p><a href={target}>Go to the submit page now</a></p>
    </div>
  );
}
