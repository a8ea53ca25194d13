/**
 * A learning roadmap or course page: title, description, learners, the signed-in user's
 * progress, and the modules as disclosures. The data comes from the roadmap atoms (one per
 * slug); the page tells the app its title and description with a cc-page-meta event.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useHostEvent } from '../../ui/host';
import { warnOnce } from '../../core/warn';
import type { Roadmap as RoadmapData, RoadmapKind } from '../../api/roadmaps';
import { learnersLabel, roadmapProgress } from '../../domain/roadmaps';
import { openModulesAtom, reloadRoadmapAtom, roadmapLoadable } from '../../state/roadmaps';
import { useSession } from '../../state/session';
import type { EnumReaders } from '../../ui/choice';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { SlowNotice } from '../../ui/SlowNotice';
import { ModuleSection } from './ModuleSection';
import {
  LOAD_ERROR_TEXT, LOADING_TEXT, MISSING_SLUG_TEXT, NOT_FOUND_TEXT, NOT_FOUND_TITLE,
  checkSlug, initiallyOpen, parseKind, titleLevel,
} from './logic';
import type { ElementProps } from '../../core/declare';
import { declaration } from '../../declarations/cc-roadmap.decl';

/** The element's props, as its declaration (cc-roadmap.decl.ts) says. */
export type RoadmapProps = ElementProps<typeof declaration>;

/** The enumerated attributes, read as the declaration allows (checked against the manifest). */
export const enumeratedAttributes = {
  kind(raw: string | undefined | null): RoadmapKind {
    const parsed = parseKind(raw ?? undefined);
    if (parsed === null) warnOnce(`<cc-roadmap>: attribute "kind" expects "roadmap" or "course"; got ${JSON.stringify(raw)}. Using "roadmap".`);
    return parsed ?? 'roadmap';
  },
} satisfies EnumReaders;

export function Roadmap({ slug, kind: rawKind, headingLevel }: RoadmapProps) {
  const kind = enumeratedAttributes.kind(rawKind);
  const level = titleLevel(headingLevel);
  const slugCheck = checkSlug(slug);

  if (slugCheck === 'missing') {
    warnOnce('<cc-roadmap>: the slug attribute is missing.');
    return <p className="notice" role="alert" part="error">{MISSING_SLUG_TEXT}</p>;
  }
  // A malformed slug cannot name a roadmap: the same answer as an unknown one, no request.
  if (slugCheck === 'malformed') return <NotFound kind={kind} level={level} />;
  return <LoadedRoadmap slug={slug!} kind={kind} level={level} />;
}

function NotFound({ kind, level }: { kind: RoadmapKind; level: 1 | 2 | 3 | 4 | 5 }) {
  const emit = useHostEvent(declaration);
  useEffect(() => {
    emit('cc-page-meta', { title: NOT_FOUND_TITLE[kind], description: null });
  }, [emit, kind]);
  const Title = `h${level}` as 'h1';
  return (
    <section className="not-found" part="not-found">
      <Title className="title">{NOT_FOUND_TITLE[kind]}</Title>
      <p>{NOT_FOUND_TEXT[kind]}</p>
      <p><a href="/">Go to the home page</a></p>
    </section>
  );
}

function LoadedRoadmap({ slug, kind, level }: { slug: string; kind: RoadmapKind; level: 1 | 2 | 3 | 4 | 5 }) {
  const result = useAtomValue(roadmapLoadable(slug));
  const reload = useSetAtom(reloadRoadmapAtom);
  const { signedIn } = useSession();

  if (result.state === 'loading') {
    return (
      <>
        <p className="notice" role="status" part="loading">{LOADING_TEXT[kind]}</p>
        <SlowNotice />
      </>
    );
  }
  if (result.state === 'hasError') {
    const detail = result.error instanceof Error ? result.error.message : '';
    return (
      <ErrorPanel part="error" onReload={() => reload(slug)}>
        <p>{LOAD_ERROR_TEXT[kind]}{detail && ` ${detail}`}</p>
      </ErrorPanel>
    );
  }
  // /roadmap/ux must not show the course, nor /learn/course/{x} a roadmap.
  if (result.data === 'not-found' || result.data.kind !== kind) return <NotFound kind={kind} level={level} />;
  return <RoadmapView roadmap={result.data} level={level} signedIn={signedIn} />;
}

function RoadmapView({ roadmap, level, signedIn }: { roadmap: RoadmapData; level: 1 | 2 | 3 | 4 | 5; signedIn: boolean }) {
  const emit = useHostEvent(declaration);
  const [chosenOpen, setChosenOpen] = useAtom(openModulesAtom(roadmap.slug));
  const open = useMemo(
    () => chosenOpen ?? new Set(initiallyOpen(roadmap, signedIn)),
    [chosenOpen, roadmap, signedIn],
  );

  useEffect(() => {
    emit('cc-page-meta', { title: roadmap.title, description: roadmap.description || null });
  }, [emit, roadmap.title, roadmap.description]);

  // From the latest state, not this render's: two quick toggles must both count.
  const toggle = (id: string) =>
    setChosenOpen((current) => {
      const next = new Set(current ?? initiallyOpen(roadmap, signedIn));
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allOpen = roadmap.modules.length > 0 && roadmap.modules.every((m) => open.has(m.id));
  const Title = `h${level}` as 'h1';
  const progress = roadmapProgress(roadmap);
  const learners = learnersLabel(roadmap.learners);

  return (
    <article className="roadmap" part="roadmap" data-kind={roadmap.kind}>
      <header className="header" part="header">
        <p className="eyebrow">{roadmap.kind === 'course' ? 'Course' : 'Roadmap'}</p>
        <Title className="title" part="title">{roadmap.title}</Title>
        {roadmap.description && <p className="description">{roadmap.description}</p>}
        {learners && <p className="learners muted">{learners}</p>}
        {signedIn && progress.total > 0 && (
          <div className="progress" part="progress">
            <p>{`You have solved ${progress.solved} of ${progress.total} problems.`}</p>
            <div className="bar" aria-hidden="true">
              <div className="bar-fill" style={{ width: `${(100 * progress.solved) / progress.total}%` }} />
            </div>
          </div>
        )}
      </header>
      {roadmap.modules.length === 0 ? (
        <p className="muted">This {roadmap.kind} has no modules yet.</p>
      ) : (
        <>
          <div className="toolbar">
            <button
              type="button"
              className="link-button"
              part="toggle-all"
              onClick={() => setChosenOpen(new Set(allOpen ? [] : roadmap.modules.map((m) => m.id)))}
            >
              {allOpen ? 'Collapse all modules' : 'Expand all modules'}
            </button>
          </div>
          <ol className="modules" aria-label="Modules">
            {roadmap.modules.map((module, index) => (
              <ModuleSection
                key={module.id}
                module={module}
                position={index + 1}
                headingLevel={(level + 1) as 2}
                open={open.has(module.id)}
                signedIn={signedIn}
                onToggle={toggle}
              />
            ))}
          </ol>
        </>
      )}
    </article>
  );
}
