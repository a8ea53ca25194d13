import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-see-more.decl';
import { SeeMoreElement } from '../src/features/shared-ui/SeeMoreElement';
import { seeMoreCss } from '../src/ui/see-more.styles';

defineElement(declaration, SeeMoreElement, { styles: [seeMoreCss] });
