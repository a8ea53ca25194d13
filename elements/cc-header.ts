/**
 * @tag cc-header
 * @summary The shared site header: home link, course dropdown, site sections and the account area.
 * Courses (from GET /api/courses/dropdown, cached an hour) open in a dropdown of three categories;
 * hovering or arrowing to a category shows its courses with their learner counts. Practice,
 * Contests and Learn link to their sections. Signed in: a todo icon with the user's todo count,
 * opening the todo list box (loaded 1 s after opening; Escape closes it), and a user menu with the
 * handle (toggles on click: profile, edit profile, teams, certificates, Log out). Visitors: Login
 * and Sign up, carrying the current path as destination, kept current across client-side
 * navigation. At 960px wide or less the sections and account links move into a menu panel.
 * Every popup closes with Escape (focus returns to its button) or a click outside.
 * @attr {string} brand - Text of the home link (default "Home"); blank means the default.
 * @csspart header - The header landmark.
 * @csspart bar - The top row.
 * @csspart brand - The home link.
 * @csspart nav-link - Practice, Contests and Learn links (desktop).
 * @csspart courses-button - The Courses button (desktop).
 * @csspart course-panel - The course dropdown.
 * @csspart category - A course category (dropdown tab, or mobile group button).
 * @csspart course - A course link.
 * @csspart account - The account area of the top row.
 * @csspart visitor-link - Login and Sign up links (desktop).
 * @csspart user-button - The user menu button.
 * @csspart user-menu - The user menu list.
 * @csspart todo-button - The todo icon button.
 * @csspart todo-count - The todo count badge.
 * @csspart todo-box - The todo notification list box.
 * @csspart menu-button - The menu (hamburger) button at 960px or less.
 * @csspart mobile-panel - The menu panel at 960px or less.
 * @cssprop --cc-header-background - Background of the header (default the surface colour).
 * @cssprop --cc-header-color - Text colour of the header.
 * @cssprop --cc-header-height - Minimum height of the top row (default 56px).
 * @cssprop --cc-header-z-index - Stacking order of the header and its dropdowns (default 1000).
 * @cssprop --cc-header-badge-background - Background of the todo count badge.
 * @cssprop --cc-header-badge-color - Text colour of the todo count badge.
 */
import { defineElement } from '../src/core/define';
import { Header } from '../src/features/header/Header';
import { headerCss } from '../src/features/header/header.styles';

export default defineElement('cc-header', Header, { props: { brand: 'string' }, styles: [headerCss] });
