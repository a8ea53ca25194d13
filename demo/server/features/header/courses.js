// @ts-check
// The course dropdown of the shared header: three categories, each with its courses and a learner count. The counts are demo
// figures; the label is formatted the way the site writes them ('1.2L learners', '35k learners').

import { CATALOG } from '../roadmaps/catalog.js';

/**
 * @typedef {{ name: string, link: string, learners: number }} SeedCourse
 * @typedef {{ key: string, name: string, courses: SeedCourse[] }} SeedCategory
 */

const CATEGORY_NAMES = { 'programming-dsa': 'Programming & DSA', development: 'Development', other: 'Other' };

/** Courses that are not roadmaps, listed after the roadmaps of their category. */
const NOT_ROADMAPS = { other: [{ name: 'Practice problems', link: '/practice', learners: 1500000 }] };

/**
 * The dropdown lists the roadmap catalog (one source for titles, links and learner counts, so
 * the header and the roadmap pages never disagree), by category, in catalog order.
 * @type {SeedCategory[]}
 */
export const DROPDOWN_CATEGORIES = Object.entries(CATEGORY_NAMES).map(([key, name]) => ({
  key,
  name,
  courses: [
    ...CATALOG.filter((entry) => entry.category === key).map((entry) => ({
      name: entry.title,
      link: entry.kind === 'course' ? `/learn/course/${entry.slug}` : `/roadmap/${entry.slug}`,
      learners: entry.learners,
    })),
    ...(/** @type {Record<string, SeedCourse[]>} */ (NOT_ROADMAPS)[key] ?? []),
  ],
}));

/**
 * The learner-count label: lakhs (L) from 1,00,000, thousands (k) from 1,000, one decimal
 * only when it says something ('1.2L', '15L', '35k', '8.2k').
 * @param {number} count
 */
export function learnersLabel(count) {
  const n = Math.max(0, Math.floor(count));
  /** @param {number} value */
  const short = (value) => (value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10));
  if (n >= 100000) return `${short(n / 100000)}L learners`;
  if (n >= 1000) return `${short(n / 1000)}k learners`;
  return `${n} ${n === 1 ? 'learner' : 'learners'}`;
}
