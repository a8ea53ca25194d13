// The problem table is a <cc-data-table> with a <cc-todo-widget> per row: a page loading only
// this tag gets both, the rows' widgets after the table's first paint. The reminder element
// loads when the page shows its button (src/features/contest/lazy-parts.ts). Dynamic imports of
// their entries, so a page that loads such a tag itself shares its one definition.
import './cc-data-table';
import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-contest-page.decl';
import { ContestPage } from '../src/features/contest/ContestPage';
import { provideContestPageParts } from '../src/features/contest/lazy-parts';
import { contestCss } from '../src/features/contest/contest.styles';
import { countdownCss } from '../src/ui/countdown.styles';
import { errorPanelCss } from '../src/ui/error-panel.styles';
import { seeMoreCss } from '../src/ui/see-more.styles';

provideContestPageParts({
  reminder: () => import('./cc-contest-start-notification'),
  todoWidget: () => import('./cc-todo-widget'),
});

export default defineElement(declaration, ContestPage, {
  // The page's own sheet last: its .button rules win over the shared parts' ones (the modal,
  // loaded with the start dialog, adopts its own sheet in the shared parts' layer).
  styles: [countdownCss, seeMoreCss, errorPanelCss, contestCss],
});
