/**
 * The site's routes, the rules for which link
 * clicks the single-page app handles itself, and the login round trip. Pure: no DOM, no
 * location; callers feed paths in.
 */
import { PRACTICE_CONTEST, isContestCode, isProblemCode, isUpperCaseCode } from './codes';

/** The roadmap slugs, in the order the spec lists them. */
export const ROADMAP_SLUGS = [
  'python-dsa', 'cpp-dsa', 'java-dsa', 'c-dsa', 'javascript-dsa', 'data-structures-and-algorithms',
  'become-5-star', 'python-development', 'java-development', 'html', 'sql',
  'data-analysis-using-python', 'cpp-development', 'c-sharp-dsa', 'go-dsa', 'rust-dsa', 'php-dsa',
] as const;

const COURSE_SLUGS = ['ux'] as const;

/**
 * First path segments that are site sections or server areas, never contest codes. The same
 * list as the reference server's demo/server/routes/spa.js, so a link the app would handle is
 * a page the server serves, and the reverse.
 */
const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  'api', 'dist', 'demo', 'ws', 'login', 'logout', 'signup', 'pro', 'practice', 'contests',
  'learn', 'roadmap', 'rankings', 'teams', 'users', 'status', 'problems', 'mobile', 'todo',
  'comment', 'captcha', 'codechef_register', 'submission', 'individuals', 'forgot-password', 'privacy', 'ide',
  // The footer's server pages (demo/server/routes/site-pages.js).
  'about', 'contact', 'terms',
]);

export type Route =
  | { kind: 'home' }
  /** One of the site's roadmaps (ROADMAP_SLUGS); any other slug is the not-found page. */
  | { kind: 'roadmap'; slug: string }
  | { kind: 'course'; slug: string }
  | { kind: 'contest'; contestCode: string }
  | { kind: 'problem'; contestCode: string; problemCode: string; practice: boolean }
  /** A problem route whose code is not all upper case. */
  | { kind: 'bad-problem-code'; contestCode: string; problemCode: string; practice: boolean }
  /** The practice problem list (a server-side data table). */
  | { kind: 'practice' }
  /** Running, upcoming and past contests. */
  | { kind: 'contests' }
  /** A contest's ranklist (a server-side data table). */
  | { kind: 'rankings'; contestCode: string }
  /** A problem's submissions (the status page; a server-side data table), its contest PRACTICE for /status/{code}. */
  | { kind: 'submissions'; contestCode: string; problemCode: string }
  /** The submission-style form of a problem (handle, pcode, ccode), its contest PRACTICE for /submit-old/{code}. */
  | { kind: 'submit'; contestCode: string; problemCode: string }
  /** Server-driven account forms (sign-in and sign-up come back to `destination`). */
  | { kind: 'login'; destination: string }
  | { kind: 'signup'; destination: string }
  | { kind: 'forgot-password' }
  /** The privacy policy the cookie banner names. */
  | { kind: 'privacy' }
  /** A user's account settings (profile fields and the change-password form). */
  | { kind: 'user-edit'; username: string }
  /** A user's public profile, their teams, their certificates. */
  | { kind: 'user-profile'; username: string }
  | { kind: 'user-teams'; username: string }
  | { kind: 'user-certificates'; username: string }
  /** The roadmaps and courses index. */
  | { kind: 'learn' }
  /** The Pro plans (the upgrade prompts link here). */
  | { kind: 'pro' }
  /** Mobile-number verification; comes back to `destination`. */
  | { kind: 'mobile'; destination: string }
  /** A team contest's teams, and the signed-in user's own team (/teams/{contest}/edit). */
  | { kind: 'team-list'; contestCode: string }
  | { kind: 'team-edit'; contestCode: string }
  /** The online IDE's page (the command prompt's target), for a problem number when given. */
  | { kind: 'ide'; problem: string }
  | { kind: 'not-found'; path: string };

/** Percent-decoded path segments of the pathname; null when a segment is not valid UTF-8. */
function segmentsOf(pathname: string): string[] | null {
  // One trailing slash is forgiven ('/roadmap/sql/'); empty segments elsewhere are not.
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (trimmed === '/' || trimmed === '') return [];
  try {
    return trimmed.slice(1).split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/** A first segment that is a contest code and not a site section ('/practice'). */
const isContestSegment = (segment: string) => isContestCode(segment) && !RESERVED_SEGMENTS.has(segment.toLowerCase());

function problemRoute(contestCode: string, problemCode: string, practice: boolean): Route | null {
  if (!isProblemCode(problemCode)) return null;
  const kind = isUpperCaseCode(problemCode) ? 'problem' : 'bad-problem-code';
  return { kind, contestCode, problemCode, practice };
}

/** Usernames as the site allows them (the server's sign-up rule, and seeded names). */
const USERNAME = /^[A-Za-z0-9_]{1,30}$/;

/** The pages under /users/{username}/. */
const USER_PAGES = new Map<string, 'user-edit' | 'user-teams' | 'user-certificates'>([
  ['edit', 'user-edit'], ['teams', 'user-teams'], ['certificates', 'user-certificates'],
]);

/** The same-site path a sign-in or sign-up returns to ('/' when absent or off-site). */
function destinationOf(path: string): string {
  const query = path.split('#', 1)[0].split('?')[1] ?? '';
  const destination = new URLSearchParams(query).get('destination') ?? '/';
  return destination.startsWith('/') && !/^\/[\\/]/.test(destination) ? destination : '/';
}

/** The route of a path ('/roadmap/sql?x=1#y' works too: only sign-in and sign-up read the query). */
export function matchRoute(path: string): Route {
  const pathname = path.split(/[?#]/, 1)[0] || '/';
  const segments = pathname.startsWith('/') ? segmentsOf(pathname) : null;
  const notFound: Route = { kind: 'not-found', path: pathname };
  if (segments === null) return notFound;
  const [first, second, third] = segments;
  switch (segments.length) {
    case 0:
      return { kind: 'home' };
    case 1:
      if (first === 'practice') return { kind: 'practice' };
      if (first === 'contests') return { kind: 'contests' };
      if (first === 'login' || first === 'signup') return { kind: first, destination: destinationOf(path) };
      if (first === 'forgot-password') return { kind: 'forgot-password' };
      if (first === 'privacy' || first === 'learn' || first === 'pro') return { kind: first };
      if (first === 'mobile') return { kind: 'mobile', destination: destinationOf(path) };
      if (first === 'ide') return { kind: 'ide', problem: '' };
      return isContestSegment(first) ? { kind: 'contest', contestCode: first } : notFound;
    case 2:
      if (first === 'rankings' && isContestSegment(second)) return { kind: 'rankings', contestCode: second };
      if (first === 'roadmap' && (ROADMAP_SLUGS as readonly string[]).includes(second)) return { kind: 'roadmap', slug: second };
      if (first === 'ide' && isProblemCode(second)) return { kind: 'ide', problem: second };
      if (first === 'problems-old') return problemRoute(PRACTICE_CONTEST, second, true) ?? notFound;
      if (first === 'users' && USERNAME.test(second)) return { kind: 'user-profile', username: second };
      if (first === 'submit-old' && isProblemCode(second)) return { kind: 'submit', contestCode: PRACTICE_CONTEST, problemCode: second };
      if (first === 'status' && isProblemCode(second)) return { kind: 'submissions', contestCode: PRACTICE_CONTEST, problemCode: second };
      return notFound;
    case 3:
      if (first === 'teams' && second === 'list' && isContestSegment(third)) return { kind: 'team-list', contestCode: third };
      if (first === 'teams' && third === 'edit' && isContestSegment(second)) return { kind: 'team-edit', contestCode: second };
      if (first === 'users' && USERNAME.test(second)) {
        const kind = USER_PAGES.get(third);
        if (kind) return { kind, username: second };
      }
      if (first === 'learn' && second === 'course' && (COURSE_SLUGS as readonly string[]).includes(third)) {
        return { kind: 'course', slug: third };
      }
      if (second === 'problems-old' && isContestSegment(first)) return problemRoute(first, third, false) ?? notFound;
      if (second === 'submit-old' && isContestSegment(first) && isProblemCode(third)) {
        return { kind: 'submit', contestCode: first, problemCode: third };
      }
      if (second === 'status' && isContestSegment(first) && isProblemCode(third)) {
        return { kind: 'submissions', contestCode: first, problemCode: third };
      }
      return notFound;
    default:
      return notFound;
  }
}

/**
 * A problem's submissions (the site's status list), for one user when `handle` is given (the
 * list's user filter, in the data table's query form): /status/{code} for practice,
 * /{contest}/status/{code} in a contest.
 */
export function submissionsPath(contest: string, problem: string, handle = ''): string {
  const enc = encodeURIComponent;
  const path = contest.toUpperCase() === PRACTICE_CONTEST ? `/status/${enc(problem)}` : `/${enc(contest)}/status/${enc(problem)}`;
  return handle ? `${path}?filterBy=${enc(`user:${handle}`)}` : path;
}

/** Routes the app renders itself; everything else is a normal page load. */
export const isAppRoute = (path: string): boolean => matchRoute(path).kind !== 'not-found';

/** A key that changes exactly when the page shown changes (query and hash do not count). */
export function routeKey(route: Route): string {
  switch (route.kind) {
    case 'home':
      return 'home';
    case 'roadmap':
    case 'course':
      return `${route.kind}:${route.slug}`;
    case 'contest':
      return `contest:${route.contestCode}`;
    case 'practice':
    case 'contests':
      return route.kind;
    case 'rankings':
      return `rankings:${route.contestCode}`;
    case 'submit':
      return `submit:${route.contestCode}:${route.problemCode}`;
    case 'submissions':
      return `submissions:${route.contestCode}:${route.problemCode}`;
    case 'problem':
    case 'bad-problem-code':
      return `problem:${route.contestCode}:${route.problemCode}`;
    case 'login':
    case 'signup':
      return `${route.kind}:${route.destination}`;
    case 'forgot-password':
    case 'privacy':
    case 'learn':
    case 'pro':
      return route.kind;
    case 'mobile':
      return `mobile:${route.destination}`;
    case 'ide':
      return `ide:${route.problem}`;
    case 'team-list':
    case 'team-edit':
      return `${route.kind}:${route.contestCode}`;
    case 'user-edit':
    case 'user-profile':
    case 'user-teams':
    case 'user-certificates':
      return `${route.kind}:${route.username}`;
    default:
      return `not-found:${route.path}`;
  }
}

/** The parts of a click and its link that decide whether the app handles it. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  /** The resolved href (anchor.href), '' when the link has none. */
  href: string;
  /** The target attribute, null when absent. */
  target: string | null;
  download: boolean;
  /** The rel attribute, null when absent. */
  rel: string | null;
}

/**
 * The path (pathname + search + hash) the app should show for this click, or null when the
 * browser should handle it: modified or non-primary clicks, new windows or frames, downloads,
 * rel=external, other origins, in-page anchors, and paths that are not app routes.
 */
export function appNavigationTarget(click: LinkClick, currentUrl: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (!click.href || click.download) return null;
  if (click.target !== null && click.target !== '' && click.target.toLowerCase() !== '_self') return null;
  if (click.rel !== null && click.rel.toLowerCase().split(/\s+/).includes('external')) return null;
  let url: URL;
  let current: URL;
  try {
    url = new URL(click.href, currentUrl);
    current = new URL(currentUrl);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return null;
  // A link to a fragment of this very page scrolls; the browser does that best.
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  if (!isAppRoute(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** '/login?destination=%2Fcontests%2F' — where to come back to after signing in ('' is '/'). */
export function withDestination(base: string, path: string): string {
  return `${base}?destination=${encodeURIComponent(path || '/')}`;
}

/** Visitors go to the login page and come back to where they were. */
export const loginUrl = (destination: string): string => `/login?destination=${encodeURIComponent(destination)}`;
