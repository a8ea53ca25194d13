// @ts-check
// The roadmaps and courses of the site (17 roadmap slugs, the ux course): title, description,
// category and learners (the header's course dropdown is built from this list), and the topics
// that become their modules, in order. Topic tables: topics-dsa.js, topics-dev.js.
import { DSA_TOPICS } from './topics-dsa.js';
import { DEV_TOPICS } from './topics-dev.js';

export const TOPICS = { ...DSA_TOPICS, ...DEV_TOPICS };

/**
 * @typedef {{
 *   slug: string, kind: 'roadmap' | 'course', title: string, description: string,
 *   category: 'programming-dsa' | 'development' | 'other', learners: number, topics: string[],
 * }} CatalogEntry
 */

/** @param {string} language @param {string} basics @param {string[]} topics */
const dsa = (language, basics, topics) => ({
  kind: /** @type {const} */ ('roadmap'),
  category: /** @type {const} */ ('programming-dsa'),
  title: `${language} with DSA`,
  description: `Learn ${language} from the first program, then use it on the data structures and ` +
    'algorithms that interviews and contests ask for.',
  topics: [`${basics}-basics`, ...topics],
});

/** @type {CatalogEntry[]} */
export const CATALOG = [
  { slug: 'python-dsa', learners: 120000, ...dsa('Python', 'python', ['arrays', 'strings', 'hashing', 'sorting', 'recursion']) },
  { slug: 'cpp-dsa', learners: 98000, ...dsa('C++', 'cpp', ['arrays', 'two-pointers', 'binary-search', 'stacks-queues', 'graphs']) },
  { slug: 'java-dsa', learners: 76000, ...dsa('Java', 'java', ['arrays', 'strings', 'linked-lists', 'trees', 'dynamic-programming']) },
  { slug: 'c-dsa', learners: 54000, ...dsa('C', 'c', ['arrays', 'strings', 'linked-lists', 'sorting', 'bit-manipulation']) },
  { slug: 'javascript-dsa', learners: 21000, ...dsa('JavaScript', 'javascript', ['arrays', 'strings', 'hashing', 'stacks-queues', 'recursion']) },
  {
    slug: 'data-structures-and-algorithms',
    kind: 'roadmap',
    category: 'programming-dsa',
    learners: 250000,
    title: 'Data Structures and Algorithms',
    description: 'The complete path, language-agnostic: from arrays to graphs and dynamic programming, ' +
      'with practice problems for every topic.',
    topics: [
      'arrays', 'two-pointers', 'sorting', 'binary-search', 'stacks-queues', 'linked-lists', 'hashing',
      'recursion', 'trees', 'graphs', 'greedy', 'dynamic-programming',
    ],
  },
  {
    slug: 'become-5-star',
    kind: 'roadmap',
    category: 'programming-dsa',
    learners: 35000,
    title: 'Become a 5 Star Coder',
    description: 'For rated contestants: the number theory, greedy, graph and range-query techniques ' +
      'that separate 3 stars from 5.',
    topics: ['number-theory', 'greedy', 'bit-manipulation', 'dynamic-programming', 'shortest-paths', 'segment-trees', 'constructive'],
  },
  {
    slug: 'python-development',
    kind: 'roadmap',
    category: 'development',
    learners: 64000,
    title: 'Python Development',
    description: 'Beyond scripts: modules, files, classes and JSON APIs for real Python programs.',
    topics: ['python-basics', 'python-modules', 'python-files', 'python-oop', 'python-json'],
  },
  {
    slug: 'java-development',
    kind: 'roadmap',
    category: 'development',
    learners: 41000,
    title: 'Java Development',
    description: 'Object-oriented Java with the collections framework, exceptions and streams.',
    topics: ['java-basics', 'java-classes', 'java-collections', 'java-exceptions', 'java-streams'],
  },
  {
    slug: 'html',
    kind: 'roadmap',
    category: 'development',
    learners: 150000,
    title: 'Web Development with HTML',
    description: 'Build web pages that work for everyone: structure, text, tables, forms and semantics.',
    topics: ['html-structure', 'html-text', 'html-lists-tables', 'html-forms', 'html-semantics'],
  },
  {
    slug: 'sql',
    kind: 'roadmap',
    category: 'development',
    learners: 110000,
    title: 'SQL',
    description: 'Query relational databases: filtering, aggregation, joins, subqueries and updates.',
    topics: ['sql-select', 'sql-aggregate', 'sql-joins', 'sql-subqueries', 'sql-modify'],
  },
  {
    slug: 'data-analysis-using-python',
    kind: 'roadmap',
    category: 'other',
    learners: 47000,
    title: 'Data Analysis using Python',
    description: 'Analyse real datasets with NumPy and pandas, clean them and plot what they say.',
    topics: ['numpy-arrays', 'pandas-dataframes', 'data-cleaning', 'data-grouping', 'data-plotting'],
  },
  {
    slug: 'cpp-development',
    kind: 'roadmap',
    category: 'development',
    learners: 29000,
    title: 'C++ Development',
    description: 'Modern C++: classes and RAII, the standard library, templates and smart pointers.',
    topics: ['cpp-basics', 'cpp-classes', 'cpp-stl', 'cpp-templates', 'cpp-memory'],
  },
  { slug: 'c-sharp-dsa', learners: 8200, ...dsa('C#', 'csharp', ['arrays', 'sorting', 'binary-search', 'trees']) },
  { slug: 'go-dsa', learners: 5400, ...dsa('Go', 'go', ['arrays', 'hashing', 'greedy', 'graphs']) },
  { slug: 'rust-dsa', learners: 4100, ...dsa('Rust', 'rust', ['arrays', 'two-pointers', 'stacks-queues', 'dynamic-programming']) },
  { slug: 'php-dsa', learners: 3600, ...dsa('PHP', 'php', ['arrays', 'strings', 'sorting', 'hashing']) },
  {
    slug: 'ux',
    kind: 'course',
    category: 'development',
    learners: 12000,
    title: 'UX Design',
    description: 'Design products people can use: research, information architecture, prototypes and testing.',
    topics: ['ux-intro', 'ux-research', 'ux-ia', 'ux-prototypes', 'ux-testing'],
  },
];

/** Problems alice has solved, so the demo shows progress (some in python-dsa's first modules). */
export const SEED_SOLVED = {
  alice: ['PYIO', 'PYCOND', 'PYLOOP', 'ARRSUM', 'MAXDIFF', 'PALIN', 'TWOSUM', 'SORTNUM', 'HTMLSKEL'],
};
