// Its comment section (<cc-comments>, after the problem's first paint) and the successful
// submissions' <cc-data-table> (when shown) load as parts of their own: dynamic imports of their
// entries, so a page that loads such a tag itself shares its one definition.
import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-problem.decl';
import { ProblemPage } from '../src/features/problem/Problem';
import { provideProblemPageParts } from '../src/features/problem/lazy-parts';
import { problemCss } from '../src/features/problem/problem.styles';
import { copyButtonCss } from '../src/ui/copy-button.styles';
import { countdownCss } from '../src/ui/countdown.styles';
import { errorPanelCss } from '../src/ui/error-panel.styles';
import { loaderCss } from '../src/ui/loader.styles';

provideProblemPageParts({
  comments: () => import('./cc-comments'),
  dataTable: () => import('./cc-data-table'),
});

export default defineElement(declaration, ProblemPage, {
  styles: [copyButtonCss, countdownCss, errorPanelCss, loaderCss, problemCss],
});
