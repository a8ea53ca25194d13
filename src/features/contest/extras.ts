/**
 * The contest page's sections that only some contests show, kept out of the page's first
 * download (a running contest seen by a visitor, the common first view, shows none of them):
 * a parent contest's division cards, the signed-in user's live rating in a rated contest, and
 * the upcoming contests once it has ended. ContestPage loads this module when the contest
 * answer says it needs one, and shows the page once it is here, so nothing appears later.
 */
export { Divisions } from './Divisions';
export { LiveRatings } from './LiveRatings';
export { UpcomingContests } from './UpcomingContests';
