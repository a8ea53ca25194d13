// The XSS corpus through the renderers of untrusted markup, without Trusted Types enforced
// (see xss-renderers-helpers.ts), under a strict CSP: zero violation reports.
import { strictCspReports } from '../support/csp-reports';
import { describeRenderers } from './xss-renderers-helpers';

describeRenderers('plain page', strictCspReports());
