/**
 * Every piece of server or user markup passes through here before it reaches the DOM:
 * comments, alerts, announcements, rules, statements, server forms, todo widget markup,
 * author handles, ad strips. One DOMPurify instance, one profile per kind of markup.
 */
import DOMPurify, { type Config } from 'dompurify';

export type MarkupKind = 'comment' | 'richText' | 'statement' | 'serverForm' | 'handle' | 'todoWidget';

const INLINE = ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'code', 'kbd', 'sub', 'sup', 'small', 'span', 'br', 'mark'];
const BLOCK = ['p', 'div', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TABLE = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'];
const MEDIA = ['img', 'figure', 'figcaption'];
const FORM = ['form', 'fieldset', 'legend', 'label', 'input', 'select', 'option', 'optgroup', 'textarea', 'button'];

const COMMON_ATTR = ['href', 'title', 'class', 'id', 'lang', 'dir', 'aria-label', 'aria-hidden', 'role'];

const PROFILES: Record<MarkupKind, Config> = {
  comment: { ALLOWED_TAGS: [...INLINE, ...BLOCK, 'img'], ALLOWED_ATTR: [...COMMON_ATTR, 'src', 'alt'] },
  richText: { ALLOWED_TAGS: [...INLINE, ...BLOCK, ...TABLE, ...MEDIA, 'aside', 'section'], ALLOWED_ATTR: [...COMMON_ATTR, 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'target'] },
  statement: {
    ALLOWED_TAGS: [...INLINE, ...BLOCK, ...TABLE, ...MEDIA, 'aside', 'section', 'details', 'summary'],
    ALLOWED_ATTR: [...COMMON_ATTR, 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'data-math'],
  },
  serverForm: {
    // cc-autocomplete: registration forms carry the organisation auto-complete (a form field).
    ALLOWED_TAGS: [...INLINE, ...BLOCK, ...TABLE, ...FORM, 'img', 'cc-autocomplete'],
    ALLOWED_ATTR: [
      ...COMMON_ATTR, 'src', 'alt', 'name', 'type', 'value', 'placeholder', 'required', 'disabled', 'readonly', 'checked',
      'selected', 'multiple', 'for', 'action', 'method', 'enctype', 'maxlength', 'minlength', 'min', 'max', 'step',
      'pattern', 'accept', 'autocomplete', 'rows', 'cols', 'aria-describedby', 'aria-invalid',
      'data-validate', 'data-delay', 'data-nocopy', 'data-size-limit', 'data-supported', 'data-fresh',
      'data-captcha', 'data-captcha-refresh', 'data-require-filled', 'data-require-value', 'data-state-target',
      'variant', 'label', 'text',
    ],
  },
  handle: { ALLOWED_TAGS: ['span', 'a', 'b', 'strong', 'i', 'em'], ALLOWED_ATTR: ['class', 'href', 'title'] },
  // The todo widget's markup replaces a button: a button or a mark with an icon, nothing more.
  todoWidget: {
    ALLOWED_TAGS: ['button', 'span', 'img'],
    ALLOWED_ATTR: ['class', 'title', 'type', 'role', 'aria-label', 'aria-hidden', 'src', 'alt', 'width', 'height'],
    ALLOW_DATA_ATTR: false,
  },
};

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

/** Avatars may come inline; raster images only (an SVG data URL can carry script). */
const SAFE_IMAGE_DATA = /^data:image\/(png|gif|jpeg|webp);base64,[a-z0-9+/=]+$/i;

const purifier = DOMPurify();

purifier.addHook('afterSanitizeAttributes', (node) => {
  for (const attribute of ['href', 'src', 'action'] as const) {
    const value = node.getAttribute(attribute);
    const allowed = value === null || isSafeUrl(value) || (attribute === 'src' && SAFE_IMAGE_DATA.test(value));
    if (!allowed) node.removeAttribute(attribute);
  }
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    // Links written by users or servers never get a handle on this page.
    node.setAttribute('rel', 'noopener noreferrer');
    const target = node.getAttribute('target');
    if (target && target !== '_blank') node.removeAttribute('target');
  }
  if (node.tagName === 'FORM' && node.getAttribute('target')) node.removeAttribute('target');
});

/**
 * Drops style="…" and on…="…" attributes from tags before markup is parsed. No sanitiser
 * profile keeps them anyway, but merely parsing one (even in an inert document) makes Chromium
 * report a CSP violation under style-src 'self' / script-src 'self' (handles and statements
 * carry inline styles; hostile markup carries handlers). Only text inside a tag (after "<",
 * before ">") is touched; a data-style or a word in the text stays.
 */
export function withoutInlineAttributes(markup: string): string {
  const attribute = /(<[^<>]*?)\s(?:style|on[a-z]+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>]+)/gi;
  let previous: string;
  let current = markup;
  do {
    previous = current;
    current = current.replace(attribute, '$1');
  } while (current !== previous);
  return current;
}

export function sanitize(markup: string, kind: MarkupKind): string {
  return purifier.sanitize(withoutInlineAttributes(markup), { ...PROFILES[kind], RETURN_TRUSTED_TYPE: false }) as string;
}

/** Plain text of markup (for titles, aria labels, document titles). */
export function textOf(markup: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitize(markup, 'richText');
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Moves the headings of sanitised markup so its highest heading is `top` (h1–h6, clamped) and
 * the others keep their distance below it. Server markup (rules, statements) brings its own
 * <h4>s; inside a page section under an <h2> they must continue the page's outline.
 */
export function rebaseHeadings(html: string, top: number): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const headings = [...template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  if (headings.length === 0) return html;
  const highest = Math.min(...headings.map((heading) => Number(heading.tagName[1])));
  const shift = Math.min(6, Math.max(1, top)) - highest;
  if (shift === 0) return html;
  for (const heading of headings) {
    const level = Math.min(6, Math.max(1, Number(heading.tagName[1]) + shift));
    const moved = document.createElement(`h${level}`);
    for (const attribute of [...heading.attributes]) moved.setAttribute(attribute.name, attribute.value);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
  return template.innerHTML;
}
