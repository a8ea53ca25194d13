/**
 * Links the way Markdown means them, resolved before snarkdown sees the text. Snarkdown reads
 * every `[…]` as a link and looks its label up among `[label]: url` lines, so `array[i]` or
 * `[x][1]` without a definition became `<a href="undefined">`, and it knows no `<https://…>`
 * autolinks. Here: an inline link `[text](url)` is left to snarkdown; `[text][ref]`, `[text][]`
 * and `[text]` with a definition become inline links; every other bracket is written as an
 * entity, so it stays text. Unsafe addresses are the sanitiser's business, as for any link.
 */

export type LinkDefinitions = ReadonlyMap<string, string>;

export interface BracketResult {
  /** What to write for the bracket at the index. */
  text: string;
  /** Later indexes to write differently (the matching closer), with where to continue after. */
  rewrites: Array<[number, { text: string; skipTo: number }]>;
  next: number;
}

const OPEN_TEXT = '&#91;';
const CLOSE_TEXT = '&#93;';

const DEFINITION = /^ {0,3}\[([^\]\n]+)\]:[ \t]*<?([^\s<>]+)>?(?:[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*$/;
const REFERENCE_LABEL = /^\[([^[\]\n]*)\]/;
const AUTOLINK = /^<((?:https?:\/\/|mailto:)[^\s<>"'`]+)>/i;
const EMAIL_AUTOLINK = /^<([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})>/;

const labelKey = (label: string) => label.replace(/\s+/g, ' ').trim().toLowerCase();

/** Spaces and parentheses would end snarkdown's `(url)`; they travel percent-encoded. */
const asDestination = (url: string) =>
  url.replace(/[\s()<>"]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/**
 * Collects `[label]: url` lines (outside fenced code) and removes them from the text: a
 * definition is not shown, it only gives references their address.
 */
export function referenceDefinitions(markdown: string): { text: string; definitions: LinkDefinitions } {
  const definitions = new Map<string, string>();
  let inFence = false;
  const kept = markdown.split('\n').filter((line) => {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence) return true;
    const match = DEFINITION.exec(line);
    if (!match) return true;
    const key = labelKey(match[1]);
    // The first definition of a label wins, as in CommonMark.
    if (key !== '' && !definitions.has(key)) definitions.set(key, match[2]);
    return false;
  });
  return { text: kept.join('\n'), definitions };
}

/**
 * Index of the `)` closing an inline link's `(` at `open`, or -1: parentheses inside balance, as
 * in CommonMark (`https://en.wikipedia.org/wiki/Tree_(graph_theory)`); a backslash escapes one.
 */
function destinationEnd(source: string, open: number): number {
  let depth = 0;
  for (let j = open; j < source.length; j++) {
    const ch = source[j];
    if (ch === '\\') j++;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return j;
    else if (ch === '\n' && source[j + 1] === '\n') return -1;
  }
  return -1;
}

/** Index of the `]` closing the `[` at `open`, or -1 (nested `[`, a blank line, the end). */
function closerOf(source: string, open: number): number {
  for (let j = open + 1; j < source.length; j++) {
    const ch = source[j];
    if (ch === '\\') {
      j++;
      continue;
    }
    if (ch === '[') return -1;
    if (ch === ']') return j;
    if (ch === '\n' && source[j + 1] === '\n') return -1;
  }
  return -1;
}

/** What to write for the `[` or `]` at `index` (see the module comment). */
export function bracketAt(source: string, index: number, definitions: LinkDefinitions): BracketResult {
  if (source[index] === ']') return { text: CLOSE_TEXT, rewrites: [], next: index + 1 };
  const close = closerOf(source, index);
  if (close === -1) return { text: OPEN_TEXT, rewrites: [], next: index + 1 };
  const after = close + 1;
  const label = source.slice(index + 1, close);
  const link = (url: string, skipTo: number): BracketResult => ({
    text: '[',
    rewrites: [[close, { text: `](${asDestination(url)})`, skipTo }]],
    next: index + 1,
  });

  const destinationClose = source[after] === '(' ? destinationEnd(source, after) : -1;
  if (destinationClose > after + 1) {
    // Snarkdown ends an address at its first `)`: parentheses inside travel percent-encoded.
    const destination = source.slice(after + 1, destinationClose).replace(/[()]/g, (c) => (c === '(' ? '%28' : '%29'));
    return { text: '[', rewrites: [[close, { text: `](${destination})`, skipTo: destinationClose + 1 }]], next: index + 1 };
  }
  const reference = source[after] === '[' ? REFERENCE_LABEL.exec(source.slice(after)) : null;
  if (reference) {
    const end = after + reference[0].length;
    const url = definitions.get(labelKey(reference[1] || label));
    if (url !== undefined) return link(url, end);
    const refText = reference[1].replace(/&/g, '&amp;').replace(/</g, '&lt;');
    return { text: OPEN_TEXT, rewrites: [[close, { text: `${CLOSE_TEXT}${OPEN_TEXT}${refText}${CLOSE_TEXT}`, skipTo: end }]], next: index + 1 };
  }
  const url = definitions.get(labelKey(label));
  if (url !== undefined) return link(url, after);
  return { text: OPEN_TEXT, rewrites: [[close, { text: CLOSE_TEXT, skipTo: after }]], next: index + 1 };
}

/** A `<https://…>`, `<mailto:…>` or `<name@host>` autolink at `index`, or null. */
export function autolinkAt(source: string, index: number): { href: string; source: string } | null {
  const rest = source.slice(index, index + 2050);
  const url = AUTOLINK.exec(rest);
  if (url) return { href: url[1], source: url[0] };
  const email = EMAIL_AUTOLINK.exec(rest);
  return email ? { href: `mailto:${email[1]}`, source: email[0] } : null;
}
