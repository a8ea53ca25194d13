import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-contest-start-notification.decl';
import { ContestStartNotification } from '../src/features/contest-start-notification/ContestStartNotification';
import { serverFormCss } from '../src/features/server-form/server-form.styles';
import { errorPanelCss } from '../src/ui/error-panel.styles';
import { loaderCss } from '../src/ui/loader.styles';
import { modalCss } from '../src/ui/modal.styles';

export default defineElement(declaration, ContestStartNotification, { styles: [modalCss, errorPanelCss, loaderCss, serverFormCss] });
