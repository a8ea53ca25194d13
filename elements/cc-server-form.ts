// Registration forms carry the organisation auto-complete: the tag must be defined with the form.
import './cc-autocomplete';
import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-server-form.decl';
import { ServerFormElement } from '../src/features/server-form/ServerFormElement';
import { serverFormCss } from '../src/features/server-form/server-form.styles';
import { errorPanelCss } from '../src/ui/error-panel.styles';
import { loaderCss } from '../src/ui/loader.styles';
import { modalCss } from '../src/ui/modal.styles';

export default defineElement(declaration, ServerFormElement, { styles: [modalCss, errorPanelCss, loaderCss, serverFormCss] });
