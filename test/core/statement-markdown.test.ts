// Statements as CommonMark with GitHub tables (markdown-it), math protected: every captured
// statement field of the live site renders with the structure its author meant.
import { expect } from '@open-wc/testing';
import { markdownToHtml } from '../../src/core/markdown';
import { statementToHtml } from '../../src/core/statement-markdown';
import { referenceAnswer } from '../support/reference';

/** The markup in a detached wrapper (`:scope >` then means top-level blocks). */
const dom = (markup: string) => {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = markup;
  return wrapper;
};
const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((node) => node.textContent ?? '');

const SECTIONS = ['statement', 'inputFormat', 'outputFormat', 'constraints', 'subtasks'] as const;

interface Capture {
  problemComponents: Record<string, unknown> & { sampleTestCases?: Array<{ explanation?: string }> };
}

async function capture(test: Mocha.Context, n: number): Promise<Capture> {
  return (await referenceAnswer(test, `START209D_P${n}209.json`)) as Capture;
}

describe('statementToHtml (CommonMark + tables)', () => {
  it('double-backtick code spans keep no stray backticks and end where they end', () => {
    const html = statementToHtml('output ``YES`` if possible, or ``NO`` otherwise.');
    const root = dom(html);
    expect(texts(root, 'code')).to.deep.equal(['YES', 'NO']);
    expect(root.textContent).to.equal('output YES if possible, or NO otherwise.\n');
    expect(html).not.to.contain('`');
  });

  it('nested lists nest; blank lines make paragraphs; two trailing spaces a line break', () => {
    const root = dom(statementToHtml('Intro line one  \nline two\n\nSecond paragraph.\n\n- outer\n  - inner one\n  - inner two\n- outer two'));
    expect(texts(root, ':scope > p')).to.deep.equal(['Intro line one\nline two', 'Second paragraph.']);
    expect(root.querySelectorAll('p br').length).to.equal(1);
    expect(root.querySelectorAll(':scope > ul > li').length).to.equal(2);
    expect(texts(root, 'ul ul > li')).to.deep.equal(['inner one', 'inner two']);
    expect(root.textContent).not.to.contain('- inner');
  });

  it('GitHub tables become tables; a | inside math does not split a cell', () => {
    const root = dom(statementToHtml('| $i$ | $|S_i - S_j|$ |\n|---|---:|\n| 1 | `0` |\n| 2 | **5** |'));
    expect(root.querySelectorAll('table thead th').length).to.equal(2);
    expect(root.querySelectorAll('table tbody tr').length).to.equal(2);
    expect(texts(root, 'th .math')).to.deep.equal(['i', '|S_i - S_j|']);
    expect(texts(root, 'tbody td')).to.deep.equal(['1', '0', '2', '5']);
    expect(root.textContent).not.to.contain('|---');
  });

  it('math stays TeX in its span; HTML is sanitised; javascript: links neutralised', () => {
    const root = dom(statementToHtml('Let $S_{even} = a*b*c$ and\n\n$$\\sum_{i=1}^{n} a_i$$\n\n<script>alert(1)</script>[x](javascript:alert(1)) <aside>note</aside>'));
    expect(texts(root, '.math[data-math="inline"]')).to.deep.equal(['S_{even} = a*b*c']);
    expect(texts(root, '.math[data-math="display"]')).to.deep.equal(['\\sum_{i=1}^{n} a_i']);
    expect(root.querySelector('script')?.outerHTML).to.equal(undefined);
    expect(root.querySelector('a[href^="javascript"]')?.outerHTML).to.equal(undefined);
    expect(root.querySelectorAll('em').length).to.equal(0);
  });

  it('math is markdown-it\'s own: $…$, \\(…\\), \\[…\\], $$…$$; prices, escaped dollars and code stay text', () => {
    const root = dom(statementToHtml('It costs $5 and $10. A \\$ sign, `$x_i$` in code, $a_b$ and \\(x_1\\), \\[y^2\\], $$z_1$$.\n\n```\nlet $a_b$ = \\(1\\);\n```'));
    expect(texts(root, '.math[data-math="inline"]')).to.deep.equal(['a_b', 'x_1']);
    expect(texts(root, '.math[data-math="display"]')).to.deep.equal(['y^2', 'z_1']);
    expect(texts(root, 'p code')).to.deep.equal(['$x_i$']);
    expect(texts(root, 'pre code')).to.deep.equal(['let $a_b$ = \\(1\\);\n']);
    expect(root.querySelector('p')!.textContent).to.match(/^It costs \$5 and \$10\. A \$ sign/);
  });

  it('display math on its own lines is one formula, whatever its lines look like; unclosed it is text', () => {
    const root = dom(statementToHtml('Sum:\n$$\n\\begin{cases}\n- 1 & x < 0 \\\\\n\n| 2 | & x \\ge 0\n\\end{cases}\n$$\nafter\n\n> \\[\n> a_1\n> \\]\n\n$$ is a price'));
    expect(texts(root, '.math[data-math="display"]')).to.deep.equal(['\\begin{cases}\n- 1 & x < 0 \\\\\n\n| 2 | & x \\ge 0\n\\end{cases}', 'a_1']);
    expect(root.querySelectorAll('ul, table').length).to.equal(0);
    expect(root.querySelector('blockquote .math')).to.not.equal(null);
    expect(texts(root, ':scope > p').at(-1)).to.equal('$$ is a price');
  });

  it('\\( and \\[ in indented and ~~~ code blocks stay code', () => {
    const root = dom(statementToHtml('    \\(a\\) \\[b\\]\n\n~~~\n\\[c\\]\n~~~'));
    expect(texts(root, 'pre code')).to.deep.equal(['\\(a\\) \\[b\\]\n', '\\[c\\]\n']);
    expect(root.querySelectorAll('.math').length).to.equal(0);
  });

  it('@name starting a word links the user; not in addresses, autolinks or other links', () => {
    const root = dom(statementToHtml('Thanks @chef_99 and (@alice)! Mail me@example.org or <foo+@bar.example.com>, foo+@bar, [@bob](/x), `@code`.'));
    expect([...root.querySelectorAll('a.mention')].map((a) => [a.getAttribute('href'), a.textContent])).to.deep.equal([['/users/chef_99', '@chef_99'], ['/users/alice', '@alice']]);
    expect(texts(root, 'a:not(.mention)')).to.deep.equal(['foo+@bar.example.com', '@bob']);
    expect(root.querySelector('a[href="/x"] a')?.outerHTML).to.equal(undefined);
  });

  it('keeps what CommonMark and tables write: list start, titles, cell alignment, code language', () => {
    const root = dom(statementToHtml('Steps:\n\n3. third\n4. fourth\n\n[x](/u "the title") ![i](/i.png "pic")\n\n| a | b |\n|:-:|--:|\n| 1 | 2 |\n\n```cpp\nint x;\n```'));
    expect(root.querySelector('ol')!.getAttribute('start')).to.equal('3');
    expect(root.querySelector('a')!.getAttribute('title')).to.equal('the title');
    expect(root.querySelector('img')!.getAttribute('title')).to.equal('pic');
    expect([...root.querySelectorAll('td')].map((td) => td.getAttribute('align'))).to.deep.equal(['center', 'right']);
    expect(root.querySelector('[style]')?.outerHTML).to.equal(undefined);
    expect(root.querySelector('pre code')!.className).to.equal('language-cpp');
  });

  it('comments keep the snarkdown path and its output', () => {
    expect(markdownToHtml('**bold** and `code`', 'comment')).to.equal('<strong>bold</strong> and <code>code</code>');
  });

  for (const n of [1, 2, 3, 4, 5]) {
    it(`renders every statement field of capture START209D_P${n}209`, async function () {
      const answer = await capture(this, n);
      const components = answer.problemComponents;
      const fields = [
        ...SECTIONS.map((key) => String(components[key] ?? '')),
        ...(components.sampleTestCases ?? []).map((sample) => sample.explanation ?? ''),
      ].filter((text) => text.trim() !== '');
      expect(fields.length).to.be.greaterThan(4);
      for (const field of fields) {
        const root = dom(statementToHtml(field));
        // No Markdown left over as text: no backticks, no bold markers, no list dashes at line start.
        expect(root.textContent, field).not.to.match(/`|\*\*|(^|\n)\s*- /);
        // Every formula is a math span, none swallowed.
        expect(root.querySelectorAll('.math').length, field).to.equal((field.match(/\$+/g) ?? []).filter((m) => m === '$').length / 2 + (field.match(/\$\$/g) ?? []).length / 2);
        if (field.includes('\n- ') || field.startsWith('- ')) expect(root.querySelector('ul > li'), field).to.not.equal(null);
        if (/\n\n/.test(field.trim())) expect(root.querySelectorAll(':scope > p, :scope > ul').length, field).to.be.greaterThan(1);
      }
    });
  }

  it('P4209: nested input-format list, ``YES`` code spans, paragraphs', async function () {
    const answer = await capture(this, 4);
    const components = answer.problemComponents;
    const input = dom(statementToHtml(String(components.inputFormat)));
    expect(input.querySelectorAll(':scope > ul > li').length).to.equal(2);
    expect(input.querySelectorAll('ul ul > li').length).to.equal(2);
    expect(texts(input, 'ul ul code')).to.deep.equal(['0', '1']);
    const output = dom(statementToHtml(String(components.outputFormat)));
    expect(texts(output, 'code').slice(0, 2)).to.deep.equal(['YES', 'NO']);
    expect(output.querySelectorAll(':scope > p').length).to.equal(2);
    expect(texts(output, 'p')[0]).to.match(/if it is possible to convert the entire string to all zeros/);
    const statement = dom(statementToHtml(String(components.statement)));
    expect(statement.querySelectorAll(':scope > p').length).to.be.greaterThan(2);
    expect(statement.querySelectorAll('p br').length).to.be.greaterThan(0);
    expect(texts(statement, 'strong')).to.deep.equal(['binary']);
  });

  it('P5209: ``01`` and ``10`` are code, the sentence around them is not', async function () {
    const answer = await capture(this, 5);
    const statement = dom(statementToHtml(String(answer.problemComponents.statement)));
    const first = statement.querySelectorAll('p')[1];
    expect(texts(first, 'code')).to.deep.equal(['01', '10']);
    expect(first.textContent).to.match(/^Alice wants to make the number of substrings 01 and {1,2}10 equal, and both counts must be non-zero\./);
    expect(statement.querySelectorAll(':scope > p').length).to.be.greaterThan(4);
  });
});
