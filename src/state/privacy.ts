/**
 * Privacy consent given on this page. The page settings keep the server's consent as it was at
 * load (an embedded block never changes), so after Accept they still say "expired"; this atom
 * remembers the acceptance for the rest of the page, shared by every banner instance and kept
 * across an SPA remount. The next page load reads the server's fresh state instead.
 */
import { atom } from 'jotai';

export interface AcceptedConsent {
  /** '' for a visitor. */
  username: string;
  /** Policy version accepted ('' when it was unknown). */
  version: string;
}

export const acceptedConsentAtom = atom<AcceptedConsent | null>(null);
