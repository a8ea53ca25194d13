/**
 * The app's home page: the roadmaps and courses the server offers (GET /api/roadmaps), and the
 * site's other sections (normal pages, not part of the app).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useContext, useEffect } from 'react';
import { roadmapPath, type RoadmapSummary } from '../../api/roadmaps';
import { learnersLabel } from '../../domain/roadmaps';
import { reloadRoadmapListAtom, roadmapListLoadable } from '../../state/roadmaps';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { SlowNotice } from '../../ui/SlowNotice';
import { PageShownContext } from './server-view';

function CardList({ items, label }: { items: RoadmapSummary[]; label: string }) {
  return (
    <ul className="cards" aria-label={label}>
      {items.map((item) => {
        const learners = learnersLabel(item.learners);
        return (
          <li key={item.slug} className="card" part="card">
            <a href={roadmapPath(item)}>{item.title}</a>
            {learners && <span className="muted">{learners}</span>}
          </li>
        );
      })}
    </ul>
  );
}

function Catalogue() {
  const list = useAtomValue(roadmapListLoadable);
  const reload = useSetAtom(reloadRoadmapListAtom);
  // The page has shown its content once the catalogue is in, or has failed.
  const pageShown = useContext(PageShownContext);
  const settled = list.state !== 'loading';
  useEffect(() => {
    if (settled) pageShown();
  }, [settled, pageShown]);
  // A viewport tall while loading: the sections below start below the fold, so the cards
  // arriving push nothing that is in view.
  if (list.state === 'loading') return <><p role="status" className="catalogue-loading">Loading the roadmaps…</p><SlowNotice /></>;
  if (list.state === 'hasError') {
    const detail = list.error instanceof Error ? ` ${list.error.message}` : '';
    return (
      <ErrorPanel onReload={() => reload()}>
        <p>{`We could not load the roadmaps.${detail}`}</p>
      </ErrorPanel>
    );
  }
  const roadmaps = list.data.filter((item) => item.kind === 'roadmap');
  const courses = list.data.filter((item) => item.kind === 'course');
  return (
    <>
      <section aria-labelledby="home-roadmaps">
        <h2 id="home-roadmaps">Roadmaps</h2>
        {roadmaps.length ? <CardList items={roadmaps} label="Roadmaps" /> : <p>No roadmaps yet.</p>}
      </section>
      {courses.length > 0 && (
        <section aria-labelledby="home-courses">
          <h2 id="home-courses">Courses</h2>
          <CardList items={courses} label="Courses" />
        </section>
      )}
    </>
  );
}

export function HomeView() {
  return (
    <div className="home" part="home">
      <h1>Learn, practice and compete</h1>
      <p className="lead">
        Follow a roadmap from your first program to contest-level algorithms, solve practice problems
        and take part in timed contests.
      </p>
      <Catalogue />
      <section aria-labelledby="home-more">
        <h2 id="home-more">More on the site</h2>
        <ul className="more-links">
          <li><a href="/practice">Practice problems</a></li>
          <li><a href="/contests/">Contests</a></li>
          <li><a href="/learn">All courses</a></li>
        </ul>
      </section>
    </div>
  );
}
