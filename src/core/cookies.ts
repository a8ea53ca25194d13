/**
 * Cookie access for the whole front end. Components never touch document.cookie: the cookie
 * rules (path, expiry in days, encoding) live here so every caller writes cookies the same way.
 */
import Cookies from 'js-cookie';

export interface SetCookieOptions {
  /** Lifetime in days; fractions are allowed (6e-4 days is about 51 s). Omit for a session cookie. */
  days?: number;
  path?: string;
  domain?: string;
  secure?: boolean;
  sameSite?: 'strict' | 'lax' | 'none';
}

export interface RemoveCookieOptions {
  path?: string;
  domain?: string;
}

/** Writes a cookie; js-cookie percent-encodes the value so any string round-trips. */
export function setCookie(name: string, value: string, options: SetCookieOptions = {}): void {
  const { days, path = '/', domain, secure, sameSite } = options;
  Cookies.set(name, value, {
    path,
    ...(days !== undefined ? { expires: days } : {}),
    ...(domain !== undefined ? { domain } : {}),
    ...(secure !== undefined ? { secure } : {}),
    ...(sameSite !== undefined ? { sameSite } : {}),
  });
}

export function getCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/** Removing must name the same path (and domain) the cookie was written with, or it survives. */
export function removeCookie(name: string, options: RemoveCookieOptions = {}): void {
  const { path = '/', domain } = options;
  Cookies.remove(name, { path, ...(domain !== undefined ? { domain } : {}) });
}
