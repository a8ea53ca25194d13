// The XSS corpus through the renderers of untrusted markup with Trusted Types enforced (see
// xss-trusted-types.ts and xss-renderers-helpers.ts).
import { strictCspReports } from '../support/csp-reports';
import { describeRenderers } from './xss-renderers-helpers';
import { enforceTrustedTypes } from './xss-trusted-types';

const trustedTypes = enforceTrustedTypes();
const strict = strictCspReports();
// Trusted Types reports are counted by enforceTrustedTypes (which leaves out its own proof).
const others = () => strict().filter((v) => !v.startsWith('require-trusted-types-for') && !v.startsWith('trusted-types'));
describeRenderers('Trusted Types enforced', () => [...trustedTypes(), ...others()], { settings: false });
