import { defineElement } from '../src/core/define';
import { declaration } from './cc-app.decl';
import { App } from '../src/features/app/App';
import { appCss } from '../src/features/app/app.styles';
import { errorPanelCss } from '../src/ui/error-panel.styles';

export default defineElement(declaration, App, { styles: [appCss, errorPanelCss] });
