/**
 * The elements' Trusted Types policies. Under `require-trusted-types-for 'script'` a page allows
 * them by name (README: `trusted-types cc-elements cc-loader dompurify`), each once.
 *
 * `cc-elements` (TRUSTED_TYPES_POLICY) feeds the elements' only HTML sinks and worker scripts:
 * its createHTML *is* the sanitiser, which core/sanitize.ts hands over when it loads (before
 * that the policy makes no HTML at all), and its createScriptURL makes the elements' worker
 * scripts (core/worker-urls.ts) and nothing else. It lives apart from the sanitiser so that a
 * page can start a worker (the Intl warm-up, core/intl.ts) without loading DOMPurify.
 */
import type { TrustedScriptURL, TrustedTypePolicy } from 'trusted-types/lib';
import type { MarkupKind } from './sanitize-profiles';
import { WORKER_URLS } from './worker-urls';

/** The page's Trusted Types policy name; pages that enforce Trusted Types allow it. */
export const TRUSTED_TYPES_POLICY = 'cc-elements';

export type Policy = Pick<TrustedTypePolicy, 'createHTML' | 'createScriptURL'>;

/**
 * A Trusted Types policy named `name`, or null where Trusted Types do not exist or the page's
 * CSP does not allow the name (its sinks will then be refused, so the console says which name
 * to allow).
 */
export function makePolicy(name: string, rules: object): Policy | null {
  const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): Policy } }).trustedTypes;
  if (!factory) return null;
  try {
    return factory.createPolicy(name, rules);
  } catch (error) {
    console.error(`cc-elements: could not create the Trusted Types policy "${name}"; allow it in the page's trusted-types directive.`, error);
    return null;
  }
}

/** The sanitiser createHTML runs (markup, kind) → safe markup; set by core/sanitize.ts. */
type Sanitiser = (markup: string, kind: MarkupKind) => string;
let sanitiser: Sanitiser | null = null;

/** core/sanitize.ts gives the policy its sanitiser when it loads. */
export function setPolicySanitiser(sanitise: Sanitiser): void {
  sanitiser = sanitise;
}

let policy: Policy | null | undefined;

/** The `cc-elements` policy, made on first use; null where Trusted Types do not exist. */
export function elementsPolicy(): Policy | null {
  if (policy === undefined) {
    policy = makePolicy(TRUSTED_TYPES_POLICY, {
      // createHTML(markup, kind): the policy's only way to make HTML is the sanitiser.
      createHTML: (markup: string, kind: MarkupKind) => {
        if (!sanitiser) throw new TypeError('cc-elements: the sanitiser is not loaded');
        return sanitiser(markup, kind);
      },
      // The script URLs the elements load by hand: their workers, built beside them.
      createScriptURL: (url: string) => {
        if (!WORKER_URLS.includes(url)) throw new TypeError(`cc-elements: not a script of cc-elements: ${url}`);
        return url;
      },
    });
  }
  return policy;
}

/**
 * A worker's script URL for `new Worker()`: a TrustedScriptURL made by the policy where Trusted
 * Types exist (a page enforcing them refuses a plain string), the URL elsewhere.
 */
export function trustedWorkerUrl(url: string): TrustedScriptURL | string {
  const made = elementsPolicy();
  return made ? made.createScriptURL(url) : url;
}

