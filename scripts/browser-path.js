// Where the tests find Chromium: CHROME_PATH, else Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';

export const DEFAULT_BROWSER = '/usr/bin/chromium';

export function browserPath() {
  return process.env.CHROME_PATH || DEFAULT_BROWSER;
}

export function browserMissingMessage() {
  const path = browserPath();
  if (existsSync(path)) return null;
  return process.env.CHROME_PATH
    ? `No browser at CHROME_PATH=${path}: point CHROME_PATH at a Chromium binary, or unset it and run 'apt-get install -y chromium'.`
    : `No browser at ${DEFAULT_BROWSER}: run 'apt-get update && apt-get install -y chromium' (as root), or set CHROME_PATH to a Chromium binary.`;
}
