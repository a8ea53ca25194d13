import { defineElement } from '../src/core/define';
import { declaration } from './cc-alerts.decl';
import { AlertsHost } from '../src/features/alerts/AlertsHost';
import { alertsCss } from '../src/features/alerts/alerts.styles';

defineElement(declaration, AlertsHost, { styles: [alertsCss] });
