// The app's own pages (home, the list pages, account, user, learn, pro and submit pages), loaded
// together with the first route that shows one (RouteView.tsx): a contest or problem page, the
// most visited, does not download them. The server preloads this chunk on those routes.
export { viewsCss } from './views.styles';
export { ContestsPage } from './lists/ContestsPage';
export { PracticePage } from './lists/PracticePage';
export { RankingsPage } from './lists/RankingsPage';
export { SubmissionsPage } from './lists/SubmissionsPage';
export { PrivacyView, UserEditView } from './AccountViews';
export { HomeView } from './HomeView';
export { SubmitPage } from './SubmitPage';
export { UserCertificatesView, UserProfileView, UserTeamsView } from './UserViews';
export { LearnView } from './LearnView';
export { ProView } from './ProView';
export { IdeView } from './IdeView';
export { MyTeamView, TeamListView } from './TeamViews';
