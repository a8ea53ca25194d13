// The XSS corpus through the renderers of untrusted markup with Trusted Types enforced (see
// xss-trusted-types.ts and xss-renderers-helpers.ts).
import { describeRenderers } from './xss-renderers-helpers';
import { enforceTrustedTypes } from './xss-trusted-types';

describeRenderers('Trusted Types enforced', enforceTrustedTypes(), { settings: false });
