// @ts-check
// The demo's own contest problems, written in the live site's shapes: Markdown statements with
// LaTeX (underscores and backslashes inside math must survive the client's Markdown pass),
// sample tests with optional explanations, tags. Difficulty -1 means "N/A".

/**
 * @typedef {{
 *   code: string, name: string, category: string, difficulty: number, author: string, tester: string,
 *   statement: string, input: string, output: string, constraints: string, subtasks?: string,
 *   subtaskPoints?: number[],
 *   samples: Array<[input: string, output: string, explanation?: string]>, tags: string[],
 *   editorial?: string, video?: string, direct?: boolean, timeLimit?: number,
 * }} ProblemSeed
 * `subtaskPoints` are the points of each subtask in order (they add up to 100); a problem with
 * them is partially scored (judge type 3), one without is all-or-nothing.
 */

/** @type {ProblemSeed[]} */
export const PROBLEMS = [
  {
    code: 'COINJAR', name: 'Coin Jar', category: 'school', difficulty: 704, author: 'mod', tester: 'ravi',
    statement: 'Chef has a jar with $A$ coins worth $1$ rupee each and $B$ coins worth $2$ rupees each.\n\n' +
      'Can Chef pay **exactly** $X$ rupees using some of these coins?',
    input: '- The first line contains $T$, the number of test cases.\n- Each test case is one line with three integers $A$, $B$ and $X$.',
    output: 'For each test case print `YES` if Chef can pay exactly $X$ rupees, otherwise `NO`. Letters may be in any case.',
    constraints: '- $1 \\le T \\le 1000$\n- $0 \\le A, B \\le 100$\n- $1 \\le X \\le 300$',
    samples: [['3\n1 1 3\n0 2 3\n5 0 4', 'YES\nNO\nYES',
      'In the second test case Chef only has $2$-rupee coins, so he can pay only even amounts.']],
    tags: ['implementation', 'math'], editorial: 'https://discuss.cc-elements.dev/t/coinjar-editorial/7',
  },
  {
    code: 'EVENSUM', name: 'Even Sum Pairs', category: 'school', difficulty: 812, author: 'mod', tester: 'teamlead',
    statement: 'You are given an array $A$ of $N$ integers $A_1, A_2, \\ldots, A_N$.\n\nCount the pairs $(i, j)$ with $1 \\le i < j \\le N$ such that $A_i + A_j$ is **even**.',
    input: '- The first line contains $T$, the number of test cases.\n- Each test case has a line with $N$, then a line with $A_1, A_2, \\ldots, A_N$.',
    output: 'For each test case, print the number of pairs on its own line.',
    constraints: '- $1 \\le T \\le 10^4$\n- $2 \\le N \\le 10^5$\n- $1 \\le A_i \\le 10^9$\n- The sum of $N$ over all test cases does not exceed $2 \\cdot 10^5$.',
    samples: [['2\n3\n1 2 3\n4\n2 4 6 8', '1\n6',
      'In the first test case only $A_1 + A_3 = 4$ is even. In the second every one of the $\\binom{4}{2} = 6$ pairs is.']],
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
    code: 'BULBROW', name: 'Bulb Row', category: 'easy', difficulty: 1352, author: 'ravi', tester: 'mod',
    statement: 'A row of $N$ bulbs is described by a binary string $S$: bulb $i$ is on when $S_i = 1$.\n\n' +
      'In one operation Chef picks an index $i$ ($1 \\le i < N$) and toggles bulbs $i$ and $i + 1$. ' +
      'Find the fewest operations that turn every bulb off, or report that it is impossible.',
    input: '- The first line contains $T$.\n- Each test case has a line with $N$ and a line with $S$.',
    output: 'For each test case print the fewest operations, or $-1$ if the bulbs cannot all be turned off.',
    constraints: '- $1 \\le T \\le 10^4$\n- $2 \\le N \\le 10^5$\n- $S$ has only the characters `0` and `1`\n- The sum of $N$ over all test cases does not exceed $3 \\cdot 10^5$.',
    samples: [['3\n4\n1001\n3\n111\n2\n11', '3\n-1\n1',
      'In the first test case: $1001 \\to 0101 \\to 0011 \\to 0000$. In the second an operation never changes the parity of the number of lit bulbs, so three lit bulbs cannot all go off.']],
    tags: ['greedy', 'strings'],
  },
  {
    code: 'MODPOW', name: 'Powers Modulo a Prime', category: 'medium', difficulty: 1587, author: 'admin', tester: 'mod',
    statement: 'For each query print $a^b \\bmod (10^9 + 7)$.\n\n$$a^b = \\underbrace{a \\cdot a \\cdots a}_{b\\ \\text{times}}$$',
    input: 'The first line contains $Q$. Each of the next $Q$ lines contains $a$ and $b$.',
    output: 'For each query print the answer on its own line.',
    constraints: '- $1 \\le Q \\le 10^5$\n- $0 \\le a, b \\le 10^{18}$',
    subtasks: '- Subtask 1 (30 points): $b \\le 10^6$\n- Subtask 2 (70 points): original constraints', subtaskPoints: [30, 70],
    samples: [['3\n2 10\n3 0\n10 18', '1024\n1\n49']],
    tags: ['math', 'binary exponentiation'], editorial: 'https://discuss.cc-elements.dev/t/modpow-editorial/2',
    video: 'https://video.cc-elements.dev/modpow',
  },
  {
    code: 'PALCUT', name: 'Palindrome Cuts', category: 'medium', difficulty: 1655, author: 'mod', tester: 'teamlead',
    statement: 'Cut the string $S$ into the fewest pieces so that every piece is a palindrome.',
    input: 'One line with $S$.',
    output: 'Print the fewest number of pieces.',
    constraints: '- $1 \\le |S| \\le 2000$',
    samples: [['abacc', '2', 'Cut it as `aba` and `cc`.']],
    tags: ['dynamic programming', 'strings'],
  },
  {
    code: 'GRIDWALK', name: 'Grid Walk', category: 'medium', difficulty: 1734, author: 'mod', tester: 'admin',
    statement: 'A robot starts at $(1, 1)$ of an $N \\times M$ grid and moves only right or down. Some cells are blocked (`#`). Count the paths to $(N, M)$ modulo $998\\,244\\,353$.',
    input: 'The first line has $N$ and $M$; the next $N$ lines have $M$ characters each, `.` or `#`.',
    output: 'Print the number of paths modulo $998\\,244\\,353$.',
    constraints: '- $1 \\le N, M \\le 1000$\n- $S_{1,1}$ and $S_{N,M}$ are `.`',
    subtasks: '- Subtask 1 (40 points): no cell is blocked\n- Subtask 2 (60 points): original constraints', subtaskPoints: [40, 60],
    samples: [['3 3\n...\n.#.\n...', '2']],
    tags: ['dynamic programming'],
  },
  {
    code: 'XORSUB', name: 'Subarray XOR', category: 'hard', difficulty: 2105, author: 'admin', tester: 'teamlead',
    statement: 'Given $A_1, \\ldots, A_N$ and $K$, count subarrays $[l, r]$ with $A_l \\oplus A_{l+1} \\oplus \\cdots \\oplus A_r = K$.',
    input: 'The first line has $N$ and $K$; the second line has the array.',
    output: 'Print the count.',
    constraints: '- $1 \\le N \\le 2 \\cdot 10^5$\n- $0 \\le A_i, K < 2^{30}$',
    subtasks: '- Subtask 1 (25 points): $N \\le 5000$\n- Subtask 2 (75 points): original constraints', subtaskPoints: [25, 75],
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
    tags: ['trees', 'binary lifting'], timeLimit: 2,
  },
  {
    code: 'RANGEMEX', name: 'Range Mex Queries', category: 'hard', difficulty: 2648, author: 'admin', tester: 'teamlead',
    statement: 'You are given $A_1, A_2, \\ldots, A_N$. Answer $Q$ queries: for a query $(L, R)$ print the ' +
      '*mex* of $A_L, A_{L+1}, \\ldots, A_R$, where\n\n$$\\operatorname{mex}(S) = \\min \\{\\, x \\ge 0 : x \\notin S \\,\\}.$$',
    input: 'The first line has $N$ and $Q$, the second line the array, then $Q$ lines with $L$ and $R$.',
    output: 'For each query print the mex on its own line.',
    constraints: '- $1 \\le N, Q \\le 2 \\cdot 10^5$\n- $0 \\le A_i \\le 10^9$\n- $1 \\le L \\le R \\le N$',
    subtasks: '- Subtask 1 (20 points): $N, Q \\le 2000$\n- Subtask 2 (80 points): original constraints', subtaskPoints: [20, 80],
    samples: [['5 4\n0 1 3 0 2\n1 2\n3 5\n1 5\n2 3', '2\n1\n4\n0']],
    tags: ['segment tree', 'offline queries'], timeLimit: 3,
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
    code: 'SUBMITNOW', name: 'Submit Directly', category: 'easy', difficulty: 900, author: 'admin', tester: 'mod',
    statement: 'This problem is solved on its submit page.', input: 'None.', output: 'None.', constraints: '- None',
    samples: [], tags: [], direct: true,
  },
];
