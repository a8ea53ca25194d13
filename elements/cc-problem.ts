// Renders <cc-comments> below the problem and the successful submissions in a
// <cc-data-table>: registered with it.
import './cc-comments';
import './cc-data-table';
import { defineElement } from '../src/core/define';
import { declaration } from './cc-problem.decl';
import { ProblemPage } from '../src/features/problem/Problem';
import { problemCss } from '../src/features/problem/problem.styles';
import { copyButtonCss } from '../src/ui/copy-button.styles';
import { countdownCss } from '../src/ui/countdown.styles';
import { errorPanelCss } from '../src/ui/error-panel.styles';
import { loaderCss } from '../src/ui/loader.styles';

export default defineElement(declaration, ProblemPage, {
  styles: [copyButtonCss, countdownCss, errorPanelCss, loaderCss, problemCss],
});
