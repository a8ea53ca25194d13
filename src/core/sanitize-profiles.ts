/**
 * The sanitiser's profiles (core/sanitize.ts): for each kind of markup, which tags, attributes,
 * classes, URLs and images it keeps.
 */
import type { Config } from 'dompurify';
import { isSafeUrl } from './safe-url';
import { markupOrigin, resolveSiteLink } from './markup-origin';

export type MarkupKind = 'comment' | 'richText' | 'siteMarkup' | 'statement' | 'serverForm' | 'handle' | 'handleText' | 'todoWidget' | 'mathSvg';

const INLINE = ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'code', 'kbd', 'sub', 'sup', 'small', 'span', 'br', 'mark'];
const BLOCK = ['p', 'div', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TABLE = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'];
const MEDIA = ['img', 'figure', 'figcaption'];
const FORM = ['form', 'fieldset', 'legend', 'label', 'input', 'select', 'option', 'optgroup', 'textarea', 'button'];

const COMMON_ATTR = ['href', 'title', 'class', 'lang', 'dir', 'aria-label', 'aria-hidden', 'role'];

export const PROFILES: Record<MarkupKind, Config> = {
  // Anyone can write a comment: no role or aria-* either (a comment could dress up as the page's
  // own parts or announce itself as an alert), and no data: sources (see the hook below).
  comment: {
    ALLOWED_TAGS: [...INLINE, ...BLOCK, 'img'],
    ALLOWED_ATTR: ['href', 'title', 'class', 'lang', 'dir', 'src', 'alt'],
    ALLOW_ARIA_ATTR: false,
    ALLOW_DATA_ATTR: false,
  },
  richText: { ALLOWED_TAGS: [...INLINE, ...BLOCK, ...TABLE, ...MEDIA, 'aside', 'section'], ALLOWED_ATTR: [...COMMON_ATTR, 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'target'] },
  // A contest answer's markup (announcements, rules, statistics): rich text whose relative links
  // belong to the site it came from (core/markup-origin.ts).
  siteMarkup: { ALLOWED_TAGS: [...INLINE, ...BLOCK, ...TABLE, ...MEDIA, 'aside', 'section'], ALLOWED_ATTR: [...COMMON_ATTR, 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'target'] },
  statement: {
    ALLOWED_TAGS: [...INLINE, ...BLOCK, ...TABLE, ...MEDIA, 'aside', 'section', 'details', 'summary'],
    // What CommonMark and GitHub tables write: an ordered list's first number, a cell's alignment.
    ALLOWED_ATTR: [...COMMON_ATTR, 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'data-math', 'start', 'align'],
  },
  serverForm: {
    // cc-autocomplete: registration forms carry the organisation auto-complete (a form field).
    ALLOWED_TAGS: [...INLINE, ...BLOCK, ...TABLE, ...FORM, 'img', 'cc-autocomplete'],
    ALLOWED_ATTR: [
      // A form's labels point at its fields by id, and field errors name them by id.
      ...COMMON_ATTR, 'id', 'src', 'alt', 'name', 'type', 'value', 'placeholder', 'required', 'disabled', 'readonly', 'checked',
      'selected', 'multiple', 'for', 'action', 'method', 'enctype', 'maxlength', 'minlength', 'min', 'max', 'step',
      'pattern', 'accept', 'autocomplete', 'rows', 'cols', 'aria-describedby', 'aria-invalid',
      'data-validate', 'data-delay', 'data-nocopy', 'data-size-limit', 'data-supported', 'data-fresh',
      'data-captcha', 'data-captcha-refresh', 'data-require-filled', 'data-require-value', 'data-state-target',
      'variant', 'label', 'text',
    ],
  },
  handle: { ALLOWED_TAGS: ['span', 'a', 'b', 'strong', 'i', 'em'], ALLOWED_ATTR: ['class', 'href', 'title'] },
  // A handle shown inside the page's own profile link: its links unwrapped (no link in a link).
  handleText: { ALLOWED_TAGS: ['span', 'b', 'strong', 'i', 'em'], ALLOWED_ATTR: ['class', 'title'] },
  // The todo widget's markup replaces a button: a button or a mark with an icon, nothing more.
  todoWidget: {
    ALLOWED_TAGS: ['button', 'span', 'img'],
    ALLOWED_ATTR: ['class', 'title', 'type', 'role', 'aria-label', 'aria-hidden', 'src', 'alt', 'width', 'height'],
    ALLOW_DATA_ATTR: false,
  },
  // A formula MathJax drew (in the math worker, from a statement's TeX): SVG shapes and the glyph
  // definitions they reference, nothing that links, loads or runs. Ids and references are
  // checked below (only MathJax's own `MJX-…` names); styles come as data-mjx-style, which
  // core/math-worker.ts applies property by property.
  mathSvg: {
    ALLOWED_TAGS: ['svg', 'g', 'defs', 'path', 'use', 'rect', 'line', 'polyline', 'polygon', 'ellipse', 'circle', 'text', 'title'],
    ALLOWED_ATTR: [
      'width', 'height', 'viewBox', 'role', 'focusable', 'aria-hidden', 'aria-label', 'id', 'd', 'transform', 'fill', 'stroke',
      'stroke-width', 'stroke-dasharray', 'stroke-linecap', 'stroke-linejoin', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'rx', 'ry', 'cx',
      'cy', 'r', 'points', 'xlink:href', 'href', 'font-family', 'font-size', 'font-weight', 'font-style', 'preserveAspectRatio',
      'overflow', 'data-mml-node', 'data-c', 'data-variant', 'data-mjx-texclass', 'data-mjx-style', 'data-latex', 'data-frame',
    ],
    // Text, not addresses (DOMPurify would otherwise drop "vertical-align: -1ex" as a URL with an unknown scheme).
    ADD_URI_SAFE_ATTR: ['data-mjx-style', 'data-latex'],
    ALLOW_DATA_ATTR: false,
  },
};

/**
 * Class names a profile keeps: the ones our own Markdown renderer writes (core/markdown.ts),
 * and the layout classes server forms may use (styled inside the form by server-form.styles.ts).
 */
const KEPT_CLASSES: Record<MarkupKind, readonly string[]> = {
  comment: ['mention'],
  richText: [],
  siteMarkup: [],
  statement: ['math', 'mention'],
  serverForm: ['field', 'choice', 'intro', 'actions'],
  handle: [],
  handleText: [],
  // The todo widget's own styles name the server's add button and present mark.
  todoWidget: ['todo-add', 'todo-present', 'todo-remove', 'todo-icon'],
  mathSvg: [],
};

/** Classes a profile keeps by pattern: a statement's code block names its language (CommonMark's info string). */
const KEPT_CLASS_PATTERNS: Partial<Record<MarkupKind, RegExp>> = { statement: /^language-\S+$/ };

/** The names MathJax gives a formula's glyph definitions (fontCache 'local'), and references to them. */
const MATH_ID = /^MJX-[A-Za-z0-9-]+$/;

/** Profiles whose images may come from other sites (statements link figures from a CDN). */
const REMOTE_IMAGES: ReadonlySet<MarkupKind> = new Set(['statement']);

/** Whether `value` resolves to this page's origin (a relative URL always does). */
function isSameOrigin(value: string): boolean {
  try {
    return new URL(value, document.baseURI).origin === location.origin;
  } catch {
    return false;
  }
}

/** Avatars may come inline; raster images only (an SVG data URL can carry script). */
const SAFE_IMAGE_DATA = /^data:image\/(png|gif|jpeg|webp);base64,[a-z0-9+/=]+$/i;

/**
 * What DOMPurify's attribute pass cannot say by lists alone, per profile (run after it on every
 * element): safe URLs only, images from other sites only in statements, forms posting to this
 * site, only the classes a profile keeps, and links that get no handle on the page.
 */
export function afterSanitizeAttributes(node: Element, kind: MarkupKind): void {
  // Every rule below is about an attribute: most elements of a comment (p, li, code) have none.
  if (!node.hasAttributes()) return;
  if (kind === 'mathSvg') {
    const id = node.getAttribute('id');
    if (id !== null && !MATH_ID.test(id)) node.removeAttribute('id');
    for (const name of ['href', 'xlink:href']) {
      const target = node.getAttribute(name);
      if (target !== null && !(target.startsWith('#') && MATH_ID.test(target.slice(1)))) node.removeAttribute(name);
    }
  }
  for (const attribute of ['href', 'src', 'action'] as const) {
    const value = node.getAttribute(attribute);
    // Comments take no inline images at all: anyone writes them, and a data: URL is not a link.
    const inlineImage = kind !== 'comment' && attribute === 'src' && value !== null && SAFE_IMAGE_DATA.test(value);
    const allowed = value === null || isSafeUrl(value) || inlineImage;
    if (!allowed) node.removeAttribute(attribute);
  }
  const source = node.getAttribute('src');
  if (source !== null && !REMOTE_IMAGES.has(kind) && !SAFE_IMAGE_DATA.test(source) && !isSameOrigin(source)) {
    // A remote image in a comment or an alert is a tracking pixel on a page without CSP.
    node.removeAttribute('src');
  }
  const action = node.getAttribute('action');
  if (action !== null && !isSameOrigin(action)) node.removeAttribute('action');
  const classes = node.getAttribute('class');
  if (classes !== null) {
    const kept = classes.split(/\s+/).filter((name) => KEPT_CLASSES[kind].includes(name) || KEPT_CLASS_PATTERNS[kind]?.test(name));
    if (kept.length) node.setAttribute('class', kept.join(' '));
    else node.removeAttribute('class');
  }
  const origin = kind === 'siteMarkup' && node.tagName === 'A' ? markupOrigin() : null;
  const href = node.getAttribute('href');
  if (origin !== null && href !== null) node.setAttribute('href', resolveSiteLink(href, origin));
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    // Links written by users or servers never get a handle on this page.
    node.setAttribute('rel', 'noopener noreferrer');
    const target = node.getAttribute('target');
    if (target && target !== '_blank') node.removeAttribute('target');
  }
  if (node.tagName === 'FORM' && node.getAttribute('target')) node.removeAttribute('target');
}
