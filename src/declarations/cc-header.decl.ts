import { declareElement, t } from '../core/declare';

export const declaration = declareElement({
  tag: 'cc-header',
  summary: 'The shared site header: home link, course dropdown, site sections and the account area.',
  description:
    'Courses (from GET /api/courses/dropdown, cached an hour) open in a dropdown of three ' +
    'categories; hovering or arrowing to a category shows its courses with their learner ' +
    'counts. Practice, Contests and Learn link to their sections. Signed in: a todo icon with ' +
    'the user\'s todo count, opening the todo list box (loaded 1 s after opening; Escape ' +
    'closes it), and a user menu with the handle (toggles on click: profile, edit profile, ' +
    'teams, certificates, Log out). Visitors: Login and Sign up, carrying the current path as ' +
    'destination, kept current across client-side navigation. At 960px wide or less the ' +
    'sections and account links move into a menu panel. Every popup closes with Escape (focus ' +
    'returns to its button) or a click outside.',
  props: {
    brand: {
      type: t.string,
      default: 'Home',
      description: 'Text of the home link (default "Home"); blank means the default.',
    },
  },
  parts: {
    'header': 'The header landmark.',
    'bar': 'The top row.',
    'brand': 'The home link.',
    'nav-link': 'Practice, Contests and Learn links (desktop).',
    'courses-button': 'The Courses button (desktop).',
    'course-panel': 'The course dropdown.',
    'category': 'A course category (dropdown tab, or mobile group button).',
    'course': 'A course link.',
    'account': 'The account area of the top row.',
    'visitor-link': 'Login and Sign up links (desktop).',
    'user-button': 'The user menu button.',
    'user-menu': 'The user menu list.',
    'todo-button': 'The todo icon button.',
    'todo-count': 'The todo count badge.',
    'todo-box': 'The todo notification list box.',
    'todo-list': 'The list box\'s entries (when the server sends them as data).',
    'todo-remove': 'An entry\'s Remove button.',
    'menu-button': 'The menu (hamburger) button at 960px or less.',
    'mobile-panel': 'The menu panel at 960px or less.',
  },
  cssProperties: {
    '--cc-header-background': 'Background of the header (default the surface colour).',
    '--cc-header-color': 'Text colour of the header.',
    '--cc-header-height': 'Minimum height of the top row (default 56px).',
    '--cc-header-z-index': 'Stacking order of the header and its dropdowns (default 1000).',
    '--cc-header-badge-background': 'Background of the todo count badge.',
    '--cc-header-badge-color': 'Text colour of the todo count badge.',
  },
});
