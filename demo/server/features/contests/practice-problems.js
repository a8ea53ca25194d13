// @ts-check
// Practice problems: every problem a roadmap links to (../roadmaps/) is a PRACTICE problem, so
// its problem page and solved mark work. A few carry full statements; the rest exist as rows
// (name, rating, category) with an empty statement, which the problem page shows as such.
import { TOPICS } from '../roadmaps/catalog.js';

/** @typedef {import('./problems.js').ProblemSeed} ProblemSeed */

/** Full statements for some roadmap problems; name and rating match the roadmap's. @type {ProblemSeed[]} */
const PRACTICE_STATEMENTS = [
  {
    code: 'ARRSUM', name: 'Sum of an array', category: 'school', difficulty: 900, author: 'mod', tester: 'alice',
    statement: 'Given $N$ integers $A_1, A_2, \\ldots, A_N$, print their sum\n\n$$S = \\sum_{i=1}^{N} A_i.$$',
    input: 'The first line contains $N$. The second line contains $A_1, A_2, \\ldots, A_N$.',
    output: 'Print $S$.',
    constraints: '- $1 \\le N \\le 10^5$\n- $|A_i| \\le 10^9$\n\nThe sum may not fit in a $32$-bit integer.',
    samples: [['5\n1 2 3 4 5', '15']],
    tags: ['arrays', 'implementation'],
  },
  {
    code: 'MAXDIFF', name: 'Largest difference', category: 'easy', difficulty: 1050, author: 'teamlead', tester: 'mod',
    statement: 'Given $A_1, A_2, \\ldots, A_N$, find the largest value of $A_j - A_i$ over all pairs of indices with $i < j$. ' +
      'The answer may be negative.',
    input: 'The first line contains $N$. The second line contains the array.',
    output: 'Print the largest difference.',
    constraints: '- $2 \\le N \\le 2 \\cdot 10^5$\n- $1 \\le A_i \\le 10^9$',
    samples: [['5\n7 1 5 3 6', '5', 'Take $A_2 = 1$ and $A_5 = 6$.'], ['3\n5 4 1', '-1']],
    tags: ['arrays', 'prefix minimum'],
  },
  {
    code: 'PREFSUM', name: 'Prefix sum queries', category: 'easy', difficulty: 1250, author: 'admin', tester: 'ravi',
    statement: 'Given $A_1, \\ldots, A_N$, answer $Q$ queries: print $A_L + A_{L+1} + \\cdots + A_R$.\n\n' +
      'With prefix sums $P_0 = 0$ and $P_i = P_{i-1} + A_i$, each answer is\n\n$$P_R - P_{L-1}.$$',
    input: 'The first line has $N$ and $Q$, the second the array, then $Q$ lines with $L$ and $R$.',
    output: 'For each query print the sum on its own line.',
    constraints: '- $1 \\le N, Q \\le 2 \\cdot 10^5$\n- $|A_i| \\le 10^9$\n- $1 \\le L \\le R \\le N$',
    samples: [['5 3\n1 2 3 4 5\n1 3\n2 5\n4 4', '6\n14\n4']],
    tags: ['arrays', 'prefix sums'],
  },
  {
    code: 'PALIN', name: 'Palindrome check', category: 'school', difficulty: 800, author: 'mod', tester: 'teamlead',
    statement: 'A string $S$ is a palindrome when $S_i = S_{|S| + 1 - i}$ for every $1 \\le i \\le |S|$. ' +
      'For each given string, tell whether it is a palindrome.',
    input: 'The first line contains $T$. Each of the next $T$ lines contains a string of lowercase letters.',
    output: 'For each string print `YES` or `NO`.',
    constraints: '- $1 \\le T \\le 100$\n- $1 \\le |S| \\le 1000$',
    samples: [['3\nlevel\nchef\nx', 'YES\nNO\nYES']],
    tags: ['strings'],
  },
  {
    code: 'TWOSUM', name: 'Two sum', category: 'school', difficulty: 900, author: 'ravi', tester: 'admin',
    statement: 'Given $A_1, \\ldots, A_N$ and a target $K$, find indices $i < j$ with $A_i + A_j = K$. ' +
      'If there are several, print the one with the smallest $i$, and among those the smallest $j$.',
    input: 'The first line has $N$ and $K$; the second line has the array.',
    output: 'Print $i$ and $j$, or $-1$ if there is no such pair.',
    constraints: '- $2 \\le N \\le 10^5$\n- $|A_i|, |K| \\le 10^9$',
    samples: [['5 9\n2 7 11 15 -2', '1 2'], ['3 100\n1 2 3', '-1']],
    tags: ['hashing', 'arrays'],
  },
  {
    code: 'SORTNUM', name: 'Sort the numbers', category: 'school', difficulty: 800, author: 'admin', tester: 'mod',
    statement: 'Sort $N$ integers in non-decreasing order.',
    input: 'The first line contains $N$. The second line contains the numbers.',
    output: 'Print the sorted numbers on one line, separated by spaces.',
    constraints: '- $1 \\le N \\le 2 \\cdot 10^5$\n- $|A_i| \\le 10^9$',
    samples: [['6\n5 -1 3 3 0 9', '-1 0 3 3 5 9']],
    tags: ['sorting'],
  },
];

/** The live site's categories by rating, so the problem page has one for every row. @param {number} rating */
function categoryOf(rating) {
  if (rating < 1000) return 'school';
  if (rating < 1400) return 'easy';
  return rating < 1800 ? 'medium' : 'hard';
}

/**
 * Every roadmap problem as a practice problem seed: a full one from PRACTICE_STATEMENTS when
 * written, else a row with an empty statement. Codes already among `taken` (a contest problem
 * of the same code) are left to that seed.
 * @param {Set<string>} taken
 * @returns {ProblemSeed[]}
 */
export function roadmapProblems(taken) {
  const written = new Map(PRACTICE_STATEMENTS.map((p) => [p.code, p]));
  /** @type {ProblemSeed[]} */
  const seeds = [];
  const seen = new Set(taken);
  for (const topic of Object.values(TOPICS)) {
    for (const [code, name, rating] of topic.problems) {
      if (seen.has(code)) continue;
      seen.add(code);
      seeds.push(written.get(code) ?? {
        code, name, category: categoryOf(rating), difficulty: rating, author: 'admin', tester: 'mod',
        statement: '', input: '', output: '', constraints: '', samples: [], tags: [],
      });
    }
  }
  return seeds;
}
