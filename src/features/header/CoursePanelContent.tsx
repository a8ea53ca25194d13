/**
 * The course dropdown's panel content: the categories as a vertical tab list (hovering or
 * arrowing to a category shows its courses) and the chosen category's courses as links. A lazy
 * chunk of the header (CourseMenu.tsx loads it when the dropdown first opens, warmed when the
 * pointer or focus reaches its button); the categories themselves are asked for at load, as
 * before, so an opened dropdown is filled at once.
 *
 * Keys: in the categories, ArrowUp/ArrowDown/Home/End choose, Enter/ArrowRight go into the
 * courses. In the courses, arrows move, ArrowLeft goes back to the category.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSetAtom } from 'jotai';
import type { CourseCategory } from '../../api/courses';
import { reloadCoursesAtom } from '../../state/courses';
import { COURSES_FAILURE_TEXT, coursesFailureReason, nextIndex } from './logic';
import { useShadowStyles } from '../../ui/host';
import { headerPartsCss } from './header-parts.styles';

const focusIn = (container: HTMLElement | null, selector: string, index: number) =>
  container?.querySelectorAll<HTMLElement>(selector)[index]?.focus();

export interface CoursePanelContentProps {
  categories: { state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; data: readonly CourseCategory[] };
  /** Counts ArrowDown presses on the button: each asks for focus on the chosen category. */
  focusRequest: number;
}

export function CoursePanelContent({ categories, focusRequest }: CoursePanelContentProps) {
  useShadowStyles(headerPartsCss);
  const reload = useSetAtom(reloadCoursesAtom);
  const [active, setActive] = useState(0);
  const tabs = useRef<HTMLDivElement>(null);
  const courses = useRef<HTMLUListElement>(null);

  const list = categories.state === 'hasData' ? categories.data : [];
  const current = list[Math.min(active, list.length - 1)];
  const activeIndex = current ? list.indexOf(current) : 0;

  // ArrowDown on the button opened the panel: focus goes to the chosen category (also when this
  // content arrived after the press).
  const focusHandled = useRef(0);
  useEffect(() => {
    if (focusRequest === focusHandled.current) return;
    focusHandled.current = focusRequest;
    focusIn(tabs.current, '[role="tab"]', activeIndex);
  }, [focusRequest, activeIndex]);

  const choose = (index: number) => {
    setActive(index);
    focusIn(tabs.current, '[role="tab"]', index);
  };

  const onTabKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextIndex(index, event.key, list.length);
    if (next !== null) {
      event.preventDefault();
      choose(next);
    } else if (event.key === 'Enter' || event.key === 'ArrowRight') {
      event.preventDefault();
      setActive(index);
      requestAnimationFrame(() => focusIn(courses.current, 'a', 0));
    }
  };

  const onCourseKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextIndex(index, event.key, current?.courses.length ?? 0);
    if (next !== null) {
      event.preventDefault();
      focusIn(courses.current, 'a', next);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusIn(tabs.current, '[role="tab"]', activeIndex);
    }
  };

  return (
    <>
      {categories.state === 'loading' && <p className="panel-note" role="status">Loading courses…</p>}
      {categories.state === 'hasError' && (
        <p className="panel-note error" role="alert">
          {COURSES_FAILURE_TEXT} <span className="reason">{coursesFailureReason(categories.error)}</span>{' '}
          <button type="button" className="link-button" onClick={() => reload()}>
            Retry
          </button>
        </p>
      )}
      {current && (
        <>
          <div ref={tabs} className="categories" role="tablist" aria-orientation="vertical" aria-label="Course categories">
            {list.map((category, index) => (
              <button
                key={category.key}
                id={`course-tab-${index}`}
                type="button"
                role="tab"
                className="category"
                part="category"
                data-key={category.key}
                aria-selected={index === activeIndex}
                aria-controls="course-list"
                tabIndex={index === activeIndex ? 0 : -1}
                onMouseEnter={() => setActive(index)}
                onClick={() => setActive(index)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
              >
                {category.name}
              </button>
            ))}
          </div>
          <div id="course-list" className="course-list" role="tabpanel" aria-labelledby={`course-tab-${activeIndex}`}>
            <ul ref={courses}>
              {current.courses.map((course, index) => (
                <li key={`${index}:${course.link}`}>
                  <a href={course.link} className="course" part="course" onKeyDown={(event) => onCourseKeyDown(event, index)}>
                    <span className="course-name">{course.name}</span>
                    {course.learners && <span className="learners">{course.learners}</span>}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </>
  );
}
