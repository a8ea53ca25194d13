/**
 * What the app's main area shows for a route: the same custom elements a partner page would
 * use (cc-roadmap, cc-contest-page, cc-problem), the list pages built on cc-data-table
 * (practice, contests, rankings: lists/), the home page, or a message. Each page element is
 * loaded when its route is shown (lazy-elements.ts); until it is defined its tag holds the
 * page's place (the app's `:not(:defined)` rules reserve the space). An element that cannot be
 * loaded is not faked: the page says it is not available, with a link home.
 */
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useHost } from '../../ui/host';
import { adoptSheet } from '../../core/styles';
import { useElement, useElementLoad } from './lazy-elements';
import { LoadFailed } from './LoadFailed';
import { useCurrentPath } from '../../ui/useCurrentPath';
import { PROBLEM_CODE_ERROR } from '../../domain/codes';
import { loginUrl, type Route } from '../../domain/routes';
import { useSession } from '../../state/session';
import { UNAVAILABLE_TEXT } from './logic';
import { nestedParts } from './parts';
import { MessageView, NotFoundView } from './MessageView';
import { lazyModule, useLazyModule } from '../../ui/useLazyModule';

/** The app's own pages, one lazy chunk (route-views.ts). */
export const routeViews = lazyModule(() => import('./route-views'));
type RouteViews = typeof import('./route-views');

/** Routes that show one of the app's own pages (AppView below). */
const VIEW_ROUTES: ReadonlySet<Route['kind']> = new Set<Route['kind']>([
  'home', 'practice', 'contests', 'rankings', 'submissions', 'submit', 'privacy', 'user-edit', 'user-profile', 'user-teams',
  'user-certificates', 'learn', 'pro', 'ide', 'team-list', 'team-edit',
]);

/**
 * Starts loading the app's own pages at once when `route` shows one and they are not here yet
 * (the app's entry calls it as it is read; the app waits on the same load before its first
 * paint). Resolves once the load has settled, never rejects; null when there is nothing to wait for.
 */
export function warmRouteViews(route: Route): Promise<void> | null {
  if (!VIEW_ROUTES.has(route.kind) || routeViews.ready) return null;
  return routeViews.load().then(() => undefined, () => undefined);
}

/**
 * One of the app's own pages: shown once its chunk is here (at once after the first), and
 * meanwhile a box holding the page's place, as the `:not(:defined)` rules do for page elements.
 */
function AppView({ title, render }: { title: string; render: (views: RouteViews) => ReactNode }) {
  const { module, failed, retry } = useLazyModule(routeViews);
  // The pages' rules come with their chunk; joined to the app's root before the page paints.
  const root = useHost().shadowRoot;
  useLayoutEffect(() => {
    if (module && root) adoptSheet(root, module.viewsCss);
  }, [module, root]);
  if (module) return render(module);
  if (failed) return <LoadFailed title={title} retry={retry} />;
  return <div className="view-loading" aria-busy="true" />;
}


/**
 * A page element's place: the element once defined; when its module failed to load, what
 * happened with Reload (and a new try once the connection is back); when nothing can load it,
 * that this version of the site does not have the page.
 */
function PageElement({ tag, title, children }: { tag: string; title: string; children: ReactNode }) {
  const { state, failed, retry } = useElementLoad(tag);
  if (failed) return <LoadFailed title={title} retry={retry} />;
  if (state === 'unavailable') return <MessageView title={title} text={UNAVAILABLE_TEXT} />;
  return children;
}

function ContestPage({ contestCode }: { contestCode: string }) {
  return (
    <PageElement tag="cc-contest-page" title={`Contest ${contestCode}`}>
      <cc-contest-page code={contestCode} {...nestedParts('contest-page')}></cc-contest-page>
    </PageElement>
  );
}

const solutionTab = (path: string) => new URLSearchParams(path.split('?')[1] ?? '').get('tab') === 'solution';

function ProblemPage({ contestCode, problemCode }: { contestCode: string; problemCode: string }) {
  // ?tab=solution opens the editorial (the specification's /problems/{code}?tab=solution).
  const path = useCurrentPath();
  // Another page's path: the app is replacing this page (a transition); it keeps its tab meanwhile.
  const [ownPath] = useState(() => path.split(/[?#]/, 1)[0]);
  const [solution, setSolution] = useState(() => solutionTab(path));
  if (path.split(/[?#]/, 1)[0] === ownPath && solutionTab(path) !== solution) setSolution(solutionTab(path));
  return (
    <PageElement tag="cc-problem" title={`Problem ${problemCode}`}>
      <cc-problem code={problemCode} contest={contestCode} tab={solution ? 'solution' : undefined} {...nestedParts('problem')}></cc-problem>
    </PageElement>
  );
}

/** A page around one server-driven form (sign-in, sign-up, forgot password, mobile number). */
function FormPage({ title, src, intro, loginRequired = false }: { title: string; src: string; intro?: string; loginRequired?: boolean }) {
  const available = useElement('cc-server-form') !== 'unavailable';
  return (
    <section className="form-page" part="form-page">
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
      {available ? <cc-server-form src={src} login-required={loginRequired || undefined}></cc-server-form> : <p>{UNAVAILABLE_TEXT}</p>}
    </section>
  );
}

function RoadmapPage({ slug, kind }: { slug: string; kind?: 'course' }) {
  return (
    <PageElement tag="cc-roadmap" title="Roadmap">
      <cc-roadmap slug={slug} kind={kind} {...nestedParts('roadmap')}></cc-roadmap>
    </PageElement>
  );
}

const withDestination = (path: string, destination: string) => `${path}?destination=${encodeURIComponent(destination)}`;

/** Mobile-number verification: signed-in users only (visitors are asked to sign in first). */
function MobileView({ destination }: { destination: string }) {
  const { settings, loading } = useSession();
  if (loading) return null;
  if (!settings?.username) {
    return (
      <section className="message-view" part="message">
        <h1>Verify your mobile number</h1>
        <p>Sign in to verify your mobile number.</p>
        <p><a href={loginUrl(withDestination('/mobile', destination))}>Sign in</a></p>
      </section>
    );
  }
  return <FormPage title="Verify your mobile number" src={withDestination('/api/forms/mobile', destination)} loginRequired />;
}

export function RouteView({ route }: { route: Route }) {
  switch (route.kind) {
    case 'home':
      return <AppView title="Home" render={(v) => <v.HomeView />} />;
    case 'roadmap':
      return <RoadmapPage slug={route.slug} />;
    case 'course':
      return <RoadmapPage slug={route.slug} kind="course" />;
    case 'contest':
      return <ContestPage contestCode={route.contestCode} />;
    case 'problem':
      return <ProblemPage contestCode={route.contestCode} problemCode={route.problemCode} />;
    case 'bad-problem-code':
      return <MessageView title="Problem not found" text={PROBLEM_CODE_ERROR} alert />;
    case 'practice':
      return <AppView title="Practice" render={(v) => <v.PracticePage />} />;
    case 'contests':
      return <AppView title="Contests" render={(v) => <v.ContestsPage />} />;
    case 'rankings':
      return <AppView title="Rankings" render={(v) => <v.RankingsPage contestCode={route.contestCode} />} />;
    case 'submissions':
      return <AppView title="Submissions" render={(v) => <v.SubmissionsPage contestCode={route.contestCode} problemCode={route.problemCode} />} />;
    case 'submit':
      return <AppView title="Submissions" render={(v) => <v.SubmitPage contestCode={route.contestCode} problemCode={route.problemCode} />} />;
    case 'login':
      return <FormPage title="Sign in" src={withDestination('/api/forms/login', route.destination)} />;
    case 'signup':
      return <FormPage title="Create an account" src={withDestination('/api/forms/signup', route.destination)} />;
    case 'forgot-password':
      return <FormPage title="Forgot password" src="/api/forms/forgot-password" />;
    case 'privacy':
      return <AppView title="Privacy" render={(v) => <v.PrivacyView />} />;
    case 'user-edit':
      return <AppView title="Edit profile" render={(v) => <v.UserEditView username={route.username} />} />;
    case 'user-profile':
      return <AppView title={route.username} render={(v) => <v.UserProfileView username={route.username} />} />;
    case 'user-teams':
      return <AppView title="Teams" render={(v) => <v.UserTeamsView username={route.username} />} />;
    case 'user-certificates':
      return <AppView title="Certificates" render={(v) => <v.UserCertificatesView username={route.username} />} />;
    case 'learn':
      return <AppView title="Learn" render={(v) => <v.LearnView />} />;
    case 'pro':
      return <AppView title="Pro" render={(v) => <v.ProView />} />;
    case 'mobile':
      return <MobileView destination={route.destination} />;
    case 'team-list':
      return <AppView title="Teams" render={(v) => <v.TeamListView contestCode={route.contestCode} />} />;
    case 'team-edit':
      return <AppView title="My team" render={(v) => <v.MyTeamView contestCode={route.contestCode} />} />;
    case 'ide':
      return <AppView title="Online IDE" render={(v) => <v.IdeView problem={route.problem} />} />;
    default:
      return <NotFoundView />;
  }
}
