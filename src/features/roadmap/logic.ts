/** Pure rules of the roadmap and course page: attribute checks, progress, labels. */
import type { Roadmap, RoadmapKind } from '../../api/roadmaps';
import { isSlug } from '../../domain/codes';
import { difficultyText } from '../../domain/difficulty';
import { ROADMAP_KINDS } from '../../declarations/cc-roadmap.decl';
import { moduleProgress, type Progress } from '../../domain/roadmaps';

export const NOT_FOUND_TEXT: Record<RoadmapKind, string> = {
  roadmap: 'We could not find that roadmap.',
  course: 'We could not find that course.',
};
export const NOT_FOUND_TITLE: Record<RoadmapKind, string> = {
  roadmap: 'Roadmap not found',
  course: 'Course not found',
};
export const LOADING_TEXT: Record<RoadmapKind, string> = {
  roadmap: 'Loading the roadmap…',
  course: 'Loading the course…',
};
export const LOAD_ERROR_TEXT: Record<RoadmapKind, string> = {
  roadmap: 'We could not load this roadmap.',
  course: 'We could not load this course.',
};
export const MISSING_SLUG_TEXT = 'No roadmap to show: the slug attribute is missing.';

export type SlugCheck = 'ok' | 'missing' | 'malformed';

export function checkSlug(slug: string | undefined): SlugCheck {
  if (slug === undefined || slug.trim() === '') return 'missing';
  return isSlug(slug) ? 'ok' : 'malformed';
}

/** The kind attribute: 'roadmap' (default) or 'course'; anything else is null (reported). */
export function parseKind(raw: string | undefined): RoadmapKind | null {
  if (raw === undefined || raw.trim() === '') return 'roadmap';
  const kind = raw.trim().toLowerCase();
  return (ROADMAP_KINDS as readonly string[]).includes(kind) ? (kind as RoadmapKind) : null;
}

/** Heading level of the title, 1 to 5 (module headings are one level below). */
export function titleLevel(raw: number | undefined): 1 | 2 | 3 | 4 | 5 {
  if (raw === undefined || !Number.isInteger(raw) || raw < 1 || raw > 5) return 1;
  return raw as 1 | 2 | 3 | 4 | 5;
}

export const progressLabel = ({ solved, total }: Progress): string => `${solved} of ${total} solved`;

export const problemCountLabel = (total: number): string => `${total} ${total === 1 ? 'problem' : 'problems'}`;

export const difficultyLabel = (difficulty: number | null): string =>
  `Difficulty ${difficultyText(difficulty)}`;

/** Open at first: the first module a signed-in user has not finished, else the first one. */
export function initiallyOpen(roadmap: Roadmap, signedIn: boolean): string[] {
  const first = roadmap.modules[0];
  if (!first) return [];
  if (!signedIn) return [first.id];
  const unfinished = roadmap.modules.find((m) => {
    const p = moduleProgress(m);
    return p.solved < p.total;
  });
  return [(unfinished ?? first).id];
}
