// The XSS corpus through the renderers of untrusted markup, without Trusted Types enforced
// (see xss-renderers-helpers.ts).
import { describeRenderers } from './xss-renderers-helpers';

describeRenderers('plain page');
