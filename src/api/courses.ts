/**
 * GET /api/courses/dropdown: the header's course dropdown (categories of
 * courses with their learner counts). Cached for an hour in the encrypted cache: the list changes rarely and every
 * page shows it.
 */
import { cached } from './cache';
import { get, unusableAnswer } from '../core/http';
import { isSafeUrl } from '../core/safe-url';
import { asObject } from '../core/json';

export interface Course {
  name: string;
  /** Site path (or absolute http(s) address) of the course. */
  link: string;
  /** Learner-count label as the server writes it ('1.2L learners'); '' when absent. */
  learners: string;
}

export interface CourseCategory {
  /** 'programming-dsa', 'development' or 'other' (others are kept too). */
  key: string;
  name: string;
  courses: Course[];
}

export const COURSES_CACHE_NAME = 'courses-dropdown';
const COURSES_CACHE_TTL_S = 3600;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

function normaliseCourse(raw: unknown): Course | null {
  const course = asObject(raw);
  if (!course) return null;
  const name = text(course.name);
  const link = text(course.link ?? course.url);
  // A link the sanitiser would refuse (javascript:, //elsewhere) is not a course.
  if (!name || !link || !isSafeUrl(link)) return null;
  const learners = text(course.learners ?? course.learners_label ?? course.learnersLabel);
  return { name, link, learners };
}

/**
 * The categories in server order. Accepts `categories` as a list or as an object keyed by
 * category key (as production APIs often send lists); drops malformed entries and categories
 * left without courses.
 */
export function normaliseCourseDropdown(raw: unknown): CourseCategory[] {
  const answer = asObject(raw) ?? {};
  const source = answer.categories;
  const entries: Array<[string, unknown]> = Array.isArray(source)
    ? source.map((item) => [text(asObject(item)?.key), item])
    : Object.entries(asObject(source) ?? {});
  const categories: CourseCategory[] = [];
  for (const [fallbackKey, item] of entries) {
    const category = asObject(item);
    if (!category) continue;
    const key = text(category.key) || fallbackKey;
    const courseList = Array.isArray(category.courses) ? category.courses : Object.values(asObject(category.courses) ?? {});
    const courses = courseList.map(normaliseCourse).filter((c): c is Course => c !== null);
    if (!key || courses.length === 0 || categories.some((c) => c.key === key)) continue;
    categories.push({ key, name: text(category.name) || key, courses });
  }
  return categories;
}

/**
 * The categories of a fresh answer. One with no usable course is an answer the menu cannot use:
 * it fails with the server's message, else 'Some error occurred', which the menu shows (and it
 * is not cached for an hour).
 */
async function fetchCourseDropdown(): Promise<CourseCategory[]> {
  // The header shows its own "could not load" line; a toast for a menu would be noise.
  const raw = await get<unknown>('/api/courses/dropdown', { quiet: true });
  const categories = normaliseCourseDropdown(raw);
  if (categories.length === 0) throw unusableAnswer(raw);
  return categories;
}

/** The dropdown's categories, from the cache when fresh. */
export async function loadCourseDropdown(): Promise<CourseCategory[]> {
  const categories = await cached(COURSES_CACHE_NAME, COURSES_CACHE_TTL_S, fetchCourseDropdown);
  // A value cached by an older build may have another shape: normalise it again.
  return normaliseCourseDropdown({ categories });
}
