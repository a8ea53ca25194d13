// The router's pure rules: route matching (route table) and which link clicks the app
// takes over.
import { expect } from '@open-wc/testing';
import { PRACTICE_CONTEST } from '../../src/domain/codes';
import {
  ROADMAP_SLUGS, appNavigationTarget, isAppRoute, loginUrl, matchRoute, routeKey, submissionsPath, type LinkClick,
} from '../../src/domain/routes';
import { defaultMeta } from '../../src/features/app/logic';

const SPEC_SLUGS = [
  'python-dsa', 'cpp-dsa', 'java-dsa', 'c-dsa', 'javascript-dsa', 'data-structures-and-algorithms', 'become-5-star',
  'python-development', 'java-development', 'html', 'sql', 'data-analysis-using-python', 'cpp-development',
  'c-sharp-dsa', 'go-dsa', 'rust-dsa', 'php-dsa',
];

describe('matchRoute', () => {
  it('knows the 17 roadmap slugs of the spec, and routes each to its roadmap', () => {
    expect([...ROADMAP_SLUGS]).to.deep.equal(SPEC_SLUGS);
    for (const slug of SPEC_SLUGS) {
      expect(matchRoute(`/roadmap/${slug}`), slug).to.deep.equal({ kind: 'roadmap', slug });
    }
  });

  it('routes home, the ux course, and ignores query, hash and one trailing slash', () => {
    expect(matchRoute('/')).to.deep.equal({ kind: 'home' });
    expect(matchRoute('/?wtr=1#top')).to.deep.equal({ kind: 'home' });
    expect(matchRoute('/learn/course/ux')).to.deep.equal({ kind: 'course', slug: 'ux' });
    expect(matchRoute('/roadmap/sql/?tab=2#m3')).to.deep.equal({ kind: 'roadmap', slug: 'sql' });
  });

  it('shows the not-found page for roadmap slugs the site does not have', () => {
    expect(matchRoute('/roadmap/no-such-roadmap')).to.deep.equal({ kind: 'not-found', path: '/roadmap/no-such-roadmap' });
    expect(matchRoute('/roadmap/Python-DSA').kind).to.equal('not-found');
    expect(matchRoute('/roadmap/a_b').kind).to.equal('not-found');
    expect(matchRoute('/learn/course/ui').kind).to.equal('not-found');
  });

  it('routes contest codes, but never site sections or server areas', () => {
    expect(matchRoute('/START1')).to.deep.equal({ kind: 'contest', contestCode: 'START1' });
    expect(matchRoute('/cook_off99')).to.deep.equal({ kind: 'contest', contestCode: 'cook_off99' });
    for (const reserved of ['/Learn', '/PRO', '/Practice', '/api', '/dist', '/rankings', '/contests/x', '/IDE', '/users', '/teams']) {
      expect(matchRoute(reserved).kind, reserved).to.equal('not-found');
    }
    // Site sections the app renders itself are never contest codes either.
    expect(matchRoute('/privacy')).to.deep.equal({ kind: 'privacy' });
    expect(matchRoute('/forgot-password')).to.deep.equal({ kind: 'forgot-password' });
    expect(matchRoute('/login?destination=%2FSTART1%3Fa%3D1')).to.deep.equal({ kind: 'login', destination: '/START1?a=1' });
    expect(matchRoute('/signup')).to.deep.equal({ kind: 'signup', destination: '/' });
    for (const hostile of ['//evil.test', '/\\evil.test', 'https://evil.test/x', 'javascript:alert(1)']) {
      expect(matchRoute(`/login?destination=${encodeURIComponent(hostile)}`), hostile).to.deep.equal({ kind: 'login', destination: '/' });
    }
    expect(matchRoute('/users/alice/edit')).to.deep.equal({ kind: 'user-edit', username: 'alice' });
    expect(matchRoute('/users/alice')).to.deep.equal({ kind: 'user-profile', username: 'alice' });
    expect(matchRoute('/users/alice/teams')).to.deep.equal({ kind: 'user-teams', username: 'alice' });
    expect(matchRoute('/users/alice/certificates')).to.deep.equal({ kind: 'user-certificates', username: 'alice' });
    expect(matchRoute('/users/alice/constructor').kind, 'only the named user pages').to.equal('not-found');
    expect(matchRoute('/learn')).to.deep.equal({ kind: 'learn' });
    expect(matchRoute('/pro')).to.deep.equal({ kind: 'pro' });
    expect(matchRoute('/mobile?destination=%2Fpractice')).to.deep.equal({ kind: 'mobile', destination: '/practice' });
    expect(matchRoute('/A').kind, 'one character').to.equal('not-found');
    expect(matchRoute(`/${'A'.repeat(31)}`).kind, '31 characters').to.equal('not-found');
    expect(matchRoute('/START-1').kind).to.equal('not-found');
  });

  it('routes the list pages: /practice, /contests/ and /rankings/{contest_code}', () => {
    expect(matchRoute('/practice')).to.deep.equal({ kind: 'practice' });
    expect(matchRoute('/practice?page=2&sortBy=name')).to.deep.equal({ kind: 'practice' });
    expect(matchRoute('/contests/')).to.deep.equal({ kind: 'contests' });
    expect(matchRoute('/contests')).to.deep.equal({ kind: 'contests' });
    expect(matchRoute('/rankings/START101')).to.deep.equal({ kind: 'rankings', contestCode: 'START101' });
    expect(matchRoute('/rankings/practice').kind).to.equal('not-found');
    expect(routeKey(matchRoute('/practice?page=2'))).to.equal(routeKey(matchRoute('/practice?page=3')));
    expect(routeKey(matchRoute('/rankings/START101'))).to.not.equal(routeKey(matchRoute('/rankings/START100')));
  });

  it('routes practice and contest problems; PRACTICE is the default contest', () => {
    expect(matchRoute('/problems-old/FLOW001')).to.deep.equal({
      kind: 'problem', contestCode: PRACTICE_CONTEST, problemCode: 'FLOW001', practice: true,
    });
    expect(PRACTICE_CONTEST).to.equal('PRACTICE');
    expect(matchRoute('/START1/problems-old/ABC_2')).to.deep.equal({
      kind: 'problem', contestCode: 'START1', problemCode: 'ABC_2', practice: false,
    });
  });

  it('routes the submission-style form of a practice or contest problem', () => {
    expect(matchRoute('/submit-old/FLOW001')).to.deep.equal({ kind: 'submit', contestCode: PRACTICE_CONTEST, problemCode: 'FLOW001' });
    expect(matchRoute('/START101/submit-old/HELLO')).to.deep.equal({ kind: 'submit', contestCode: 'START101', problemCode: 'HELLO' });
    expect(routeKey(matchRoute('/submit-old/A'))).to.not.equal(routeKey(matchRoute('/START1/submit-old/A')));
    expect(submissionsPath('PRACTICE', 'FLOW001', 'alice')).to.equal('/status/FLOW001?filterBy=user%3Aalice');
    expect(submissionsPath('START101', 'HELLO')).to.equal('/START101/status/HELLO');
  });

  it('routes the team pages of a contest', () => {
    expect(matchRoute('/teams/list/TEAM10')).to.deep.equal({ kind: 'team-list', contestCode: 'TEAM10' });
    expect(matchRoute('/teams/TEAM10/edit')).to.deep.equal({ kind: 'team-edit', contestCode: 'TEAM10' });
    expect(routeKey(matchRoute('/teams/list/TEAM10'))).to.not.equal(routeKey(matchRoute('/teams/TEAM10/edit')));
    expect(matchRoute('/teams/list/A').kind).to.equal('not-found');
  });

  it('routes the status pages (a problem\'s submissions) in practice and in a contest', () => {
    expect(matchRoute('/status/FLOW001?filterBy=user%3Aalice')).to.deep.equal({ kind: 'submissions', contestCode: PRACTICE_CONTEST, problemCode: 'FLOW001' });
    expect(matchRoute('/START101/status/HELLO')).to.deep.equal({ kind: 'submissions', contestCode: 'START101', problemCode: 'HELLO' });
    expect(matchRoute('/status/A-B').kind).to.equal('not-found');
    expect(matchRoute('/practice/status/A').kind, 'a section is no contest').to.equal('not-found');
    expect(routeKey(matchRoute('/status/A'))).to.not.equal(routeKey(matchRoute('/START1/status/A')));
    expect(routeKey(matchRoute('/status/A?page=2'))).to.equal(routeKey(matchRoute('/status/A')));
  });

  it('flags a problem code that is not all upper case', () => {
    expect(matchRoute('/problems-old/flow001')).to.deep.equal({
      kind: 'bad-problem-code', contestCode: 'PRACTICE', problemCode: 'flow001', practice: true,
    });
    expect(matchRoute('/START1/problems-old/Abc').kind).to.equal('bad-problem-code');
    expect(matchRoute('/START1/problems-old/123').kind, 'digits only are upper case').to.equal('problem');
  });

  it('answers not-found for everything else, including the SPEC link targets the server serves', () => {
    for (const path of [
      '/problems/ABC', '/START1/problems/ABC', '/submit-old/A-B', '/api/submit-old/ABC', '/status/A-B',
      '/users/a-b', '/users/a-b/edit', '/users/alice/x', '/rankings/START1/x', '/teams/list/practice', '/teams/START1/x',
      '/individuals/register/START1', '/a/b/c/d', '/problems-old/', '/problems-old/A-B', '/%E0%A4%A',
      'relative/path',
    ]) {
      expect(matchRoute(path).kind, path).to.equal('not-found');
    }
    expect(isAppRoute('/users/a-b')).to.equal(false);
    expect(isAppRoute('/users/alice')).to.equal(true);
    expect(isAppRoute('/roadmap/sql')).to.equal(true);
  });
});

describe('routeKey and defaultMeta', () => {
  it('changes the key with the page, not with the query', () => {
    expect(routeKey(matchRoute('/roadmap/sql?x=1'))).to.equal(routeKey(matchRoute('/roadmap/sql')));
    expect(routeKey(matchRoute('/roadmap/sql'))).to.not.equal(routeKey(matchRoute('/roadmap/html')));
    expect(routeKey(matchRoute('/START1/problems-old/A'))).to.not.equal(routeKey(matchRoute('/problems-old/A')));
  });

  it('marks only the practice problem page noindex; home keeps the HTML title', () => {
    expect(defaultMeta(matchRoute('/problems-old/ABC'), 'Site')).to.deep.equal({ title: 'Problem ABC', description: null, noindex: true });
    expect(defaultMeta(matchRoute('/problems-old/abc'), 'Site').noindex).to.equal(true);
    expect(defaultMeta(matchRoute('/START1/problems-old/ABC'), 'Site').noindex).to.equal(false);
    expect(defaultMeta(matchRoute('/'), 'Site')).to.deep.equal({ title: 'Site', description: null, noindex: false });
    expect(defaultMeta(matchRoute('/START1'), 'Site').title).to.equal('Contest START1');
    expect(defaultMeta(matchRoute('/x/y'), 'Site').title).to.equal('Page not found');
  });

  it('builds the login address with the current path as destination', () => {
    expect(loginUrl('/START1?tab=x')).to.equal('/login?destination=%2FSTART1%3Ftab%3Dx');
  });
});

describe('appNavigationTarget', () => {
  const here = 'https://site.test/roadmap/sql?x=1';
  const click = (overrides: Partial<LinkClick>): LinkClick => ({
    button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false,
    href: 'https://site.test/roadmap/html', target: null, download: false, rel: null, ...overrides,
  });

  it('takes plain clicks on same-origin links to app routes, keeping query and hash', () => {
    expect(appNavigationTarget(click({}), here)).to.equal('/roadmap/html');
    expect(appNavigationTarget(click({ href: 'https://site.test/START1?tab=rules#r' }), here)).to.equal('/START1?tab=rules#r');
    expect(appNavigationTarget(click({ href: 'https://site.test/' }), here)).to.equal('/');
    expect(appNavigationTarget(click({ target: '_self' }), here)).to.equal('/roadmap/html');
  });

  it('leaves modified, non-primary and already handled clicks to the browser', () => {
    for (const overrides of [
      { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { button: 2 },
      { defaultPrevented: true },
    ]) {
      expect(appNavigationTarget(click(overrides), here), JSON.stringify(overrides)).to.equal(null);
    }
  });

  it('leaves new windows, downloads, rel=external and missing hrefs to the browser', () => {
    expect(appNavigationTarget(click({ target: '_blank' }), here)).to.equal(null);
    expect(appNavigationTarget(click({ target: 'other-frame' }), here)).to.equal(null);
    expect(appNavigationTarget(click({ download: true }), here)).to.equal(null);
    expect(appNavigationTarget(click({ rel: 'noopener External' }), here)).to.equal(null);
    expect(appNavigationTarget(click({ href: '' }), here)).to.equal(null);
  });

  it('leaves other origins, other schemes, in-page anchors and non-app paths to the browser', () => {
    expect(appNavigationTarget(click({ href: 'https://other.test/roadmap/html' }), here)).to.equal(null);
    expect(appNavigationTarget(click({ href: 'http://site.test/roadmap/html' }), here), 'other protocol').to.equal(null);
    expect(appNavigationTarget(click({ href: 'mailto:help@site.test' }), here)).to.equal(null);
    expect(appNavigationTarget(click({ href: 'https://site.test/roadmap/sql?x=1#module-2' }), here)).to.equal(null);
    for (const path of ['/problems/ABC', '/users/a-b', '/demo/gallery.html']) {
      expect(appNavigationTarget(click({ href: `https://site.test${path}` }), here), path).to.equal(null);
    }
    // The list pages are the app's own (the header's Practice and Contests links land there).
    for (const path of ['/practice', '/practice?page=2&sortBy=id&order=asc', '/contests/', '/rankings/START1',
      '/users/alice', '/users/alice/teams', '/learn', '/pro', '/mobile?destination=%2F']) {
      expect(appNavigationTarget(click({ href: `https://site.test${path}` }), here), path).to.equal(path);
    }
  });
});
