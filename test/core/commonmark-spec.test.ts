// The CommonMark spec (commonmark-spec 0.31.2, 652 examples) through the statement renderer, as
// an author's text would go: statementToHtml, sanitiser included. Output and the spec's HTML are
// compared as trees: attributes sorted, whitespace collapsed outside <pre> (in attribute values
// too: the sanitiser trims them), none around block tags, and the rel="noopener noreferrer" the
// sanitiser puts on every link set aside (the site's link policy, not Markdown). Raw HTML and
// HTML blocks are checked only for safety, and autolinks whose scheme the safety policy refuses
// (irc:, made-up schemes) only for being inert. Five examples of other sections pass raw HTML
// through (`[foo <bar attr="](baz)">`, `[a](<b>c)`): the sanitiser drops made-up elements, so
// their expected HTML is compared as the same sanitiser leaves it (the Markdown around it must
// still match exactly).
import { expect } from '@open-wc/testing';
import { isSafeUrl } from '../../src/core/safe-url';
import { sanitize } from '../../src/core/sanitize';
import { statementToHtml } from '../../src/core/statement-markdown';

interface Example {
  markdown: string;
  html: string;
  section: string;
  number: number;
}

const HTML_SECTIONS = new Set(['HTML blocks', 'Raw HTML']);

/** The examples as the package's own extractor reads them (its index.js reads the file with fs). */
async function examples(): Promise<Example[]> {
  const response = await fetch('/node_modules/commonmark-spec/spec.txt');
  if (!response.ok) throw new Error(`spec.txt: HTTP ${response.status}`);
  const text = (await response.text()).replace(/\r\n?/g, '\n').replace(/^<!-- END TESTS -->[\s\S]*/m, '');
  const found: Example[] = [];
  let section = '';
  const pattern = /^`{32} example\n([\s\S]*?)^\.\n([\s\S]*?)^`{32}$|^#{1,6} *(.*)$/gm;
  for (const match of text.matchAll(pattern)) {
    if (match[3] !== undefined) section = match[3];
    else found.push({ markdown: match[1].replace(/→/g, '\t'), html: match[2].replace(/→/g, '\t'), section, number: found.length + 1 });
  }
  return found;
}

const BLOCK_TAGS = 'address|article|aside|blockquote|details|div|dl|dd|dt|figcaption|figure|h[1-6]|hr|li|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul';
const AROUND_BLOCK_TAG = new RegExp(`\\s*(</?(?:${BLOCK_TAGS})\\b[^>]*>)\\s*`, 'g');
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Parsed inertly (a template's content: nothing loads or runs). */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function serialise(node: Node, inPre: boolean): string {
  let out = '';
  for (const child of node.childNodes) {
    if (child instanceof Text) out += escape(inPre ? child.data : child.data.replace(/\s+/g, ' '));
    else if (child instanceof Element) {
      const name = child.localName;
      const attributes = [...child.attributes]
        .filter((attribute) => !(name === 'a' && attribute.name === 'rel' && attribute.value === 'noopener noreferrer'))
        .map((attribute) => `${attribute.name}="${escape(attribute.value.replace(/\s+/g, ' ').trim())}"`)
        .sort();
      out += `<${[name, ...attributes].join(' ')}>${serialise(child, inPre || name === 'pre')}</${name}>`;
    }
  }
  return out;
}

/** The canonical form both sides are compared in. */
function canonical(html: string): string {
  return serialise(parse(html), false).replace(AROUND_BLOCK_TAG, '$1').trim();
}

/** The elements CommonMark writes itself; any other in the spec's HTML is raw HTML passed through. */
const COMMONMARK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'pre', 'code', 'blockquote', 'ul', 'ol', 'li', 'em', 'strong', 'a', 'img', 'br']);
const passesRawHtml = (html: string) => [...parse(html).querySelectorAll('*')].some((element) => !COMMONMARK_TAGS.has(element.localName));

/** Addresses the spec links that the safety policy refuses (its autolinks with irc: and made-up schemes). */
const refusedLinks = (html: string) => [...parse(html).querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!).filter((href) => !isSafeUrl(href));

const RUNNABLE = 'script, style, iframe, frame, object, embed, base, link, meta, form, input, button, textarea, svg, math, template';

/** What in sanitised output could run or load anything: elements, handlers, styles, unsafe addresses. */
function unsafeParts(html: string): string[] {
  const root = parse(html);
  const found = [...root.querySelectorAll(RUNNABLE)].map((element) => `<${element.localName}>`);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (/^on|^style$|^srcdoc$|^formaction$/i.test(attribute.name)) found.push(`${element.localName}[${attribute.name}]`);
      if (/^(href|src|action|xlink:href)$/i.test(attribute.name) && !isSafeUrl(attribute.value)) found.push(`${element.localName}[${attribute.name}=${attribute.value}]`);
    }
  }
  return found;
}

describe('CommonMark 0.31.2 spec through statementToHtml', function () {
  this.timeout(60000);
  let all: Example[] = [];

  before(async () => {
    all = await examples();
  });

  it('reads the 652 examples of the spec', () => {
    expect(all.length).to.equal(652);
    expect(all.filter((example) => HTML_SECTIONS.has(example.section)).length).to.equal(64);
  });

  it('passes every example outside raw HTML: 584 of 584', () => {
    const compared = all.filter((example) => !HTML_SECTIONS.has(example.section) && refusedLinks(example.html).length === 0);
    const failures = compared.flatMap((example) => {
      const actual = canonical(statementToHtml(example.markdown));
      const expected = canonical(passesRawHtml(example.html) ? sanitize(example.html, 'statement') : example.html);
      return actual === expected ? [] : [`#${example.number} (${example.section}) ${JSON.stringify(example.markdown)}\n  expected ${expected}\n  actual   ${actual}`];
    });
    expect(failures.join('\n'), `${failures.length} of ${compared.length} examples differ`).to.equal('');
    expect(compared.length).to.equal(584);
    expect(compared.filter((example) => passesRawHtml(example.html)).map((example) => example.number)).to.deep.equal([201, 491, 494, 524, 536]);
  });

  it('autolinks with a scheme the safety policy refuses are inert text', () => {
    const refused = all.filter((example) => !HTML_SECTIONS.has(example.section) && refusedLinks(example.html).length > 0);
    expect(refused.map((example) => example.section)).to.deep.equal(Array(refused.length).fill('Autolinks'));
    expect(refused.length).to.be.greaterThan(0);
    for (const example of refused) {
      const html = statementToHtml(example.markdown);
      expect(unsafeParts(html), `#${example.number}`).to.deep.equal([]);
      // The address is still there to read.
      expect(parse(html).textContent!.trim(), `#${example.number}`).to.equal(parse(example.html).textContent!.trim());
    }
  });

  it('raw HTML and HTML blocks come out sanitised: nothing that runs, loads or styles', () => {
    const html = all.filter((example) => HTML_SECTIONS.has(example.section));
    const unsafe = html.flatMap((example) => unsafeParts(statementToHtml(example.markdown)).map((part) => `#${example.number}: ${part}`));
    expect(unsafe).to.deep.equal([]);
    // The spec's own HTML for these is not safe: the check above would see it.
    expect(html.flatMap((example) => unsafeParts(example.html)).length).to.be.greaterThan(0);
  });
});
