// Markdown with math to sanitised HTML: math survives the Markdown pass, mentions become links,
// code stays code, hostile markup and links are neutralised; the live site's statements parse.
import { expect } from '@open-wc/testing';
import { markdownToHtml, mathIn } from '../../src/core/markdown';
import { referenceAnswer } from '../support/reference';

const parse = (markup: string) => {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
};
const mathOf = (markup: string) =>
  [...parse(markup).querySelectorAll<HTMLElement>('span.math')].map((span) => `${span.dataset.math}:${span.textContent}`);

describe('markdownToHtml', () => {
  it('keeps underscores, carets and backslashes inside math', () => {
    const html = markdownToHtml('Let $S_{even}$ and $S_{odd}$ be sums, $1 \\leq N \\leq 10^5$, mod $10^9 + 7$.');
    expect(mathOf(html)).to.deep.equal(['inline:S_{even}', 'inline:S_{odd}', 'inline:1 \\leq N \\leq 10^5', 'inline:10^9 + 7']);
    expect(html).not.to.contain('<em>');
  });

  it('reads $$…$$, \\[…\\] and \\(…\\) too, across lines for display math', () => {
    const html = markdownToHtml('Sum:\n\n$$\n\\sum_{i=1}^{N} a_i\n$$\n\nand \\(x_1\\), \\[y^2\\].');
    expect(mathOf(html)).to.deep.equal(['display:\\sum_{i=1}^{N} a_i', 'inline:x_1', 'display:y^2']);
  });

  it('escapes what math holds: a formula with < and & stays text', () => {
    const html = markdownToHtml('$a<b$ and $x & y$ and $<img src=x onerror=alert(1)>$');
    expect(mathOf(html)).to.deep.equal(['inline:a<b', 'inline:x & y', 'inline:<img src=x onerror=alert(1)>']);
    expect(parse(html).querySelector('img')).to.equal(null);
  });

  it('leaves prices, escaped dollars and code alone', () => {
    const html = markdownToHtml('It costs $5 and $10. A \\$ sign. Print `$x_i$` or\n\n```\nlet $a_b$ = 1;\n```');
    expect(mathOf(html)).to.deep.equal([]);
    const text = parse(html).textContent!;
    expect(text).to.contain('It costs $5 and $10.');
    expect(text).to.contain('A $ sign.');
    expect(parse(html).querySelector('code')!.textContent).to.equal('$x_i$');
    expect(parse(html).querySelector('pre code')!.textContent).to.equal('let $a_b$ = 1;');
  });

  it('still does Markdown around math: bold, italics, lists, links', () => {
    const html = markdownToHtml('Chef buys **only if** $R \\le 4$:\n\n- $1$ is *safe*,\n- $10$ is risky.\n\nSee [the guide](https://example.org/guide).');
    const content = parse(html);
    expect(content.querySelector('strong')!.textContent).to.equal('only if');
    expect([...content.querySelectorAll('li')].map((li) => li.textContent!.trim())).to.deep.equal(['1 is safe,', '10 is risky.']);
    expect(content.querySelector('li em')!.textContent).to.equal('safe');
    expect(content.querySelector('a')!.getAttribute('href')).to.equal('https://example.org/guide');
  });

  it('turns @name into a link to the profile, but not e-mail addresses, paths or code', () => {
    const html = markdownToHtml('Thanks @chef_99 and @alice! Mail me@example.org, see /x/@y, `@code`.');
    const links = [...parse(html).querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['@chef_99', '/users/chef_99'],
      ['@alice', '/users/alice'],
    ]);
    expect(parse(html).querySelector('code')!.textContent).to.equal('@code');
  });

  it('neutralises javascript: links and strips script, handlers and styles', () => {
    const vectors = [
      '[x](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[x](java\tscript:alert(1))',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '[x](" onmouseover="alert(1))',
      '![x](javascript:alert(1))',
      '<img src=x onerror="alert(1)">',
      '<script>alert(1)</script>',
      '<svg><script>alert(1)</script></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<aside style="background:url(javascript:alert(1))">note</aside>',
      '[x](data:text/html,<script>alert(1)</script>)',
    ];
    for (const vector of vectors) {
      const content = parse(markdownToHtml(`Before ${vector} after`));
      expect(content.querySelectorAll('script, iframe, svg, [style]').length, vector).to.equal(0);
      for (const node of content.querySelectorAll('*')) {
        for (const { name, value } of [...node.attributes]) {
          expect(name, vector).not.to.match(/^on/i);
          if (name === 'href' || name === 'src') expect(value, vector).not.to.match(/^\s*(javascript|data|vbscript)\s*:/i);
        }
      }
    }
  });

  it('a formula inside a link address comes back as its text, not as markup', () => {
    const html = markdownToHtml('[a](https://example.org/$x$) and <a title="$y$ @bob">b</a>');
    const links = [...parse(html).querySelectorAll('a')];
    expect(links[0].getAttribute('href')).to.equal('https://example.org/$x$');
    expect(links[1].getAttribute('title')).to.equal('$y$ @bob');
    expect(parse(html).querySelectorAll('span.math').length).to.equal(0);
  });

  it('a reference without a definition stays text, never href="undefined"', () => {
    for (const source of ['see [x][1] here', 'array[i] and a[j][k]', '[just brackets]', 'a ] stray and [ open', '[x][] too']) {
      const html = markdownToHtml(source, 'comment');
      expect(html, source).not.to.contain('undefined');
      expect(parse(html).querySelectorAll('a').length, source).to.equal(0);
      expect(parse(html).textContent, source).to.equal(source);
    }
  });

  it('resolves [text][ref], [text][] and [text] through definitions, which are not shown', () => {
    const html = markdownToHtml('Read [the **guide**][G] or [Docs][] or [docs].\n\n[g]: https://example.org/guide "Guide"\n[docs]: /docs/a(b)', 'comment');
    const links = [...parse(html).querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).to.deep.equal([['the guide', 'https://example.org/guide'], ['Docs', '/docs/a%28b%29'], ['docs', '/docs/a%28b%29']]);
    expect(parse(html).querySelector('strong')!.textContent).to.equal('guide');
    expect(parse(html).textContent).not.to.contain('example.org');
  });

  it('turns <https://…>, <mailto:…> and <name@host> autolinks into links; a javascript: one stays inert', () => {
    const html = markdownToHtml('See <https://example.org/a?b=1&c=2_x_> and <me@example.org>, <javascript:alert(1)>.', 'comment');
    const links = [...parse(html).querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).to.deep.equal([['https://example.org/a?b=1&c=2_x_', 'https://example.org/a?b=1&c=2_x_'], ['me@example.org', 'mailto:me@example.org']]);
    expect(parse(html).querySelector('[href*="javascript" i]')?.outerHTML).to.equal(undefined);
  });

  it('keeps inline links and images, also next to brackets', () => {
    const html = markdownToHtml('[a](https://example.org/a) [b] ![pic](/img.png) `[c][1]`', 'comment');
    const content = parse(html);
    expect([...content.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal(['https://example.org/a']);
    expect(content.querySelector('img')!.getAttribute('src')).to.equal('/img.png');
    expect(content.querySelector('code')!.textContent).to.equal('[c][1]');
    expect(content.textContent).to.contain('[b]');
  });

  it('an inline link whose address holds parentheses is whole, with no stray ")"', () => {
    const html = markdownToHtml('See [wiki](https://en.wikipedia.org/wiki/Tree_(graph_theory)) and ![f](/f_(1).png) (or [x](/a)).', 'comment');
    const content = parse(html);
    expect([...content.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['wiki', 'https://en.wikipedia.org/wiki/Tree_%28graph_theory%29'],
      ['x', '/a'],
    ]);
    expect(content.querySelector('img')!.getAttribute('src')).to.equal('/f_%281%29.png');
    expect(content.textContent).to.equal('See wiki and  (or x).');
  });

  it('placeholders cannot be forged by the statement', () => {
    const html = markdownToHtml('\u00020\u0003 $x$');
    expect(mathOf(html)).to.deep.equal(['inline:x']);
  });

  it("reads the live site's statements: every formula found, none left to Markdown", async function () {
    let found = 0;
    for (const n of [1, 2, 3, 4, 5]) {
      const answer = (await referenceAnswer(this, `START209D_P${n}209.json`)) as { problemComponents: Record<string, unknown> };
      const parts = answer.problemComponents;
      for (const key of ['statement', 'inputFormat', 'outputFormat', 'constraints', 'subtasks']) {
        const source = String(parts[key] ?? '');
        const html = markdownToHtml(source);
        const expected = mathIn(source);
        expect(mathOf(html).map((m) => m.replace(/^\w+:/, '')), `P${n}209 ${key}`).to.deep.equal(expected);
        expect(html, `P${n}209 ${key}`).not.to.match(/style=|<script/i);
        // No raw dollars left over from a formula the scanner missed.
        const text = [...parse(html).childNodes].map((node) => node.textContent).join('');
        if (!/\$\d/.test(source)) expect((text.match(/\$/g) ?? []).length, `P${n}209 ${key} leftover $`).to.equal(
          expected.reduce((count, tex) => count + (tex.match(/\$/g) ?? []).length, 0),
        );
        found += expected.length;
      }
    }
    expect(found).to.be.greaterThan(20);
  });
});
