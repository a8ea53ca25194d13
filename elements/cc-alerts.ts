import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-alerts.decl';
import { AlertsHost } from '../src/features/alerts/AlertsHost';
import { alertsCss } from '../src/features/alerts/alerts.styles';
import { ALERTS_PREVIEW_SLOT } from '../src/state/alerts-preview';

// The server's preview of the announcements stays on screen until the element's own stack is.
defineElement(declaration, AlertsHost, { styles: [alertsCss], slotBeforeRender: ALERTS_PREVIEW_SLOT });
