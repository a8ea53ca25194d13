import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-copy-button.decl';
import { CopyButtonElement } from '../src/features/shared-ui/CopyButtonElement';
import { copyButtonCss } from '../src/ui/copy-button.styles';

defineElement(declaration, CopyButtonElement, { styles: [copyButtonCss] });
