import { expect } from '@open-wc/testing';
import { isSafeUrl, rebaseHeadings, sanitize, textOf, withoutInlineAttributes } from '../../src/core/sanitize';

const parse = (markup: string) => {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
};

describe('sanitize', () => {
  it('removes script, event handlers and javascript: links in every profile', () => {
    const hostile =
      '<p onclick="steal()">hi<script>steal()</script><img src=x onerror="steal()"><a href="javascript:steal()">x</a>' +
      '<a href="JaVa\tScRiPt:steal()">y</a><iframe src="/x"></iframe><svg><script>steal()</script></svg></p>';
    for (const kind of ['comment', 'richText', 'statement', 'serverForm', 'handle', 'handleText'] as const) {
      const clean = sanitize(hostile, kind);
      expect(clean, kind).not.to.match(/script|onerror|onclick|iframe|javascript/i);
    }
  });

  it('refuses protocol-relative and backslash links that leave the site', () => {
    for (const href of ['//evil.example', '/\\evil.example', '\\\\evil.example', ' /\\evil.example', 'data:text/html,x', 'vbscript:x']) {
      const link = parse(sanitize(`<a href="${href}">x</a>`, 'comment')).querySelector('a')!;
      expect(link.hasAttribute('href'), href).to.equal(false);
    }
  });

  it('keeps ordinary links and marks them noopener noreferrer', () => {
    const content = parse(sanitize('<a href="https://example.org/a">a</a><a href="/users/alice">b</a><a href="mailto:x@y.z">c</a>', 'comment'));
    const links = [...content.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['https://example.org/a', '/users/alice', 'mailto:x@y.z']);
    expect(links.every((a) => a.rel === 'noopener noreferrer')).to.equal(true);
  });

  it('allows raster data images but not SVG data images; comments get no data: images at all', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(parse(sanitize(`<img src="${png}" alt="a">`, 'richText')).querySelector('img')!.getAttribute('src')).to.equal(png);
    expect(parse(sanitize(`<img src="${png}" alt="a">`, 'comment')).querySelector('img')!.hasAttribute('src')).to.equal(false);
    const svg = parse(sanitize('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="a">', 'richText')).querySelector('img')!;
    expect(svg.hasAttribute('src')).to.equal(false);
  });

  it('comments keep no class, id, role or aria attribute (no dressing up as the widget, no id clashes)', () => {
    const markup = '<p class="important" id="comments-panel" role="alert" aria-label="x" name="y" title="t">a</p>';
    const p = parse(sanitize(markup, 'comment')).querySelector('p')!;
    expect([...p.attributes].map((a) => a.name)).to.deep.equal(['title']);
  });

  it('keeps form controls only in the server-form profile', () => {
    const form = '<form action="/x"><label for="a">A</label><input id="a" name="a" data-validate="1"></form>';
    expect(parse(sanitize(form, 'serverForm')).querySelector('input[name="a"][data-validate]')).not.to.equal(null);
    expect(parse(sanitize(form, 'comment')).querySelector('input')).to.equal(null);
  });

  it('drops inline style attributes inside tags only, before parsing', () => {
    expect(withoutInlineAttributes('<span class="rating" style="color:#1E7D22">alice</span>')).to.equal('<span class="rating">alice</span>');
    expect(withoutInlineAttributes("<b STYLE='x' style=y title=t>a style=\"kept\"</b>")).to.equal('<b title=t>a style="kept"</b>');
    expect(withoutInlineAttributes('<span data-style="x">s</span>')).to.equal('<span data-style="x">s</span>');
    expect(withoutInlineAttributes('<img src=x onerror="alert(1)" ONLOAD=y data-onx="k">')).to.equal('<img src=x data-onx="k">');
    expect(sanitize('<aside style="color:red">note</aside>', 'statement')).to.equal('<aside>note</aside>');
  });

  it('gives the plain text of markup', () => {
    expect(textOf('<b>Round</b>  <i>one</i><script>x</script>')).to.equal('Round one');
  });

  it('judges URLs', () => {
    expect(isSafeUrl('/practice')).to.equal(true);
    expect(isSafeUrl('https://example.org')).to.equal(true);
    expect(isSafeUrl('java\nscript:alert(1)')).to.equal(false);
    expect(isSafeUrl('//evil.example')).to.equal(false);
  });
});

describe('rebaseHeadings', () => {
  it('moves the highest heading to the given level and keeps the distances', () => {
    expect(rebaseHeadings('<h4 id="a">Rules</h4><p>x</p><h5>More</h5>', 3)).to.equal('<h3 id="a">Rules</h3><p>x</p><h4>More</h4>');
    expect(rebaseHeadings('<h1>A</h1><h6>B</h6>', 3)).to.equal('<h3>A</h3><h6>B</h6>');
    expect(rebaseHeadings('<p>no headings</p>', 2)).to.equal('<p>no headings</p>');
  });
});
