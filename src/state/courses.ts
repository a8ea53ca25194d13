/**
 * The course dropdown's categories (GET /api/courses/dropdown, cached an hour), shared by every
 * header on the page: one load per page, again only when asked (reloadCoursesAtom).
 */
import { atom } from 'jotai';
import { settled } from './settled';
import { loadCourseDropdown, type CourseCategory } from '../api/courses';

const coursesVersionAtom = atom(0);

export const courseCategoriesAtom = atom(async (get): Promise<CourseCategory[]> => {
  get(coursesVersionAtom);
  return loadCourseDropdown();
});

export const courseCategoriesLoadable = settled(courseCategoriesAtom);

/** Loads the categories again (after a failure: the user pressed Retry). */
export const reloadCoursesAtom = atom(null, (_get, set) => set(coursesVersionAtom, (n) => n + 1));
