/**
 * The support address that error texts name. A page sets
 * its own with <meta name="cc-support-email" content="…">; otherwise the demo's address.
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@cc-elements.dev';

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

export function supportEmail(): string {
  const content = document.querySelector<HTMLMetaElement>('meta[name="cc-support-email"]')?.content.trim() ?? '';
  return EMAIL.test(content) ? content : DEFAULT_SUPPORT_EMAIL;
}
