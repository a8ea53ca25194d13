// The XSS corpus through the widgets' renderers with Trusted Types enforced (see
// xss-trusted-types.ts and xss-widget-renderers.ts).
import { describeRenderers } from './xss-renderers-helpers';
import { enforceTrustedTypes } from './xss-trusted-types';
import { WIDGET_RENDERERS } from './xss-widget-renderers';

describeRenderers('Trusted Types enforced', enforceTrustedTypes(), { settings: false, renderers: WIDGET_RENDERERS, title: 'the widgets' });
