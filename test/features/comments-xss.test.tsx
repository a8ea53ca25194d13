// The XSS corpus (test/support/xss-vectors.ts) posted through the real server as comments and
// rendered by cc-comments in Chromium with a canary: nothing runs, and no handler attribute,
// script-capable element, id/name/style or javascript:/data: address survives in the shadow
// root. The same corpus through the Preview. A thread of several hundred comments renders.
import { expect, fixtureCleanup } from '@open-wc/testing';
import sinon from 'sinon';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { allElements } from '../support/all-elements';
import { XSS_VECTORS } from '../support/xss-vectors';
import { strictCspReports } from '../support/csp-reports';
import { clearSettings, guardPage, signInForPosts, signOut, type PageGuard } from './app-helpers';
import { contents, forgetThread, freshThread, mountComments, postField, type } from './comments-helpers';
import { q, qa } from '../support/shadow';

declare global {
  interface Window {
    __xss?: (value: unknown) => void;
  }
}

const DANGEROUS_TAGS = 'script, style, link, meta, base, iframe, frame, object, embed, svg, math, form, input, button, textarea, select, template, noscript, xmp, plaintext';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster', 'srcset'];

let hits: string[] = [];
/** Violations of a strict CSP while the corpus is sanitised and rendered: there must be none. */
const violations = strictCspReports();

async function csrf(): Promise<string> {
  return ((await (await fetch('/api/user/me', { cache: 'no-store' })).json()) as { csrfToken: string }).csrfToken;
}

async function postComment(token: string, url: string, comment: string, pid = '0'): Promise<string> {
  const response = await fetch('/comment/add/url', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token },
    body: JSON.stringify({ url, comment, pid, cid: '' }),
  });
  const body = (await response.json()) as { status: string; comment?: { id: string }; message?: string };
  if (body.status !== 'success') throw new Error(`post refused (${response.status}): ${body.message}`);
  return body.comment!.id;
}

/** What survived that must not: one line per finding. */
function findings(root: ShadowRoot): string[] {
  const out: string[] = [];
  for (const element of allElements(root)) {
    for (const { name, value } of [...element.attributes]) {
      if (/^on/i.test(name)) out.push(`${element.tagName} ${name}`);
      if (URL_ATTRIBUTES.includes(name.toLowerCase()) && /^\s*(javascript|vbscript):/i.test(value)) out.push(`${element.tagName} ${name}=${value}`);
    }
  }
  for (const content of root.querySelectorAll('[part="content"], [part="preview"] .content')) {
    for (const element of content.querySelectorAll(DANGEROUS_TAGS)) out.push(`<${element.tagName.toLowerCase()}> in content`);
    for (const element of content.querySelectorAll('*')) {
      for (const { name, value } of [...element.attributes]) {
        // The one class kept is the renderer's own mark on a mention link.
        const mention = name === 'class' && value === 'mention' && element.tagName === 'A';
        if ((['id', 'name', 'style', 'class', 'role'].includes(name) && !mention) || /^(aria|data)-/.test(name)) out.push(`${element.tagName} ${name} in content`);
        if (URL_ATTRIBUTES.includes(name) && /^\s*data:/i.test(value)) out.push(`${element.tagName} ${name}=data: in content`);
        if (name === 'href' && /^[\\/]{2}|^\/\\/.test(value)) out.push(`off-site ${value}`);
      }
      if (element.tagName === 'A' && element.hasAttribute('href') && element.getAttribute('rel') !== 'noopener noreferrer') out.push('a link without rel');
    }
  }
  return out;
}

/** Images the vectors asked for have loaded or failed, so their onerror would have fired. */
// Images a vector wrote (their onerror would have run by now); avatars are the server's, and
// load lazily, when scrolled to.
const imagesSettled = (root: ShadowRoot) => [...root.querySelectorAll<HTMLImageElement>('img:not([part="avatar"])')].every((img) => img.complete);

describe('cc-comments XSS corpus', () => {
  let page: PageGuard;
  const threads: string[] = [];

  before(() => {
    window.__xss = (value) => hits.push(String(value));
  });

  after(() => {
    delete window.__xss;
  });

  beforeEach(async () => {
    hits = [];
    violations().length = 0;
    page = guardPage();
    await serverSignOut();
    await signInForPosts('alice');
  });

  afterEach(async () => {
    fixtureCleanup();
    page.restore();
    clearSettings();
    sinon.restore();
    await signOut();
    await Promise.all(threads.map(forgetThread));
  });

  it(`has at least 150 vectors (${XSS_VECTORS.length}), all different`, () => {
    expect(XSS_VECTORS.length).to.be.at.least(150);
    expect(new Set(XSS_VECTORS.map((v) => v.source)).size).to.equal(XSS_VECTORS.length);
  });

  it('posted through the server and rendered: none runs, nothing dangerous survives', async function () {
    this.timeout(120_000);
    const url = freshThread('xss');
    threads.push(url);
    const token = await csrf();
    const parent = await postComment(token, url, 'Hostile replies below.');
    // The server refuses text with NUL characters (a clear 400; the Preview test below still
    // renders those vectors); it keeps every other vector as it was sent.
    const kept = XSS_VECTORS.filter((vector) => !vector.source.includes('\u0000'));
    for (const vector of XSS_VECTORS.filter((v) => !kept.includes(v))) {
      let refusal = '';
      await postComment(token, url, vector.source, parent).catch((error: Error) => { refusal = error.message; });
      expect(refusal).to.contain('must not contain NUL characters');
    }
    for (const vector of kept) await postComment(token, url, vector.source, parent);
    const answer = await (await fetch(`/comment/fetch/url?url=${url}&limit=5`)).json();
    expect(answer.list.length, 'the server keeps every vector as it was sent').to.equal(kept.length + 1);

    const el = await mountComments(url, { limit: 5 });
    await until(() => contents(el).length === kept.length + 1, 'every vector rendered');
    await until(() => imagesSettled(el.shadowRoot!), 'images settled');
    for (let i = 0; i < 10; i++) await new Promise(requestAnimationFrame);
    expect(hits, 'the canary').to.deep.equal([]);
    expect(findings(el.shadowRoot!)).to.deep.equal([]);
    expect(violations(), 'CSP violation reports').to.deep.equal([]);
    // Nothing from a vector reached the page outside the widget either.
    expect(document.querySelectorAll('body > :not(script):not(div):not(#test-page-painted)').length).to.equal(0);
    // Avatars come from the server, never from a vector.
    for (const avatar of qa(el, 'img[part="avatar"]')) expect(avatar.getAttribute('src')).to.match(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/);
  });

  it('through the Preview: none runs, nothing dangerous survives', async function () {
    this.timeout(60_000);
    const url = freshThread('xss-preview');
    threads.push(url);
    const el = await mountComments(url);
    q(el, '[part="post-box"] [part="preview-toggle"]')!.click();
    for (const vector of XSS_VECTORS) {
      type(postField(el), vector.source);
      await until(() => q(el, '[part="preview"]') !== null, 'preview');
      const found = findings(el.shadowRoot!);
      expect(found, vector.name).to.deep.equal([]);
    }
    await until(() => imagesSettled(el.shadowRoot!), 'images settled');
    expect(hits).to.deep.equal([]);
    expect(violations(), 'CSP violation reports').to.deep.equal([]);
  });

  it('a thread of 400 comments renders without hanging the page', async function () {
    this.timeout(120_000);
    const url = freshThread('long');
    threads.push(url);
    const token = await csrf();
    const parent = await postComment(token, url, 'A long thread');
    const bodies = Array.from({ length: 399 }, (_, i) => `Reply **${i}** with \`code\`, [a link](https://example.org/${i}) and @alice`);
    for (let i = 0; i < bodies.length; i += 20) await Promise.all(bodies.slice(i, i + 20).map((body) => postComment(token, url, body, parent)));
    const el = await mountComments(url, { limit: 1 });
    await until(() => contents(el).length === 400, '400 comments');
    // The page still answers: a frame comes, and the widget reacts to a click.
    await new Promise(requestAnimationFrame);
    q(el, '[part="toggle"]')!.click();
    await until(() => q(el, '[part="panel"]')!.hidden === true, 'collapsed');
  });
});
