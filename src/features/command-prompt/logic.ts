/**
 * The hidden command prompt's rules, as pure functions:
 * no DOM, no navigation. The component turns a parsed command into a nav call.
 */

export type ParsedCommand =
  | { kind: 'open-tab'; url: string }
  | { kind: 'navigate'; url: string }
  | { kind: 'not-allowed' };

export const NOT_ALLOWED_MESSAGE = 'Command not allowed';
export const DEFAULT_IDE_URL = '/ide';

const NOT_ALLOWED: ParsedCommand = { kind: 'not-allowed' };

// A leading scheme ("javascript:", "https:", "localhost:"), as the URL parser would read it.
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// Only explicit http(s) URLs with a host right after the two slashes ("https:evil" and
// "https:///evil" are parser leniencies an attacker could lean on, not URLs a person types).
const ABSOLUTE_HTTP = /^https?:\/\/[^/]/i;
// The URL parser silently drops tabs/newlines ("java\tscript:") and treats "\" as "/" in
// http(s) URLs ("/\evil.example" = "//evil.example"); reject such input instead of guessing.
const UNSAFE_CHARACTERS = /[\s\\\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/;

/**
 * Resolves a URL a person typed (or a site configured) against `base`, or null when it is
 * not allowed: any scheme other than http/https, protocol-relative ("//host"), backslashes,
 * whitespace or control characters inside, user:password@ credentials, or unparsable.
 * Relative URLs ("/practice", "?tab=2", "problems") resolve against the page.
 */
export function resolveSafeUrl(raw: string, base: string): string | null {
  const text = raw.trim();
  if (text === '' || UNSAFE_CHARACTERS.test(text) || text.startsWith('//')) return null;
  if (SCHEME.test(text) && !ABSOLUTE_HTTP.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // "https://site.example@evil.example/" reads like the site but goes elsewhere.
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
}

/** The IDE page for a problem code: the IDE base URL with "/{code}" appended to its path. */
function ideUrlFor(ideBase: string, code: string): string {
  const url = new URL(ideBase);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${code}`;
  return url.href;
}

/**
 * Parses one command:
 * - "ide" (any case) opens the IDE in a new tab; digits only ("1234") open "/ide/1234";
 * - ":e {url}" navigates this window; ":t {url}" opens the URL in a new tab;
 * - anything else, or a URL resolveSafeUrl rejects, is not allowed.
 * `base` is the page URL relative URLs resolve against; `ideUrl` the IDE base (a path or an
 * http(s) URL; an unsafe one falls back to "/ide").
 */
export function parseCommand(input: string, base: string, ideUrl: string = DEFAULT_IDE_URL): ParsedCommand {
  const command = input.trim();
  const isIde = command.toLowerCase() === 'ide';
  const isCode = /^[0-9]+$/.test(command);
  if (isIde || isCode) {
    const ideBase = resolveSafeUrl(ideUrl, base) ?? resolveSafeUrl(DEFAULT_IDE_URL, base);
    if (ideBase === null) return NOT_ALLOWED; // only when base itself is not an http(s) URL
    return { kind: 'open-tab', url: isIde ? ideBase : ideUrlFor(ideBase, command) };
  }
  // Whitespace between the command letter and the URL; the letter is case-sensitive (":E" is junk).
  const match = /^:([et])\s+(.+)$/s.exec(command);
  if (!match) return NOT_ALLOWED;
  const url = resolveSafeUrl(match[2], base);
  if (url === null) return NOT_ALLOWED;
  return { kind: match[1] === 'e' ? 'navigate' : 'open-tab', url };
}
