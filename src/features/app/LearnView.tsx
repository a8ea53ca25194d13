/**
 * /learn: every roadmap and course, by the course dropdown's categories (programming and DSA,
 * development, other), with their learner counts. The same list the header's dropdown reads.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useContext, useEffect } from 'react';
import { courseCategoriesLoadable, reloadCoursesAtom } from '../../state/courses';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { SlowNotice } from '../../ui/SlowNotice';
import { PageShownContext } from './server-view';

export function LearnView() {
  const categories = useAtomValue(courseCategoriesLoadable);
  const reload = useSetAtom(reloadCoursesAtom);
  // The server view (the same list in the HTML) gives way once the list is in, or has failed.
  const pageShown = useContext(PageShownContext);
  const settled = categories.state !== 'loading';
  useEffect(() => {
    if (settled) pageShown();
  }, [settled, pageShown]);
  return (
    <div className="learn" part="learn">
      <h1>Learn</h1>
      <p className="lead">Roadmaps take you from your first program to contest-level algorithms; courses teach one subject.</p>
      {categories.state === 'loading' && <><p role="status">Loading the roadmaps and courses…</p><SlowNotice /></>}
      {categories.state === 'hasError' && (
        <ErrorPanel onReload={() => reload()}><p>We could not load the roadmaps and courses.</p></ErrorPanel>
      )}
      {categories.state === 'hasData' && (categories.data.length === 0 ? <p>No roadmaps or courses yet.</p> : (
        categories.data.map((category) => (
          <section key={category.key} aria-labelledby={`learn-${category.key}`}>
            <h2 id={`learn-${category.key}`}>{category.name}</h2>
            <ul className="cards" aria-label={category.name}>
              {category.courses.map((course) => (
                <li key={course.link} className="card" part="card">
                  <a href={course.link}>{course.name}</a>
                  {course.learners && <span className="muted">{course.learners}</span>}
                </li>
              ))}
            </ul>
          </section>
        ))
      ))}
    </div>
  );
}
