/**
 * Every piece of server or user markup passes through here before it reaches the DOM:
 * comments, alerts, announcements, rules, statements, server forms, todo widget markup,
 * author handles, ad strips. One profile per kind of markup, each a DOMPurify instance of its
 * own (set up once: a thread renders a comment's handle and its text, two profiles, 200 times).
 *
 * Under Trusted Types (`require-trusted-types-for 'script'`) the only HTML sinks are fed by
 * one policy, `cc-elements` (TRUSTED_TYPES_POLICY), whose createHTML *is* the sanitiser: it
 * cannot turn a string into TrustedHTML without sanitising it by a profile. DOMPurify parses
 * through a `dompurify` policy, made here once for every instance. A page enforcing Trusted Types lists both:
 * `trusted-types cc-elements dompurify`.
 *
 * Untrusted markup never reaches the component's own names: class and id are dropped (a server
 * `<div class="mask">` must not borrow a component's full-screen style, an id must not clobber
 * one of ours), except the few classes our own Markdown renderer writes. Forms may only post to
 * this site, and only statements may show images from other sites.
 */
import DOMPurify, { type Config } from 'dompurify';
import type { TrustedHTML, TrustedScriptURL, TrustedTypePolicy } from 'trusted-types/lib';
import { isSafeUrl } from './safe-url';
import { MATH_WORKER_URL } from './math-worker-url';
import { afterSanitizeAttributes, PROFILES, type MarkupKind } from './sanitize-profiles';

export { isSafeUrl };
export type { MarkupKind };

/**
 * The policy DOMPurify parses markup through before it sanitises the tree: it returns the markup
 * as it is (what it makes is only ever parsed inside DOMPurify, never inserted). Made here once
 * and given to every instance: a page allows a policy name once, and each instance would
 * otherwise try to make its own `dompurify` policy. Null where Trusted Types do not exist.
 */
let parsingPolicy: HtmlPolicy | null | undefined;

function sharedParsingPolicy(): HtmlPolicy | null {
  if (parsingPolicy === undefined) parsingPolicy = makePolicy(PARSING_POLICY, { createHTML: (html: string) => html, createScriptURL: (url: string) => url });
  return parsingPolicy;
}

/** DOMPurify's own name for its parsing policy, which pages already allow. */
const PARSING_POLICY = 'dompurify';

type Output = 'string' | 'fragment';

/** One DOMPurify instance per profile and output, configured once (setConfig). */
const purifiers = new Map<string, ReturnType<typeof DOMPurify>>();

function purifierFor(kind: MarkupKind, output: Output): ReturnType<typeof DOMPurify> {
  const key = `${kind} ${output}`;
  let purifier = purifiers.get(key);
  if (!purifier) {
    purifier = DOMPurify();
    purifier.setConfig({
      ...PROFILES[kind],
      // DOMPurify walks from the <body> of its own document, and a list without 'body' makes it
      // treat that root as a disallowed tag: it copies the whole tree out of it (then throws the
      // copy away), a second copy of every piece sanitised. Markup never makes a body element of
      // its own (the parser merges a <body> tag into the one there, whose attributes are
      // sanitised like any element's), and only the body's children are ever returned.
      ADD_TAGS: ['body'],
      ...(output === 'fragment' ? { RETURN_DOM_FRAGMENT: true } : { RETURN_TRUSTED_TYPE: false }),
      TRUSTED_TYPES_POLICY: sharedParsingPolicy() ?? null,
    } as Config);
    purifier.addHook('afterSanitizeAttributes', (node) => afterSanitizeAttributes(node, kind));
    purifiers.set(key, purifier);
  }
  return purifier;
}

/** What each pattern of withoutInlineAttributes contains, whatever else it matches. */
const MAY_HOLD_INLINE = /(?:style|on[a-z]+)\s*=|<(?:style|base)\b/i;

/**
 * Drops what the browser checks against the page's CSP while merely *parsing* markup, before
 * DOMPurify parses it: style="…" and on…="…" attributes (after a space, a slash as in
 * `<svg/onload=…>`, or a stray quote as in `<img src=x "onerror=…>`), whole <style>
 * elements and <base> (checked against base-uri). Chromium gives DOMParser, createHTMLDocument and template documents the page's
 * CSP, so even there a handler reports script-src-attr and a <style> style-src-elem (measured:
 * the Sanitizer API's setHTML and parseHTML report them too). No profile keeps any of them, so
 * nothing a user should see is lost; security still rests on DOMPurify after this, this only
 * keeps the page's CSP reports for real attacks. Only text inside a tag (after "<", before
 * ">") is touched for attributes; a data-style or a word in the text stays.
 */
export function withoutInlineAttributes(markup: string): string {
  // Every pattern below holds one of these: markup without any (most of it) has nothing to drop.
  if (!MAY_HOLD_INLINE.test(markup)) return markup;
  // An unquoted value runs to a space or ">", as the browser reads it: it may hold "<" (Markdown
  // turns `onerror=__x(1)` into `onerror=<strong>x(1)…`, a handler "<strong" the page reports).
  const attribute = /(<[^<>]*?)(?:\s+|(?<=[/"']))(?:style|on[a-z]+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>][^\s>]*)/gi;
  // The same after quoted values that hold "<" or ">" (`<img title="a>b" onerror=…>`): a tag
  // name first, so text such as "1 < 2" is never read as a tag here.
  const afterQuoted = /(<[a-z/](?:[^<>"']|"[^"]*"|'[^']*')*?)(?:\s+|(?<=[/"']))(?:style|on[a-z]+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>][^\s>]*)/gi;
  const styleElement = /<style\b[^>]*>(?:[\s\S]*?<\/style\s*>|[\s\S]*$)/gi;
  const baseElement = /<base\b[^>]*>?/gi;
  let previous: string;
  let current = markup;
  do {
    previous = current;
    current = current.replace(attribute, '$1').replace(afterQuoted, '$1').replace(styleElement, '').replace(baseElement, '');
  } while (current !== previous);
  return current;
}

export function sanitize(markup: string, kind: MarkupKind): string {
  return purifierFor(kind, 'string').sanitize(withoutInlineAttributes(markup)) as string;
}

/** The page's Trusted Types policy name; pages that enforce Trusted Types allow it. */
export const TRUSTED_TYPES_POLICY = 'cc-elements';

type HtmlPolicy = Pick<TrustedTypePolicy, 'createHTML' | 'createScriptURL'>;

/**
 * A Trusted Types policy named `name`, or null where Trusted Types do not exist or the page's
 * CSP does not allow the name (its sinks will then be refused, so the console says which name
 * to allow).
 */
function makePolicy(name: string, rules: object): HtmlPolicy | null {
  const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): HtmlPolicy } }).trustedTypes;
  if (!factory) return null;
  try {
    return factory.createPolicy(name, rules);
  } catch (error) {
    console.error(`cc-elements: could not create the Trusted Types policy "${name}"; allow it in the page's trusted-types directive.`, error);
    return null;
  }
}

function createPolicy(): HtmlPolicy | null {
  return makePolicy(TRUSTED_TYPES_POLICY, {
    // createHTML(markup, kind): the policy's only way to make HTML is the sanitiser.
    createHTML: (markup: string, kind: MarkupKind) => sanitize(markup, kind),
    // The one script URL the elements load by hand: the math worker, built beside them.
    createScriptURL: (url: string) => {
      if (url !== MATH_WORKER_URL) throw new TypeError(`cc-elements: not a script of cc-elements: ${url}`);
      return url;
    },
  });
}

let policy: HtmlPolicy | null | undefined;

/**
 * Sanitised HTML for an HTML sink (innerHTML, dangerouslySetInnerHTML): TrustedHTML made by
 * the policy where Trusted Types exist, the sanitised string elsewhere.
 */
export function trustedHtml(markup: string, kind: MarkupKind): TrustedHTML | string {
  if (policy === undefined) policy = createPolicy();
  return policy ? (policy.createHTML as (input: string, kind: MarkupKind) => TrustedHTML)(markup, kind) : sanitize(markup, kind);
}

/**
 * Fragments sanitised ahead of their render (`prepareSanitized`), per kind and markup: a view
 * whose first render shows several pieces of server markup (a contest's announcements, rules and
 * statistics) sanitises each in a task of its own while it gets ready, instead of all of them
 * inside the one task that commits the view. Only prepared markup is kept, a few pieces at most.
 */
const prepared = new Map<MarkupKind, Map<string, DocumentFragment>>();
const PREPARED_LIMIT = 16;
let preparedCount = 0;

/** Sanitises `markup` now so that its next `sanitizedFragment` is a copy of the result. */
export function prepareSanitized(markup: string, kind: MarkupKind): void {
  const ofKind = prepared.get(kind) ?? new Map<string, DocumentFragment>();
  prepared.set(kind, ofKind);
  if (ofKind.has(markup)) return;
  if (preparedCount >= PREPARED_LIMIT) {
    prepared.clear();
    prepared.set(kind, ofKind);
    ofKind.clear();
    preparedCount = 0;
  }
  ofKind.set(markup, sanitizeToFragment(markup, kind));
  preparedCount += 1;
}

/**
 * The math worker's script URL for `new Worker()`: a TrustedScriptURL made by the policy where
 * Trusted Types exist (a page enforcing them refuses a plain string), the URL elsewhere.
 */
export function trustedMathWorkerUrl(): TrustedScriptURL | string {
  if (policy === undefined) policy = createPolicy();
  return policy ? policy.createScriptURL(MATH_WORKER_URL) : MATH_WORKER_URL;
}

/** Sanitised markup as a detached fragment of this document, ready to insert or inspect. */
export function sanitizedFragment(markup: string, kind: MarkupKind): DocumentFragment {
  const batched = batches.get(kind)?.get(markup)?.shift();
  if (batched) return batched;
  const ready = prepared.get(kind)?.get(markup);
  // A copy: callers move headings and insert the fragment, which empties it.
  return ready ? (ready.cloneNode(true) as DocumentFragment) : sanitizeToFragment(markup, kind);
}

function sanitizeToFragment(markup: string, kind: MarkupKind): DocumentFragment {
  // The sanitiser's own tree, not its HTML parsed a second time: no HTML sink at all, half the
  // parsing (a thread renders hundreds of these), and no serialise-and-reparse step for
  // mutation XSS to hide in. DOMPurify parses through its own Trusted Types policy.
  const fragment: unknown = purifierFor(kind, 'fragment').sanitize(withoutInlineAttributes(markup));
  // Markup with no body to hold it (a lone <frameset>) sanitises to nothing.
  return fragment instanceof DocumentFragment ? document.adoptNode(fragment) : document.createDocumentFragment();
}

/**
 * Many pieces of markup of one kind (a thread's comments), sanitised by one pass of the
 * sanitiser instead of one each: a pass's fixed cost (a document parsed per call, most of a
 * small comment's time) is paid once. Each piece is still parsed on its own, as the contents
 * of a <div> of its own in an inert document (a template's: no script runs, nothing loads), so
 * no piece can close another's tags or reach outside its box; the sanitiser then walks them all
 * as one tree and only removes or unwraps nodes within their parent, so each box keeps exactly
 * its piece. Where that cannot be done (a profile without <div>, a page that refuses the parsing
 * policy, a box missing from the result) each piece is sanitised alone, as sanitizedFragment does.
 */
export function sanitizedFragments(markups: readonly string[], kind: MarkupKind): DocumentFragment[] {
  // Each distinct piece once (a thread's handles are a few authors' many times), copied for its repeats.
  const distinct = [...new Set(markups)];
  const fragments = new Map<string, DocumentFragment>();
  sanitizedDistinct(distinct, kind).forEach((fragment, index) => fragments.set(distinct[index], fragment));
  const handedOut = new Set<string>();
  return markups.map((markup) => {
    const fragment = fragments.get(markup)!;
    if (!handedOut.has(markup)) {
      handedOut.add(markup);
      return fragment;
    }
    return fragment.cloneNode(true) as DocumentFragment;
  });
}

function sanitizedDistinct(markups: readonly string[], kind: MarkupKind): DocumentFragment[] {
  const alone = () => markups.map((markup) => sanitizeToFragment(markup, kind));
  const allowed = PROFILES[kind].ALLOWED_TAGS;
  const tag = BOXES.find((name) => Array.isArray(allowed) && allowed.includes(name));
  if (markups.length < 2 || !tag) return alone();
  const policy = sharedParsingPolicy();
  const inert = document.createElement('template').content;
  try {
    for (const markup of markups) {
      const box = inert.ownerDocument.createElement(tag);
      const cleaned = withoutInlineAttributes(markup);
      box.innerHTML = (policy ? policy.createHTML(cleaned) : cleaned) as string;
      inert.append(box);
    }
  } catch {
    return alone();
  }
  const result: unknown = purifierFor(kind, 'fragment').sanitize(inert);
  const boxes = result instanceof DocumentFragment ? [...result.childNodes] : [];
  if (boxes.length !== markups.length || boxes.some((box) => box.nodeName !== tag.toUpperCase())) return alone();
  return boxes.map((box) => {
    const fragment = document.createDocumentFragment();
    fragment.append(...document.adoptNode(box).childNodes);
    return fragment;
  });
}

/** What each piece of a batch is parsed into (sanitizedFragments): the first its profile keeps. */
const BOXES = ['div', 'span'];

/** Fragments sanitised in a batch ahead of their render (prepareSanitizedBatch), each handed out once. */
const batches = new Map<MarkupKind, Map<string, DocumentFragment[]>>();

/**
 * Sanitises many pieces of one kind now, in one pass (sanitizedFragments), so that each one's
 * next sanitizedFragment is the result, without work of its own: a thread prepares its authors'
 * handles when its answer arrives. Only the kind's last batch is kept.
 */
export function prepareSanitizedBatch(markups: readonly string[], kind: MarkupKind): void {
  batches.set(kind, keyedBatch(markups, sanitizedFragments(markups, kind)));
}

/** Fragments by their source, in order: a source given twice has two. */
export function keyedBatch(sources: readonly string[], fragments: readonly DocumentFragment[]): Map<string, DocumentFragment[]> {
  const keyed = new Map<string, DocumentFragment[]>();
  sources.forEach((source, index) => {
    const list = keyed.get(source);
    if (list) list.push(fragments[index]);
    else keyed.set(source, [fragments[index]]);
  });
  return keyed;
}

/** Plain text of markup (for titles, aria labels, document titles). */
export function textOf(markup: string): string {
  return (sanitizedFragment(markup, 'richText').textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Moves the headings of sanitised markup so its highest heading is `top` (h1–h6, clamped) and
 * the others keep their distance below it. Server markup (rules, statements) brings its own
 * <h4>s; inside a page section under an <h2> they must continue the page's outline.
 */
export function rebaseHeadings(fragment: DocumentFragment, top: number): DocumentFragment {
  const headings = [...fragment.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  if (headings.length === 0) return fragment;
  const highest = Math.min(...headings.map((heading) => Number(heading.tagName[1])));
  const shift = Math.min(6, Math.max(1, top)) - highest;
  if (shift === 0) return fragment;
  for (const heading of headings) {
    const level = Math.min(6, Math.max(1, Number(heading.tagName[1]) + shift));
    const moved = document.createElement(`h${level}`);
    for (const attribute of [...heading.attributes]) moved.setAttribute(attribute.name, attribute.value);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
  return fragment;
}
