import { expect } from '@open-wc/testing';
import { isSafeUrl, rebaseHeadings, sanitize, sanitizedFragment, textOf, trustedHtml, withoutInlineAttributes } from '../../src/core/sanitize';

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
    expect(links.map((a) => a.rel)).to.deep.equal(links.map(() => 'noopener noreferrer'));
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

describe('untrusted names, forms and images', () => {
  it("drops class and id, so markup cannot borrow a component's style or clobber its ids", () => {
    const hostile = '<div class="mask modal open" id="cc-alerts-okay"><p class="stack" id="x">Click</p></div>';
    for (const kind of ['comment', 'richText', 'statement', 'handle'] as const) {
      const content = parse(sanitize(hostile, kind));
      expect(content.querySelector('[class], [id]'), kind).to.equal(null);
    }
  });

  it('keeps only the classes our own Markdown renderer writes', () => {
    const ours = '<span class="math" data-math="inline">x^2</span><a class="mention" href="/users/mod">@mod</a>';
    const statement = parse(sanitize(ours, 'statement'));
    expect(statement.querySelector('span.math[data-math]')).to.not.equal(null);
    expect(statement.querySelector('a.mention')).to.not.equal(null);
    expect(parse(sanitize('<a class="mention mask" href="/users/mod">@mod</a>', 'comment')).querySelector('a')!.className).to.equal('mention');
    expect(parse(sanitize(ours, 'richText')).querySelector('[class]')).to.equal(null);
  });

  it('keeps ids in server forms (labels and field errors need them) and only their layout classes', () => {
    const content = parse(sanitize('<form class="mask"><div class="field cc-invalid"><label class="choice" for="a">A</label><input id="a" class="open" name="a"></div></form>', 'serverForm'));
    expect(content.querySelector('input#a')).to.not.equal(null);
    expect([...content.querySelectorAll('[class]')].map((e) => e.className)).to.deep.equal(['field', 'choice']);
  });

  it('lets forms post to this site only', () => {
    for (const action of ['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)']) {
      const form = parse(sanitize(`<form action="${action}" method="post"><input name="a"></form>`, 'serverForm')).querySelector('form')!;
      expect(form.hasAttribute('action'), action).to.equal(false);
    }
    for (const action of ['/submit', `${location.origin}/x?y=1`]) {
      const form = parse(sanitize(`<form action="${action}"></form>`, 'serverForm')).querySelector('form')!;
      expect(form.getAttribute('action'), action).to.equal(action);
    }
  });

  it('shows images from other sites in statements only', () => {
    const remote = '<img src="https://tracker.example/pixel.gif" alt="p">';
    expect(parse(sanitize(remote, 'statement')).querySelector('img')!.getAttribute('src')).to.equal('https://tracker.example/pixel.gif');
    for (const kind of ['comment', 'richText', 'serverForm'] as const) {
      expect(parse(sanitize(remote, kind)).querySelector('img')!.hasAttribute('src'), kind).to.equal(false);
    }
    expect(parse(sanitize('<img src="/avatars/a.png" alt="a">', 'comment')).querySelector('img')!.getAttribute('src')).to.equal('/avatars/a.png');
  });
});

describe('HTML sinks', () => {
  it('a sanitised fragment holds no script, and trustedHtml is sanitised HTML', () => {
    const fragment = sanitizedFragment('<b>ok</b><img src=x onerror=alert(1)><script>alert(2)</script>', 'comment');
    expect(fragment.querySelector('script, [onerror]')).to.equal(null);
    expect(fragment.textContent).to.equal('ok');
    expect(String(trustedHtml('<i onclick="x()">a</i>', 'comment'))).to.equal('<i>a</i>');
  });
});

describe('one sanitiser, many profiles', () => {
  it('each call uses its own profile and output, however the calls alternate', () => {
    // The sanitiser keeps the last profile set (parsing it once per run of calls): nothing of
    // one profile may reach a call with another.
    const form = '<form action="/x"><input name="a"></form><p class="math">m</p>';
    const asServerForm = () => parse(sanitize(form, 'serverForm'));
    const asComment = () => parse(sanitize(form, 'comment'));
    for (let round = 0; round < 2; round++) {
      expect(asServerForm().querySelector('input[name="a"]'), 'server form keeps its input').to.not.equal(null);
      expect(asComment().querySelector('input'), 'a comment keeps none').to.equal(null);
      expect(sanitizedFragment(form, 'serverForm').querySelector('input[name="a"]'), 'as a fragment too').to.not.equal(null);
      expect(sanitizedFragment(form, 'comment').querySelector('input')).to.equal(null);
      expect(sanitize(form, 'statement')).to.contain('class="math"');
      expect(sanitize(form, 'comment')).to.not.contain('class=');
      // A string where a string was asked for, a fragment where a fragment was.
      expect(typeof sanitize('<b>x</b>', 'comment')).to.equal('string');
      expect(sanitizedFragment('<b>x</b>', 'comment')).to.be.instanceOf(DocumentFragment);
    }
  });
});

describe('rebaseHeadings', () => {
  const html = (fragment: DocumentFragment) => {
    const box = document.createElement('div');
    box.append(fragment);
    return box.innerHTML;
  };
  it('moves the highest heading to the given level and keeps the distances', () => {
    expect(html(rebaseHeadings(parse('<h4 title="a">Rules</h4><p>x</p><h5>More</h5>'), 3))).to.equal('<h3 title="a">Rules</h3><p>x</p><h4>More</h4>');
    expect(html(rebaseHeadings(parse('<h1>A</h1><h6>B</h6>'), 3))).to.equal('<h3>A</h3><h6>B</h6>');
    expect(html(rebaseHeadings(parse('<p>no headings</p>'), 2))).to.equal('<p>no headings</p>');
  });
});
