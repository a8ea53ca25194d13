/** Progress through a roadmap or course, and how its audience is counted. Pure. */

export interface Progress {
  solved: number;
  total: number;
}

/** What progress reads of a module: its problems, solved or not. */
export interface ModuleProblems {
  problems: ReadonlyArray<{ solved: boolean }>;
}

export function moduleProgress(module: ModuleProblems): Progress {
  return { solved: module.problems.filter((p) => p.solved).length, total: module.problems.length };
}

export function roadmapProgress(roadmap: { modules: readonly ModuleProblems[] }): Progress {
  return roadmap.modules.map(moduleProgress).reduce(
    (sum, p) => ({ solved: sum.solved + p.solved, total: sum.total + p.total }),
    { solved: 0, total: 0 },
  );
}

/**
 * A whole number with commas between thousands, as en-US writes it ('1,234,567'). Written out
 * rather than asked of Intl: the home page's cards and /practice's counts are their page's only formatted numbers, and the
 * first Intl use on a page costs Chromium's ICU set-up, 20 to 40 ms of main thread measured
 * (core/intl.ts), inside the render that shows the cards; a fixed locale's grouping is one rule.
 */
export function groupThousands(n: number): string {
  const whole = Math.trunc(n);
  if (!Number.isFinite(whole)) return String(whole);
  const digits = BigInt(Math.abs(whole)).toString();
  return `${whole < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

/** '1,234 learners'; null when the server gave no count. */
export function learnersLabel(learners: number | null): string | null {
  if (learners === null) return null;
  const n = Math.floor(learners);
  return `${groupThousands(n)} ${n === 1 ? 'learner' : 'learners'}`;
}
