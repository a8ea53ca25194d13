// @ts-check
// The course dropdown of the shared header (SPEC §2 "Shared header", §3 "Course dropdown
// item"): three categories, each with its courses and a learner count. The counts are demo
// figures; the label is formatted the way the site writes them ('1.2L learners', '35k learners').

/**
 * @typedef {{ name: string, link: string, learners: number }} SeedCourse
 * @typedef {{ key: string, name: string, courses: SeedCourse[] }} SeedCategory
 */

/** @type {SeedCategory[]} */
export const DROPDOWN_CATEGORIES = [
  {
    key: 'programming-dsa',
    name: 'Programming & DSA',
    courses: [
      { name: 'Python with DSA', link: '/roadmap/python-dsa', learners: 120000 },
      { name: 'C++ with DSA', link: '/roadmap/cpp-dsa', learners: 98000 },
      { name: 'Java with DSA', link: '/roadmap/java-dsa', learners: 76000 },
      { name: 'C with DSA', link: '/roadmap/c-dsa', learners: 54000 },
      { name: 'JavaScript with DSA', link: '/roadmap/javascript-dsa', learners: 21000 },
      { name: 'Data Structures and Algorithms', link: '/roadmap/data-structures-and-algorithms', learners: 250000 },
      { name: 'Become a 5 Star Coder', link: '/roadmap/become-5-star', learners: 35000 },
      { name: 'C# with DSA', link: '/roadmap/c-sharp-dsa', learners: 8200 },
      { name: 'Go with DSA', link: '/roadmap/go-dsa', learners: 5400 },
      { name: 'Rust with DSA', link: '/roadmap/rust-dsa', learners: 4100 },
      { name: 'PHP with DSA', link: '/roadmap/php-dsa', learners: 3600 },
    ],
  },
  {
    key: 'development',
    name: 'Development',
    courses: [
      { name: 'Python Development', link: '/roadmap/python-development', learners: 64000 },
      { name: 'Java Development', link: '/roadmap/java-development', learners: 41000 },
      { name: 'Web Development with HTML', link: '/roadmap/html', learners: 150000 },
      { name: 'SQL', link: '/roadmap/sql', learners: 110000 },
      { name: 'C++ Development', link: '/roadmap/cpp-development', learners: 29000 },
      { name: 'UX Design', link: '/learn/course/ux', learners: 12000 },
    ],
  },
  {
    key: 'other',
    name: 'Other',
    courses: [
      { name: 'Data Analysis using Python', link: '/roadmap/data-analysis-using-python', learners: 47000 },
      { name: 'Practice problems', link: '/practice', learners: 1500000 },
    ],
  },
];

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
