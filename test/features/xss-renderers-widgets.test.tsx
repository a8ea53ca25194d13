// The XSS corpus through the widgets' renderers, without Trusted Types enforced (see
// xss-widget-renderers.ts).
import { describeRenderers } from './xss-renderers-helpers';
import { WIDGET_RENDERERS } from './xss-widget-renderers';

describeRenderers('plain page', undefined, { renderers: WIDGET_RENDERERS, title: 'the widgets' });
