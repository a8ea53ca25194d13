/** The app shell's own texts and the document title it shows before a page names itself. */
import type { Route } from '../../domain/routes';

export const UNAVAILABLE_TEXT = 'This page is not available in this version of the site.';
export const NOT_FOUND_TEXT = 'We could not find that page.';
export const HOME_LINK_TEXT = 'Go to the home page';

export interface PageMeta {
  title: string;
  /** null: the page's own description (from the HTML) stays. */
  description: string | null;
  /** The practice problem page is marked noindex. */
  noindex: boolean;
}

/**
 * What the document says before the page's element says more (cc-page-meta): the home page
 * keeps the HTML's own title, the others name what they show.
 */
export function defaultMeta(route: Route, homeTitle: string): PageMeta {
  const meta = (title: string, noindex = false): PageMeta => ({ title, description: null, noindex });
  switch (route.kind) {
    case 'home':
      return meta(homeTitle);
    case 'roadmap':
      return meta('Roadmap');
    case 'course':
      return meta('Course');
    case 'contest':
      return meta(`Contest ${route.contestCode}`);
    case 'problem':
    case 'bad-problem-code':
      return meta(`Problem ${route.problemCode}`, route.practice);
    case 'practice':
      return meta('Practice problems');
    case 'contests':
      return meta('Contests');
    case 'rankings':
      return meta(`Rankings ${route.contestCode}`);
    case 'submit':
    case 'submissions':
      return meta(`Submissions ${route.problemCode}`);
    case 'login':
      return meta('Sign in');
    case 'signup':
      return meta('Create an account');
    case 'forgot-password':
      return meta('Forgot password');
    case 'privacy':
      return meta('Privacy policy');
    case 'user-edit':
      return meta('Account settings');
    case 'user-profile':
      return meta(route.username);
    case 'user-teams':
      return meta(`${route.username}'s teams`);
    case 'user-certificates':
      return meta(`${route.username}'s certificates`);
    case 'learn':
      return meta('Learn: roadmaps and courses');
    case 'pro':
      return meta('Pro plans');
    case 'mobile':
      return meta('Verify your mobile number');
    case 'ide':
      return meta('Online IDE');
    case 'team-list':
      return meta(`Teams ${route.contestCode}`);
    case 'team-edit':
      return meta(`My team ${route.contestCode}`);
    default:
      return meta('Page not found');
  }
}
