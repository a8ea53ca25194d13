// Issue 23: the live site's contest answer (START209D.json) on another host. Its banner lives on
// the site's CDN: an image that fails to load (blocked by a CSP, offline) falls back to the
// contest's default banner. Relative links in its markup (../codeofconduct, ../ide, club pages)
// resolve to the site named by <meta name="cc-markup-origin">, not to dead local paths.
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-contest-page';
import { cacheDelete } from '../../src/api/cache';
import { resolveSiteLink } from '../../src/core/markup-origin';
import { resetPage } from '../../src/core/page-reset';
import { sanitize } from '../../src/core/sanitize';
import { jsonResponse, stubFetch } from '../core/helpers';
import { referenceAnswer } from '../support/reference';
import { q, qa } from '../support/shadow';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { clearSettings, embedSettings, guardPage, type PageGuard } from './app-helpers';


function setOrigin(content: string | null) {
  document.querySelector('meta[name="cc-markup-origin"]')?.remove();
  if (content !== null) {
    const meta = document.createElement('meta');
    meta.name = 'cc-markup-origin';
    meta.content = content;
    document.head.append(meta);
  }
  resetPage();
}

describe('site markup links', () => {
  afterEach(() => setOrigin(null));

  it('resolves relative links against the configured origin; absolute, mailto and fragments stay', () => {
    const origin = 'https://www.codechef.com';
    expect(resolveSiteLink('../codeofconduct', origin)).to.equal('https://www.codechef.com/codeofconduct');
    expect(resolveSiteLink('/blogs/starters-209', origin)).to.equal('https://www.codechef.com/blogs/starters-209');
    expect(resolveSiteLink('codechef-coding-club', origin)).to.equal('https://www.codechef.com/codechef-coding-club');
    for (const kept of ['https://www.timeanddate.com/x', 'mailto:help@codechef.com', '#rules', '']) {
      expect(resolveSiteLink(kept, origin)).to.equal(kept);
    }
  });

  it('only contest markup (siteMarkup) is rebased, and only when the page names an origin', () => {
    const markup = '<a href="../ide">IDE</a>';
    expect(sanitize(markup, 'siteMarkup')).to.contain('href="../ide"');
    setOrigin('https://www.codechef.com/some/page');
    expect(sanitize(markup, 'siteMarkup')).to.contain('href="https://www.codechef.com/ide"');
    // The site's own markup (the todo box, alerts) keeps its local links.
    expect(sanitize(markup, 'richText')).to.contain('href="../ide"');
    setOrigin('javascript:alert(1)');
    expect(sanitize(markup, 'siteMarkup')).to.contain('href="../ide"');
  });
});

describe('cc-contest-page with the live START209D answer', () => {
  let page: PageGuard;

  beforeEach(async () => {
    page = guardPage();
    await serverSignOut();
    resetPage();
    await cacheDelete('contest:START209D');
    embedSettings({ username: '' });
  });

  afterEach(() => {
    page.restore();
    clearSettings();
    sinon.restore();
    setOrigin(null);
  });

  it("falls back to the default banner when the CDN's image fails, and links go to the site", async function () {
    const answer = await referenceAnswer(this, 'START209D.json') as Record<string, unknown> | null;
    if (!answer) this.skip();
    setOrigin('https://www.codechef.com');
    const real = window.fetch.bind(window);
    stubFetch().callsFake(async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), location.href);
      // The CDN cannot be reached from the test machine: the image errors as a blocked one does.
      return url.pathname === '/api/contests/START209D' ? jsonResponse(answer) : real(input, init);
    });
    const el = await fixture<HTMLElement>(html`<cc-contest-page code="START209D"></cc-contest-page>`);
    await until(() => q(el, '[part="banner"][data-fallback]') !== null, 'the default banner');
    expect(q(el, 'img[part="banner"]')).to.equal(null);
    expect(q(el, '[part="banner"]')!.getAttribute('role')).to.equal('img');
    const hrefs = qa(el, '[part="rules"] a, [part="announcements"] a').map((a) => a.getAttribute('href'));
    expect(hrefs).to.include.members([
      'https://www.codechef.com/codeofconduct', 'https://www.codechef.com/ide',
      'https://www.codechef.com/codechef-coding-club', 'mailto:help@codechef.com',
    ]);
    expect(hrefs.filter((href) => href !== null && !/^(https:|mailto:)/.test(href))).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });
});
