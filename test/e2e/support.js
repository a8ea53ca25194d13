// End-to-end journeys: the real reference server (fresh in-memory database) serving the
// built dist/ and demo/, driven through Debian's Chromium with playwright-core.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { buildServer } from '../../demo/server/app.js';
import { browserPath } from '../../scripts/browser-path.js';

export async function startSite() {
  const app = buildServer({ dbPath: ':memory:', seedDemo: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${app.server.address().port}`;
  return { app, origin, close: () => app.close() };
}

/**
 * For a describe block: a fresh site and browser before its tests, closed after them.
 * Returns an object whose `site` and `browser` are set once `before` has run.
 */
export function useSiteAndBrowser({ before, after }) {
  const env = { site: null, browser: null };
  before(async () => {
    env.site = await startSite();
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.site?.close();
  });
  return env;
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: browserPath(),
    args: [
      '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--no-first-run', '--disable-quic', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  });
}

/**
 * Collects what a user would never want to see happen: uncaught errors, console errors and
 * CSP violations (Chromium reports those as console errors too).
 */
export function watchForProblems(page) {
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  return problems;
}

/**
 * The header's account button, once it shows. When it never does, the failure says what the
 * header showed instead, where, and what went wrong on the page meanwhile (`problems` from
 * watchForProblems): a CI run once waited 30 s for it with nothing more to go on.
 */
export async function headerAccountButton(page, problems = []) {
  const button = page.locator('cc-header [part="user-button"]');
  try {
    await button.waitFor();
  } catch (error) {
    const header = await page.locator('cc-header').first()
      .evaluate((el) => el.shadowRoot?.textContent ?? '(no shadow root)', undefined, { timeout: 2000 })
      .catch(() => '(no cc-header)');
    throw new Error(`${error.message}\nat ${page.url()}\nheader: ${header.replace(/\s+/g, ' ').trim()}\nproblems:\n${problems.join('\n')}`);
  }
  return button;
}

/**
 * Waits until the app has taken the place of the page's server view (demo/server/server-view.js;
 * the home and contest pages have one) and of the server's preview of the announcements to
 * acknowledge (demo/server/features/alerts/preview.js; any page of a browser that has not
 * acknowledged them). Until then the page holds both, the server's copy on top and the app's
 * behind it (inert, transparent): a locator would find each text twice (the preview's dialog and
 * the element's, once it is drawn, until the preview goes in that frame).
 */
export async function appTookOver(page) {
  await page.waitForFunction(() => document.querySelector('cc-app > .cc-server-view, cc-app > .cc-alerts-preview') === null);
}

/** page.goto for a page of the app, then appTookOver. */
export async function gotoApp(page, url) {
  const response = await page.goto(url);
  await appTookOver(page);
  return response;
}

/**
 * Opens a page of the app and acknowledges the site-wide announcement a new browser meets
 * first (it covers the page until Okay), so the page can be used.
 */
export async function openAppPage(page, url) {
  const alerts = await recentAlertsOfNextPage(page, () => gotoApp(page, url));
  if (alerts.length === 0) return;
  for (let i = 0; i < alerts.length; i++) {
    await page.getByRole('button', { name: 'Okay' }).click();
  }
  await page.getByRole('alertdialog').waitFor({ state: 'detached' });
}

/**
 * Runs `navigate` and returns the alerts the new page is told about by its recent-alerts call.
 * Only the new page's call counts: the previous page may still be asking (the call is made after
 * first paint). The body is asked of the server again with the page's cookies: the app reads
 * answers as streams, and DevTools then often keeps no body to give (getResponseBody: "No data
 * found for resource").
 */
async function recentAlertsOfNextPage(page, navigate) {
  const since = Date.now();
  const recent = page.waitForResponse(
    (response) => response.url().includes('/api/alerts/recent') && response.request().timing().startTime >= since,
  );
  await navigate();
  const response = await recent;
  const again = await page.request.get(response.url());
  const { alerts = [] } = await again.json();
  return alerts;
}

/** Signs a browser context in through the real login form (a server-driven form in the app). */
export async function signIn(page, origin, username, password = 'demo1234') {
  await openAppPage(page, `${origin}/login?destination=/`);
  // The login page records the visitor's key fingerprint at load. Forgotten once recorded, the
  // first page after signing in records the new key instead of clearing storage and reloading
  // (the user-key rule for a changed key): that reload follows the recording at once, and no
  // event a test can wait for marks it, so it used to interrupt the test's next navigation.
  await keyRecorded(page, origin);
  await page.evaluate(() => localStorage.removeItem('cc:userkey-fp'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  const answer = page.waitForResponse((r) => r.url().includes('/api/forms/login') && r.request().method() === 'POST');
  // What the page did from the click on, for the failure's message: a CI run once stayed on the
  // login page after a successful sign-in, and the timeout alone did not say why.
  const started = Date.now();
  const seen = [];
  const onResponse = (r) => seen.push(`${Date.now() - started} ms: ${r.request().method()} ${r.url().replace(origin, '')} ${r.status()}`);
  const onNavigation = (frame) => { if (frame === page.mainFrame()) seen.push(`${Date.now() - started} ms: at ${frame.url().replace(origin, '')}`); };
  const onConsole = (message) => seen.push(`${Date.now() - started} ms: console.${message.type()} ${message.text()}`);
  page.on('response', onResponse).on('framenavigated', onNavigation).on('console', onConsole);
  await page.getByRole('button', { name: /log in|sign in/i }).click();
  const response = await answer;
  if (!response.ok()) {
    // A refusal stays on the page; its body is shown when DevTools kept it (the app reads it as a stream).
    throw new Error(`signing in as ${username} was refused: ${response.status()} ${(await response.text().catch(() => '(no body kept)')).slice(0, 300)}`);
  }
  try {
    await page.waitForURL(`${origin}/`);
  } catch (error) {
    throw new Error(`signed in as ${username}, but the page did not go to /; what it did:\n${seen.join('\n')}`, { cause: error });
  } finally {
    page.off('response', onResponse).off('framenavigated', onNavigation).off('console', onConsole);
  }
  await settleNewIdentity(page, origin);
  await appTookOver(page);
}

/**
 * A sign-in changes the user key. The page notices at load, clears its storage and reloads once
 * (the user-key rule), which would interrupt whatever the test does next. Waits until the page
 * has recorded the new key's fingerprint, after which no further reload comes.
 */
async function settleNewIdentity(page, origin) {
  await keyRecorded(page, origin);
  await page.waitForLoadState('load');
}

/** Waits until the page has recorded the fingerprint of the current identity's user key. */
async function keyRecorded(page, origin) {
  const { key } = await (await page.request.get(`${origin}/api/user/key`)).json();
  const fingerprint = createHash('sha256').update(key).digest('hex');
  await page.waitForFunction((expected) => localStorage.getItem('cc:userkey-fp') === expected, fingerprint);
}

let axeSource = '';

/**
 * axe's violations inside the element `selector` of `page`, one line each (rule: nodes). The page
 * must let axe's script run (a context with bypassCSP on a page with a strict CSP).
 * @param {import('playwright-core').Page} page @param {string} selector
 */
export async function axeViolations(page, selector) {
  axeSource ||= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const result = await /** @type {any} */ (window).axe.run(document.querySelector(selector));
    return result.violations.map((/** @type {any} */ v) => `${v.id}: ${v.nodes.map((/** @type {any} */ n) => n.html).join(' | ')}`);
  }, selector);
}
