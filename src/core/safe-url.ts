// The link rule of every piece of markup and every address the API sends, apart from the
// sanitiser (core/sanitize.ts) so that checking an address does not download DOMPurify.

/**
 * Links and sources from markup: http(s), mailto and relative URLs only. Browsers drop control
 * characters and whitespace inside a URL (`java\tscript:`), and read `/\host` or `\\host` as
 * `//host`, so protocol-relative addresses are refused too: a disguised off-site link.
 */
export function isSafeUrl(value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^[\\/]{2}/.test(compact)) return false;
  const scheme = compact.match(/^([a-z][a-z0-9+.-]*):/i);
  return !scheme || /^(https?|mailto)$/i.test(scheme[1]);
}
