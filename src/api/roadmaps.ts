/**
 * Learning roadmaps and courses (issue 3): GET /api/roadmaps (the list for the home page) and
 * GET /api/roadmaps/{slug} (one roadmap with its modules; solved marks for the signed-in user).
 * The normalisers accept the server's loose shapes (numbers as strings, 0/1 flags) and drop
 * rows they cannot use, so a partial answer still renders.
 */
import { get, HttpError, unusableAnswer } from '../core/http';
import { asObject } from '../core/json';

import type { ROADMAP_KINDS } from '../declarations/cc-roadmap.decl';

export type RoadmapKind = (typeof ROADMAP_KINDS)[number];

export interface RoadmapProblem {
  code: string;
  name: string;
  /** Difficulty rating; null when unknown (the server sends -1 for "N/A"). */
  difficulty: number | null;
  solved: boolean;
}

export interface RoadmapModule {
  id: string;
  title: string;
  description: string;
  problems: RoadmapProblem[];
}

export interface Roadmap {
  slug: string;
  kind: RoadmapKind;
  title: string;
  description: string;
  learners: number | null;
  modules: RoadmapModule[];
}

export interface RoadmapSummary {
  slug: string;
  kind: RoadmapKind;
  title: string;
  learners: number | null;
}

/** A roadmap, or 'not-found' when the server does not know the slug. */
export type RoadmapAnswer = Roadmap | 'not-found';



const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

function count(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
}

const flag = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

const kindOf = (value: unknown): RoadmapKind => (value === 'course' ? 'course' : 'roadmap');

function normaliseProblem(raw: unknown): RoadmapProblem | null {
  const problem = asObject(raw);
  const code = text(problem?.code).trim();
  if (!problem || code === '') return null;
  return {
    code,
    name: text(problem.name).trim() || code,
    difficulty: count(problem.difficulty),
    solved: flag(problem.solved),
  };
}

function normaliseModule(raw: unknown, index: number): RoadmapModule | null {
  const module = asObject(raw);
  if (!module) return null;
  const problems = Array.isArray(module.problems) ? module.problems : [];
  return {
    id: text(module.id) || `module-${index}`,
    title: text(module.title).trim() || `Module ${index + 1}`,
    description: text(module.description),
    problems: problems.map(normaliseProblem).filter((p): p is RoadmapProblem => p !== null),
  };
}

export function normaliseRoadmap(raw: unknown, slug: string): Roadmap {
  const roadmap = asObject(raw) ?? {};
  if (roadmap.modules != null && !Array.isArray(roadmap.modules)) throw unusableAnswer(raw);
  const modules = Array.isArray(roadmap.modules) ? roadmap.modules : [];
  return {
    slug: text(roadmap.slug) || slug,
    kind: kindOf(roadmap.kind),
    title: text(roadmap.title).trim() || slug,
    description: text(roadmap.description),
    learners: count(roadmap.learners),
    modules: modules.map(normaliseModule).filter((m): m is RoadmapModule => m !== null),
  };
}

export function normaliseRoadmapList(raw: unknown): RoadmapSummary[] {
  const list = asObject(raw)?.roadmaps;
  // No list is not "no roadmaps": the home view says what went wrong instead of showing none.
  if (!Array.isArray(list)) throw unusableAnswer(raw);
  return list.flatMap((item) => {
    const entry = asObject(item);
    const slug = text(entry?.slug).trim();
    if (!entry || slug === '') return [];
    return [{ slug, kind: kindOf(entry.kind), title: text(entry.title).trim() || slug, learners: count(entry.learners) }];
  });
}

/**
 * One roadmap. A 404 means the slug is unknown; other failures reject with the HttpError
 * (the caller shows it inline, so the http layer's own toast is off).
 */
export async function fetchRoadmap(slug: string): Promise<RoadmapAnswer> {
  try {
    const answer = await get<unknown>(`/api/roadmaps/${encodeURIComponent(slug)}`, { quiet: true });
    const roadmap = asObject(answer)?.roadmap;
    if (!asObject(roadmap)) throw unusableAnswer(answer);
    return normaliseRoadmap(roadmap, slug);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return 'not-found';
    throw error;
  }
}

export async function fetchRoadmapList(): Promise<RoadmapSummary[]> {
  return normaliseRoadmapList(await get<unknown>('/api/roadmaps', { quiet: true }));
}

/** Where a roadmap or course lives in the app. */
export const roadmapPath = (summary: Pick<RoadmapSummary, 'slug' | 'kind'>): string =>
  summary.kind === 'course'
    ? `/learn/course/${encodeURIComponent(summary.slug)}`
    : `/roadmap/${encodeURIComponent(summary.slug)}`;

/** Link target for a practice problem (a normal page, not part of the app). */
export const problemPath = (code: string): string => `/problems/${encodeURIComponent(code)}`;
