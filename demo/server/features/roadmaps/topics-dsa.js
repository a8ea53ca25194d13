// @ts-check
// Topic tables for the algorithm roadmaps: each topic becomes one module, its problems the
// module's practice problems in order. Codes are unique across all topic tables (a problem in
// two roadmaps is the same problem, solved once). Difficulty is a rating, like the problem page.

/**
 * @typedef {[code: string, name: string, difficulty: number]} TopicProblem
 * @typedef {{ title: string, description: string, problems: TopicProblem[] }} Topic
 */

/** @type {Record<string, Topic>} */
export const DSA_TOPICS = {
  arrays: {
    title: 'Arrays',
    description: 'Store many values in order, walk over them and answer questions about ranges.',
    problems: [
      ['ARRSUM', 'Sum of an array', 900],
      ['MAXDIFF', 'Largest difference', 1050],
      ['ROTARR', 'Rotate the array', 1150],
      ['PREFSUM', 'Prefix sum queries', 1250],
    ],
  },
  strings: {
    title: 'Strings',
    description: 'Read, compare and transform text one character at a time.',
    problems: [
      ['PALIN', 'Palindrome check', 800],
      ['VOWELCNT', 'Count the vowels', 850],
      ['REVWORDS', 'Reverse the words', 950],
      ['ANAGRM', 'Anagram pairs', 1100],
    ],
  },
  'two-pointers': {
    title: 'Two pointers',
    description: 'Move two indices through a sorted array instead of trying every pair.',
    problems: [
      ['DEDUP', 'Remove duplicates in place', 1000],
      ['PAIRSUM', 'Pair with the given sum', 1100],
      ['CONTWAT', 'Container with the most water', 1400],
      ['TRIPZERO', 'Triplets summing to zero', 1500],
    ],
  },
  sorting: {
    title: 'Sorting',
    description: 'Put data in order first, and many problems become a single pass.',
    problems: [
      ['SORTNUM', 'Sort the numbers', 800],
      ['KTHSMALL', 'K-th smallest element', 1200],
      ['MEETROOM', 'Meeting rooms', 1300],
      ['INVCOUNT', 'Count inversions', 1600],
    ],
  },
  'binary-search': {
    title: 'Binary search',
    description: 'Halve the search space each step: on sorted arrays and on the answer itself.',
    problems: [
      ['BSEARCH', 'Find the position', 900],
      ['SQRTINT', 'Integer square root', 1100],
      ['STALLS', 'Spread the stalls', 1650],
      ['BOOKALLOC', 'Book allocation', 1700],
    ],
  },
  'stacks-queues': {
    title: 'Stacks and queues',
    description: 'Last in first out, first in first out, and the problems each one makes easy.',
    problems: [
      ['BRACKETS', 'Balanced brackets', 1000],
      ['QUEUE2STK', 'A queue from two stacks', 1150],
      ['NXTGREAT', 'Next greater element', 1300],
      ['SLIDEMAX', 'Sliding window maximum', 1600],
    ],
  },
  'linked-lists': {
    title: 'Linked lists',
    description: 'Nodes that point to the next one: insertion, reversal and cycle detection.',
    problems: [
      ['REVLIST', 'Reverse a linked list', 1000],
      ['MERGELST', 'Merge two sorted lists', 1100],
      ['CYCLEDET', 'Detect a cycle', 1250],
    ],
  },
  hashing: {
    title: 'Hashing',
    description: 'Sets and maps answer "have I seen this before?" in constant time.',
    problems: [
      ['TWOSUM', 'Two sum', 900],
      ['FREQCNT', 'Most frequent element', 950],
      ['SUBARRZ', 'Zero-sum subarray', 1350],
      ['DISTWIN', 'Distinct values in every window', 1450],
    ],
  },
  recursion: {
    title: 'Recursion and backtracking',
    description: 'Solve a problem through smaller copies of itself, and undo choices that fail.',
    problems: [
      ['FACTREC', 'Factorial', 800],
      ['SUBSETS', 'All subsets', 1200],
      ['PERMSTR', 'Permutations of a string', 1300],
      ['NQUEENS', 'N queens', 1700],
    ],
  },
  trees: {
    title: 'Trees',
    description: 'Binary trees and binary search trees: traversals, heights and ancestors.',
    problems: [
      ['TREEHT', 'Height of a tree', 1100],
      ['LVLORDER', 'Level order traversal', 1200],
      ['LCABST', 'Lowest common ancestor', 1500],
      ['DIAMTREE', 'Diameter of a tree', 1600],
    ],
  },
  graphs: {
    title: 'Graphs: BFS and DFS',
    description: 'Explore networks breadth first and depth first; find components and orders.',
    problems: [
      ['CONNCOMP', 'Connected components', 1300],
      ['GRIDPATH', 'Shortest path in a grid', 1450],
      ['BIPART', 'Bipartite check', 1550],
      ['TOPOSORT', 'Course schedule', 1650],
    ],
  },
  'shortest-paths': {
    title: 'Shortest paths',
    description: 'Dijkstra, Bellman-Ford and Floyd-Warshall on weighted graphs.',
    problems: [
      ['DIJKSTRA', 'Cheapest route', 1800],
      ['FLOYDW', 'All pairs of cities', 1850],
      ['BELLMAN', 'Negative edges', 1900],
    ],
  },
  greedy: {
    title: 'Greedy algorithms',
    description: 'Take the locally best choice, and learn to prove when that is enough.',
    problems: [
      ['COINCHG', 'Fewest coins', 1000],
      ['ACTSEL', 'Activity selection', 1200],
      ['MINPLAT', 'Minimum platforms', 1350],
      ['JOBSEQ', 'Job sequencing', 1450],
    ],
  },
  'dynamic-programming': {
    title: 'Dynamic programming',
    description: 'Remember answers to subproblems: stairs, knapsacks and subsequences.',
    problems: [
      ['CLIMB', 'Climbing stairs', 1000],
      ['KNAPSACK', '0/1 knapsack', 1500],
      ['LCSEQ', 'Longest common subsequence', 1550],
      ['LISEQ', 'Longest increasing subsequence', 1600],
    ],
  },
  'number-theory': {
    title: 'Number theory',
    description: 'Divisibility, primes and modular arithmetic for contest problems.',
    problems: [
      ['GCDLCM', 'GCD and LCM', 900],
      ['SIEVE', 'Primes up to N', 1200],
      ['MODPOW', 'Fast modular power', 1300],
      ['NCRMOD', 'Binomial coefficients modulo a prime', 1700],
    ],
  },
  'bit-manipulation': {
    title: 'Bit manipulation',
    description: 'Read and change single bits; XOR tricks that save a loop.',
    problems: [
      ['SETBITS', 'Count set bits', 900],
      ['ODDONE', 'The odd one out', 1000],
      ['XORSUB', 'Subarray XOR', 1500],
    ],
  },
  'segment-trees': {
    title: 'Segment trees',
    description: 'Answer range queries with point and range updates in logarithmic time.',
    problems: [
      ['RMQ', 'Range minimum', 1750],
      ['RANGESUM', 'Range sum with updates', 1800],
      ['LAZYADD', 'Range add, range sum', 2000],
    ],
  },
  constructive: {
    title: 'Constructive algorithms',
    description: 'Build an answer that satisfies the conditions, the most common contest twist.',
    problems: [
      ['BUILDPERM', 'Build the permutation', 1600],
      ['PARITYGM', 'Parity game', 1650],
      ['MEXARR', 'Maximise the MEX', 1700],
    ],
  },
};

/**
 * One "basics" module per language, generated from a row per language: the same five first
 * steps, with the language's own names for its collections.
 * @type {Record<string, { language: string, prefix: string, collections: string }>}
 */
const LANGUAGES = {
  python: { language: 'Python', prefix: 'PY', collections: 'Lists and dictionaries' },
  cpp: { language: 'C++', prefix: 'CPP', collections: 'Vectors and maps' },
  java: { language: 'Java', prefix: 'JV', collections: 'Arrays and ArrayLists' },
  c: { language: 'C', prefix: 'CL', collections: 'Arrays and pointers' },
  javascript: { language: 'JavaScript', prefix: 'JS', collections: 'Arrays and objects' },
  csharp: { language: 'C#', prefix: 'CS', collections: 'Arrays and Lists' },
  go: { language: 'Go', prefix: 'GO', collections: 'Slices and maps' },
  rust: { language: 'Rust', prefix: 'RS', collections: 'Vectors and HashMaps' },
  php: { language: 'PHP', prefix: 'PHP', collections: 'Arrays and associative arrays' },
};

for (const [key, { language, prefix, collections }] of Object.entries(LANGUAGES)) {
  DSA_TOPICS[`${key}-basics`] = {
    title: `${language} basics`,
    description: `Input and output, conditions, loops and functions in ${language}.`,
    problems: [
      [`${prefix}IO`, 'Read two numbers, print their sum', 500],
      [`${prefix}COND`, 'Odd or even', 550],
      [`${prefix}LOOP`, 'Multiplication table', 600],
      [`${prefix}FUNC`, 'Write a function: maximum of three', 700],
      [`${prefix}COLL`, collections, 800],
    ],
  };
}
