import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-share-buttons.decl';
import { ShareButtonsElement } from '../src/features/shared-ui/ShareButtonsElement';
import { shareButtonsCss } from '../src/ui/share-buttons.styles';

defineElement(declaration, ShareButtonsElement, { styles: [shareButtonsCss] });
