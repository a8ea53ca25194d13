/**
 * The course dropdown's categories (GET /api/courses/dropdown, cached an hour), shared by every
 * header on the page: one load per page, again only when asked (reloadCoursesAtom).
 */
import { atom } from 'jotai';
import { settled } from './settled';
import { loadCourseDropdown, type CourseCategory } from '../api/courses';
import { afterFirstPaint } from '../core/first-paint';

const coursesVersionAtom = atom(0);

export const courseCategoriesAtom = atom(async (get): Promise<CourseCategory[]> => {
  get(coursesVersionAtom);
  // The menu is closed on the first paint: asked for once that frame is drawn.
  await afterFirstPaint();
  return loadCourseDropdown();
});

export const courseCategoriesLoadable = settled(courseCategoriesAtom);

/** Loads the categories again (after a failure: the user pressed Retry). */
export const reloadCoursesAtom = atom(null, (_get, set) => set(coursesVersionAtom, (n) => n + 1));
