// The shell's late parts load in stages after the first paint: the part a first-time visitor
// sees at once (the cookie banner) first, the others only once it is defined and painted, so
// their modules and renders never stand between the first paint and the banner.
import { expect } from '@open-wc/testing';
import { LATE_SHELL_STAGES } from '../../src/features/app/useLateShellStages';
import { loadInStagesAfterFirstPaint, provideElementLoaders } from '../../src/features/app/lazy-elements';
import { until } from '../support/until';

let defined = 0;
/** A unique tag name per test, so definitions from one test never satisfy the next. */
const tagName = (name: string) => `cc-stage-test-${name}-${++defined}`;

/** A loader that starts only when called and defines its tag when `finish()` is called. */
function heldLoader(tag: string, log: string[]) {
  let finish = () => undefined as void;
  const loader = () => {
    log.push(`load ${tag}`);
    return new Promise<void>((resolve) => {
      finish = () => {
        customElements.define(tag, class extends HTMLElement {});
        log.push(`defined ${tag}`);
        resolve();
      };
    });
  };
  return { loader, finish: () => finish() };
}

describe('late shell parts in stages', () => {
  let restore = () => undefined as void;
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    restore();
  });

  it('the cookie banner first, then the announcements, then every other late part', () => {
    expect(LATE_SHELL_STAGES[0]).to.deep.equal(['cc-cookie-banner']);
    expect(LATE_SHELL_STAGES[1]).to.deep.equal(['cc-alerts']);
    expect(LATE_SHELL_STAGES.length).to.equal(3);
    expect([...LATE_SHELL_STAGES[2]]).to.include.members(['cc-toasts', 'cc-account-prompts', 'cc-command-prompt', 'cc-offline-banner']);
  });

  it('loads nothing before the first paint, then the first stage, and the second only once the first is defined', async () => {
    const log: string[] = [];
    const first = tagName('banner');
    const [a, b] = [tagName('toasts'), tagName('alerts')];
    const held = { [first]: heldLoader(first, log), [a]: heldLoader(a, log), [b]: heldLoader(b, log) };
    restore = provideElementLoaders(Object.fromEntries(Object.entries(held).map(([tag, h]) => [tag, h.loader])));
    stop = loadInStagesAfterFirstPaint([[first], [a, b]]);
    expect(log).to.deep.equal([]);
    await until(() => log.length > 0, 'the first stage to start');
    expect(log).to.deep.equal([`load ${first}`]);
    // However long the first stage takes, the second waits for it.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(log).to.deep.equal([`load ${first}`]);
    held[first].finish();
    await until(() => log.length === 4, 'the second stage to start');
    expect(log).to.deep.equal([`load ${first}`, `defined ${first}`, `load ${a}`, `load ${b}`]);
  });

  it('each part of a stage starts loading in a task of its own, without waiting for the one before', async () => {
    const log: string[] = [];
    const [a, b, c] = [tagName('toasts'), tagName('prompts'), tagName('banner')];
    const held = { [a]: heldLoader(a, log), [b]: heldLoader(b, log), [c]: heldLoader(c, log) };
    restore = provideElementLoaders(Object.fromEntries(Object.entries(held).map(([tag, h]) => [tag, h.loader])));
    // The page's task boundaries, as core/tasks.ts yieldToPage asks for them.
    const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler!;
    const realYield = scheduler.yield;
    scheduler.yield = () => {
      log.push('yield');
      return realYield!.call(scheduler);
    };
    try {
      stop = loadInStagesAfterFirstPaint([[a, b, c]]);
      await until(() => log.length === 5, 'the stage to start');
    } finally {
      scheduler.yield = realYield;
    }
    // None of them defined yet: the loads overlap.
    expect(log).to.deep.equal([`load ${a}`, 'yield', `load ${b}`, 'yield', `load ${c}`]);
  });

  it('a stage with a gate waits for it as well (the page showing its content)', async () => {
    const log: string[] = [];
    const first = tagName('banner');
    const next = tagName('toasts');
    const held = { [first]: heldLoader(first, log), [next]: heldLoader(next, log) };
    restore = provideElementLoaders(Object.fromEntries(Object.entries(held).map(([tag, h]) => [tag, h.loader])));
    let open = () => undefined as void;
    const shown = new Promise<void>((resolve) => {
      open = resolve;
    });
    stop = loadInStagesAfterFirstPaint([[first], [next]], [null, shown]);
    await until(() => log.length > 0, 'the first stage to start');
    held[first].finish();
    for (let i = 0; i < 5; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(log, 'the first stage is defined, the page has not shown yet').to.deep.equal([`load ${first}`, `defined ${first}`]);
    open();
    await until(() => log.length === 3, 'the second stage to start');
    expect(log[2]).to.equal(`load ${next}`);
  });

  it('a gate on the first stage holds it back too; a rejected gate holds nothing', async () => {
    const log: string[] = [];
    const first = tagName('banner');
    const held = { [first]: heldLoader(first, log) };
    restore = provideElementLoaders({ [first]: held[first].loader });
    let fail = () => undefined as void;
    const gate = new Promise<void>((_resolve, reject) => {
      fail = () => reject(new Error('the page failed'));
    });
    stop = loadInStagesAfterFirstPaint([[first]], [gate]);
    for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(log).to.deep.equal([]);
    fail();
    await until(() => log.length === 1, 'the first stage to start');
  });

  it('a first stage that fails to load does not hold the rest back', async () => {
    const log: string[] = [];
    const first = tagName('broken');
    const next = tagName('toasts');
    restore = provideElementLoaders({
      [first]: () => {
        log.push(`load ${first}`);
        return Promise.reject(new Error('offline'));
      },
      [next]: () => {
        log.push(`load ${next}`);
        return new Promise(() => undefined);
      },
    });
    stop = loadInStagesAfterFirstPaint([[first], [next]]);
    await until(() => log.length === 2, 'the second stage to start');
    expect(log).to.deep.equal([`load ${first}`, `load ${next}`]);
  });

  it('stopped before the first paint (the app left the page), it loads nothing', async () => {
    const log: string[] = [];
    const first = tagName('banner');
    restore = provideElementLoaders({ [first]: heldLoader(first, log).loader });
    loadInStagesAfterFirstPaint([[first]])();
    for (let i = 0; i < 5; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(log).to.deep.equal([]);
  });
});
