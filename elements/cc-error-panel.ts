import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-error-panel.decl';
import { ErrorPanelElement } from '../src/features/shared-ui/ErrorPanelElement';
import { errorPanelCss } from '../src/ui/error-panel.styles';
import { modalCss } from '../src/ui/modal.styles';

defineElement(declaration, ErrorPanelElement, { styles: [modalCss, errorPanelCss] });
