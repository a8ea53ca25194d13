// @ts-check
// The demo's own problems, written in the live site's shapes: Markdown statements with LaTeX
// (underscores and backslashes inside math must survive the client's Markdown pass), sample
// tests, tags. Difficulty -1 means "N/A".

/**
 * @typedef {{
 *   code: string, name: string, category: string, difficulty: number, author: string, tester: string,
 *   statement: string, input: string, output: string, constraints: string, subtasks?: string,
 *   samples: Array<[input: string, output: string]>, tags: string[], editorial?: string, video?: string,
 *   direct?: boolean,
 * }} ProblemSeed
 */

/** @type {ProblemSeed[]} */
export const PROBLEMS = [
  {
    code: 'EVENSUM', name: 'Even Sum Pairs', category: 'school', difficulty: 812, author: 'mod', tester: 'teamlead',
    statement: 'You are given an array $A$ of $N$ integers $A_1, A_2, \\ldots, A_N$.\n\nCount the pairs $(i, j)$ with $1 \\le i < j \\le N$ such that $A_i + A_j$ is **even**.',
    input: '- The first line contains $T$, the number of test cases.\n- Each test case has a line with $N$, then a line with $A_1, A_2, \\ldots, A_N$.',
    output: 'For each test case, print the number of pairs on its own line.',
    constraints: '- $1 \\le T \\le 10^4$\n- $2 \\le N \\le 10^5$\n- $1 \\le A_i \\le 10^9$\n- The sum of $N$ over all test cases does not exceed $2 \\cdot 10^5$.',
    samples: [['2\n3\n1 2 3\n4\n2 4 6 8', '1\n6']],
    tags: ['math', 'counting'], editorial: 'https://discuss.cc-elements.dev/t/evensum-editorial/1',
  },
  {
    code: 'MAXGAP', name: 'Largest Gap', category: 'easy', difficulty: 1143, author: 'teamlead', tester: 'mod',
    statement: 'Chef placed $N$ lamps on a line at positions $x_1 < x_2 < \\ldots < x_N$. Find the largest distance between two **adjacent** lamps, that is $\\max_{1 \\le i < N} (x_{i+1} - x_i)$.',
    input: 'The first line contains $N$. The second line contains $x_1, \\ldots, x_N$.',
    output: 'Print one integer: the largest gap.',
    constraints: '- $2 \\le N \\le 2 \\cdot 10^5$\n- $0 \\le x_i \\le 10^9$',
    samples: [['4\n1 3 8 10', '5'], ['2\n0 1000000000', '1000000000']],
    tags: ['arrays', 'greedy'],
  },
  {
    code: 'MODPOW', name: 'Powers Modulo a Prime', category: 'medium', difficulty: 1587, author: 'admin', tester: 'mod',
    statement: 'For each query print $a^b \\bmod (10^9 + 7)$.\n\n$$a^b = \\underbrace{a \\cdot a \\cdots a}_{b\\ \\text{times}}$$',
    input: 'The first line contains $Q$. Each of the next $Q$ lines contains $a$ and $b$.',
    output: 'For each query print the answer on its own line.',
    constraints: '- $1 \\le Q \\le 10^5$\n- $0 \\le a, b \\le 10^{18}$',
    subtasks: '- Subtask 1 (30 points): $b \\le 10^6$\n- Subtask 2 (70 points): original constraints',
    samples: [['3\n2 10\n3 0\n10 18', '1024\n1\n49']],
    tags: ['math', 'binary exponentiation'], editorial: 'https://discuss.cc-elements.dev/t/modpow-editorial/2',
    video: 'https://video.cc-elements.dev/modpow',
  },
  {
    code: 'GRIDWALK', name: 'Grid Walk', category: 'medium', difficulty: 1734, author: 'mod', tester: 'admin',
    statement: 'A robot starts at $(1, 1)$ of an $N \\times M$ grid and moves only right or down. Some cells are blocked (`#`). Count the paths to $(N, M)$ modulo $998\\,244\\,353$.',
    input: 'The first line has $N$ and $M$; the next $N$ lines have $M$ characters each, `.` or `#`.',
    output: 'Print the number of paths modulo $998\\,244\\,353$.',
    constraints: '- $1 \\le N, M \\le 1000$\n- $S_{1,1}$ and $S_{N,M}$ are `.`',
    samples: [['3 3\n...\n.#.\n...', '2']],
    tags: ['dynamic programming'],
  },
  {
    code: 'XORSUB', name: 'Subarray XOR', category: 'hard', difficulty: 2105, author: 'admin', tester: 'teamlead',
    statement: 'Given $A_1, \\ldots, A_N$ and $K$, count subarrays $[l, r]$ with $A_l \\oplus A_{l+1} \\oplus \\cdots \\oplus A_r = K$.',
    input: 'The first line has $N$ and $K$; the second line has the array.',
    output: 'Print the count.',
    constraints: '- $1 \\le N \\le 2 \\cdot 10^5$\n- $0 \\le A_i, K < 2^{30}$',
    samples: [['5 6\n4 2 2 6 4', '4']],
    tags: ['bit manipulation', 'hashing', 'prefix sums'],
  },
  {
    code: 'TREEPATH', name: 'Heavy Tree Paths', category: 'hard', difficulty: 2390, author: 'teamlead', tester: 'admin',
    statement: 'A tree has $N$ vertices with weights $w_v$. Answer $Q$ queries: the maximum weight on the path from $u$ to $v$.',
    input: 'The first line has $N$ and $Q$, then $N$ weights, then $N-1$ edges, then $Q$ queries $u\\ v$.',
    output: 'For each query print the maximum.',
    constraints: '- $2 \\le N, Q \\le 10^5$\n- $1 \\le w_v \\le 10^9$',
    samples: [['3 2\n5 1 7\n1 2\n2 3\n1 2\n1 3', '5\n7']],
    tags: ['trees', 'binary lifting'],
  },
  {
    code: 'WARMUP', name: 'Warm Up', category: 'school', difficulty: -1, author: 'mod', tester: 'alice',
    statement: 'Print the sum of two integers $a$ and $b$.',
    input: 'One line with $a$ and $b$.',
    output: 'Print $a + b$.',
    constraints: '- $|a|, |b| \\le 10^{9}$',
    samples: [['2 3', '5']],
    tags: ['implementation'],
  },
  {
    code: 'PALCUT', name: 'Palindrome Cuts', category: 'medium', difficulty: 1655, author: 'mod', tester: 'teamlead',
    statement: 'Cut the string $S$ into the fewest pieces so that every piece is a palindrome.',
    input: 'One line with $S$.',
    output: 'Print the fewest number of pieces.',
    constraints: '- $1 \\le |S| \\le 2000$',
    samples: [['abacc', '2']],
    tags: ['dynamic programming', 'strings'],
  },
  {
    code: 'SUBMITNOW', name: 'Submit Directly', category: 'easy', difficulty: 900, author: 'admin', tester: 'mod',
    statement: 'This problem is solved on its submit page.', input: 'None.', output: 'None.', constraints: '- None',
    samples: [], tags: [], direct: true,
  },
];
