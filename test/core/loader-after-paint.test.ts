// cc-loader.js with data-load="after-paint" (a partner page whose own content comes first) adds
// the module script only in the task after the page's second frame callback, once the first frame
// is on screen; without it, at once. The page's frame callbacks are held here so the order is the
// test's. Needs the build (dist/cc-loader.js), as `npm test` makes it before the browser tests.
import { expect } from '@open-wc/testing';

const ENTRY = 'cc-autoloader.js';

function moduleScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].filter((script) => script.src.endsWith(`/dist/${ENTRY}`));
}

/** Runs dist/cc-loader.js as a classic script with the given attributes; resolves once it has run. */
function runLoader(attributes: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/dist/cc-loader.js';
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('dist/cc-loader.js did not load (run the build first)'));
    document.head.append(script);
  });
}

describe('cc-loader data-load="after-paint"', () => {
  const realFrame = window.requestAnimationFrame;
  let frames: FrameRequestCallback[] = [];

  beforeEach(() => {
    frames = [];
    window.requestAnimationFrame = (callback) => frames.push(callback);
    for (const script of moduleScripts()) script.remove();
  });

  afterEach(() => {
    window.requestAnimationFrame = realFrame;
  });

  it('adds the module script in the task after the next frame, not before', async () => {
    await runLoader({ 'data-entry': 'autoloader', 'data-load': 'after-paint' });
    expect(moduleScripts().length, 'not while the page is still to be painted').to.equal(0);
    expect(frames.length).to.equal(1);
    frames[0](performance.now());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(moduleScripts().length, 'not after the first frame (it reaches the screen a little after its paint)').to.equal(0);
    expect(frames.length).to.equal(2);
    frames[1](performance.now());
    expect(moduleScripts().length, 'not inside the next frame callback either').to.equal(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(moduleScripts().length).to.equal(1);
  });

  it('without it, adds the module script at once', async () => {
    await runLoader({ 'data-entry': 'autoloader' });
    expect(frames.length).to.equal(0);
    expect(moduleScripts().length).to.equal(1);
  });
});
