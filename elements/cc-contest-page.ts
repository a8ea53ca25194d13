import './cc-contest-start-notification';
// The problem table is a <cc-data-table> with a <cc-todo-widget> per row: a page loading only
// this tag gets both.
import './cc-data-table';
import './cc-todo-widget';
import { defineElement } from '../src/core/define';
import { declaration } from './cc-contest-page.decl';
import { ContestPage } from '../src/features/contest/ContestPage';
import { contestCss } from '../src/features/contest/contest.styles';
import { countdownCss } from '../src/ui/countdown.styles';
import { errorPanelCss } from '../src/ui/error-panel.styles';
import { modalCss } from '../src/ui/modal.styles';
import { seeMoreCss } from '../src/ui/see-more.styles';

export default defineElement(declaration, ContestPage, {
  // The page's own sheet last: its .button rules win over the shared parts' ones.
  styles: [countdownCss, seeMoreCss, modalCss, errorPanelCss, contestCss],
});
