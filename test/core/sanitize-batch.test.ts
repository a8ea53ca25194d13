// Many pieces sanitised in one pass (sanitizedFragments, prepareMarkdown): each piece comes out
// as it would alone, never reaches another piece's box, and a prepared piece is not sanitised
// again when it is shown.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { markdownFragment, prepareMarkdown } from '../../src/core/markdown';
import { isSafeUrl, prepareSanitizedBatch, sanitizedFragment, sanitizedFragments } from '../../src/core/sanitize';
import { XSS_VECTORS } from '../support/xss-vectors';

const htmlOf = (fragment: DocumentFragment) => {
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
};

/** Pieces that try to close their own box, open one that swallows the next, or leave tags open. */
const BOX_BREAKERS = [
  '</div>escaped one<div>',
  '<div>left open',
  '</div></div></div><b>three closes</b>',
  '<table><tr><td>a cell left open',
  '<ul><li>a list left open',
  '</span><i>out of a span</i><span>',
  '<svg><p>namespace</p>',
  '<math><mtext><div>math</div>',
  '<!-- a comment left open',
  '<textarea>raw text left open',
];

describe('sanitizedFragments', () => {
  afterEach(() => sinon.restore());

  it('gives each piece what sanitising it alone gives, for every XSS vector, in both box kinds', () => {
    const pieces = [...XSS_VECTORS.map((vector) => vector.source), ...BOX_BREAKERS, '<p>plain <b>text</b></p>', ''];
    for (const kind of ['comment', 'handleText'] as const) {
      const batch = sanitizedFragments(pieces, kind).map(htmlOf);
      const alone = pieces.map((piece) => htmlOf(sanitizedFragment(piece, kind)));
      // One known difference: the batch parses <noscript> content as text (an element's
      // innerHTML) where a document of its own parses it as markup; both keep nothing that runs.
      const differ = pieces.flatMap((piece, index) =>
        batch[index] === alone[index] || /<noscript/i.test(piece) ? [] : [`${piece}\n  batch: ${batch[index]}\n  alone: ${alone[index]}`]);
      expect(differ.join('\n'), kind).to.equal('');
      const box = document.createElement('div');
      box.innerHTML = batch.join('');
      expect(box.querySelector('script, style, noscript, iframe, object, embed, svg, math'), kind).to.equal(null);
      const attributes = [...box.querySelectorAll('*')].flatMap((element) => [...element.attributes]);
      expect(attributes.filter((attribute) => /^on|^style$/i.test(attribute.name)).map((attribute) => attribute.name), kind).to.deep.equal([]);
      const links = attributes.filter((attribute) => ['href', 'src', 'action'].includes(attribute.name));
      expect(links.filter((link) => !isSafeUrl(link.value)).map((link) => link.value), kind).to.deep.equal([]);
    }
  });

  it('keeps every piece in its own box, however it opens or closes tags, in one pass', () => {
    const pieces = BOX_BREAKERS.flatMap((breaker, index) => [breaker, `marker ${index}`]);
    const parse = sinon.spy(DOMParser.prototype, 'parseFromString');
    const fragments = sanitizedFragments(pieces, 'comment');
    // One pass: each piece was parsed in its box (markup joined into one string would move
    // boxes, and the batch would fall back to a pass per piece).
    expect(parse.callCount).to.equal(1);
    expect(fragments.length).to.equal(pieces.length);
    fragments.forEach((fragment, index) => {
      const text = fragment.textContent ?? '';
      if (index % 2 === 1) expect(text, `piece ${index}`).to.equal(`marker ${(index - 1) / 2}`);
      else expect(text, `piece ${index}`).not.to.contain('marker');
    });
  });

  it('sanitises a repeated piece once and gives a fragment of its own to each repeat', () => {
    const parse = sinon.spy(DOMParser.prototype, 'parseFromString');
    const pieces = ['<b>alice</b>', '<b>ravi</b>', '<b>alice</b>', '<b>alice</b>'];
    const fragments = sanitizedFragments(pieces, 'handleText');
    expect(new Set(fragments).size).to.equal(4);
    expect(fragments.map(htmlOf)).to.deep.equal(pieces);
    expect(parse.callCount, 'one pass for the batch').to.equal(1);
  });

  it('sanitises a batch in one pass, where alone each piece is a pass', () => {
    const pieces = Array.from({ length: 20 }, (_, index) => `<p>comment <em>${index}</em></p>`);
    const parse = sinon.spy(DOMParser.prototype, 'parseFromString');
    sanitizedFragments(pieces, 'comment');
    expect(parse.callCount).to.equal(1);
    parse.resetHistory();
    pieces.forEach((piece) => sanitizedFragment(piece, 'comment'));
    expect(parse.callCount).to.equal(20);
  });
});

describe('prepared pieces', () => {
  afterEach(() => sinon.restore());

  it('prepareMarkdown: each prepared source is shown without sanitising again, once per time it was prepared', () => {
    const sources = ['**one** and @alice', 'two `code`', '**one** and @alice'];
    const expected = sources.map((source) => htmlOf(markdownFragment(source, 'comment')));
    prepareMarkdown(sources, 'comment');
    const parse = sinon.spy(DOMParser.prototype, 'parseFromString');
    const shown = sources.map((source) => htmlOf(markdownFragment(source, 'comment')));
    expect(shown).to.deep.equal(expected);
    expect(parse.callCount, 'nothing sanitised on show').to.equal(0);
    // Handed out: shown again (a thread reopened), it is sanitised as usual.
    expect(htmlOf(markdownFragment(sources[1], 'comment'))).to.equal(expected[1]);
    expect(parse.callCount).to.equal(1);
  });

  it('prepareSanitizedBatch: the next sanitizedFragment of each piece is the prepared one', () => {
    const handles = ['<span class="rating">alice</span>', '<a href="/x"><b>ravi</b></a>'];
    const expected = handles.map((handle) => htmlOf(sanitizedFragment(handle, 'handleText')));
    prepareSanitizedBatch(handles, 'handleText');
    const parse = sinon.spy(DOMParser.prototype, 'parseFromString');
    expect(handles.map((handle) => htmlOf(sanitizedFragment(handle, 'handleText')))).to.deep.equal(expected);
    expect(parse.callCount).to.equal(0);
  });
});
