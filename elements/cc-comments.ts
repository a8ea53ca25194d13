import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-comments.decl';
import { CommentsSection } from '../src/features/comments/Comments';
import { commentsCss } from '../src/features/comments/comments.styles';
import { errorPanelCss } from '../src/ui/error-panel.styles';
import { loaderCss } from '../src/ui/loader.styles';

export default defineElement(declaration, CommentsSection, {
  styles: [errorPanelCss, loaderCss, commentsCss],
});
