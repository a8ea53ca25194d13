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

/** '1,234 learners'; null when the server gave no count. */
export function learnersLabel(learners: number | null): string | null {
  if (learners === null) return null;
  const n = Math.floor(learners);
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'learner' : 'learners'}`;
}
