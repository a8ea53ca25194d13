import { expect, fixture, nextFrame } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-toasts';
import { notify } from '../../src/core/notify';
import { clearToasts, showToast } from '../../src/state/toasts';
import { fakeTimers } from '../core/helpers';
import { flush, shadowText, until } from '../support/until';
import { resetPage } from '../../src/core/page-reset';
import { expectSameNode } from '../support/shadow';

const toastsOf = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.toast')];
// Assertions compare booleans and strings, never elements: a failing comparison of an element
// makes the runner serialise React's fiber graph, which hangs the browser.
const toastWith = (el: Element, text: string) => toastsOf(el).find((t) => t.textContent!.includes(text));

async function host(attributes = ''): Promise<HTMLElement> {
  const el = document.createElement('div');
  el.innerHTML = `<cc-toasts ${attributes}></cc-toasts>`;
  const wrapper = await fixture(el);
  const toasts = wrapper.querySelector('cc-toasts') as HTMLElement;
  await until(() => !!toasts.shadowRoot!.querySelector('section'), 'toast host render');
  return toasts;
}

/** Waits until the toast is on screen and its countdown (a React effect) is armed. */
async function shown(el: Element, text: string, clock?: sinon.SinonFakeTimers): Promise<HTMLElement> {
  await until(() => !!toastWith(el, text), `toast "${text}"`);
  if (clock) await until(() => clock.countTimers() > 0, `countdown of "${text}"`);
  return toastWith(el, text)!;
}

/** Advances fake time, then lets React commit what the timers changed (it renders in tasks). */
async function tick(clock: sinon.SinonFakeTimers, ms: number) {
  await clock.tickAsync(ms);
  await flush();
  await nextFrame();
  await nextFrame();
}

describe('cc-toasts', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    resetPage();
    sinon.restore();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('shows messages sent with notify() before the host mounted, titled by style', async () => {
    notify({ style: 'error', message: 'Could not load the contest' });
    notify({ style: 'warning', message: 'Slow network' });
    notify({ style: 'notice', message: 'Saved', title: 'Done!' });
    const el = await host();
    await shown(el, 'Could not load the contest');
    expect(shadowText(toastWith(el, 'Could not load the contest')!)).to.contain('Error!');
    expect(shadowText(toastWith(el, 'Slow network')!)).to.contain('Warning!');
    expect(shadowText(toastWith(el, 'Saved')!)).to.contain('Done!');
  });

  it('maps every notify style to a title while mounted', async () => {
    const el = await host();
    notify({ style: 'notice', message: 'n' });
    notify({ style: 'success', message: 's' });
    notify({ style: 'info', message: 'i' });
    await until(() => toastsOf(el).length === 3, 'three toasts');
    expect(toastsOf(el).map((t) => t.querySelector('.title')!.textContent)).to.deep.equal(['Notice!', 'Success!', 'Info']);
    expect(toastsOf(el).map((t) => t.className.match(/style-(\w+)/)![1])).to.deep.equal(['notice', 'notice', 'default']);
  });

  it('stays 3200 ms, then slides out and is removed', async () => {
    clock = fakeTimers();
    const el = await host();
    showToast({ title: 'Notice!', message: 'Reminder set', style: 'notice' });
    const toast = await shown(el, 'Reminder set', clock);
    await tick(clock, 3199);
    expectSameNode(toastWith(el, 'Reminder set'), toast, 'still there at 3199 ms');
    expect([...toast.classList]).to.not.include('leaving');
    await tick(clock, 1);
    await until(() => toast.classList.contains('leaving'), 'slide-out at 3200 ms');
    expect(!!toastWith(el, 'Reminder set'), 'still sliding').to.equal(true);
    await tick(clock, 250);
    await until(() => !toastWith(el, 'Reminder set'), 'removed after the slide-out');
  });

  it('is removed right at its duration when the user prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    clock = fakeTimers();
    const el = await host();
    showToast('Calm');
    const toast = await shown(el, 'Calm', clock);
    expect(getComputedStyle(toast).animationName).to.equal('none');
    await tick(clock, 3199);
    expect(!!toastWith(el, 'Calm')).to.equal(true);
    await tick(clock, 1);
    await until(() => !toastWith(el, 'Calm'), 'removed at 3200 ms');
  });

  it('honours a custom duration, and a host default duration', async () => {
    clock = fakeTimers();
    const el = await host('duration="1000"');
    showToast({ message: 'Long', duration: 5000 });
    showToast({ message: 'Host default' });
    await shown(el, 'Long', clock);
    await shown(el, 'Host default');
    await tick(clock, 999);
    expect([...toastWith(el, 'Host default')!.classList]).to.not.include('leaving');
    await tick(clock, 1);
    await until(() => toastWith(el, 'Host default')?.classList.contains('leaving') !== false, 'host default ends at 1000 ms');
    await tick(clock, 3999);
    expect([...toastWith(el, 'Long')!.classList], 'long toast at 4999 ms').to.not.include('leaving');
    await tick(clock, 1);
    await until(() => !!toastWith(el, 'Long')?.classList.contains('leaving'), 'long toast ends at 5000 ms');
  });

  it('warns about a bad duration attribute and keeps 3200 ms', async () => {
    const warn = sinon.stub(console, 'warn');
    clock = fakeTimers();
    const el = await host('duration="abc"');
    expect(warn.getCalls().map((c) => String(c.args[0])).join('\n')).to.include('"duration" expects a number');
    showToast('Default time');
    const toast = await shown(el, 'Default time', clock);
    await tick(clock, 3199);
    expect([...toast.classList]).to.not.include('leaving');
    await tick(clock, 1);
    await until(() => toast.classList.contains('leaving'), 'ends at 3200 ms');
  });

  it('warns about a bad location and uses top-right', async () => {
    const warn = sinon.stub(console, 'warn');
    const el = await host('location="middle-ish"');
    showToast('Where?');
    const toast = await shown(el, 'Where?');
    expect(warn.getCalls().map((c) => String(c.args[0])).join('\n')).to.include('"location" expects one of top-right');
    expect([...toast.closest('.stack')!.classList]).to.include('top-right');
  });

  it('keeps a static toast until it is closed', async () => {
    clock = fakeTimers();
    const el = await host();
    showToast({ message: 'Pinned', static: true, close: 'Close it' });
    const toast = await shown(el, 'Pinned');
    await tick(clock, 60_000);
    expectSameNode(toastWith(el, 'Pinned'), toast, 'the pinned toast still there');
    const close = toast.querySelector('button')!;
    expect(close.getAttribute('aria-label')).to.equal('Close');
    expect(close.textContent).to.equal('Close it');
    close.click();
    await until(() => toast.classList.contains('leaving'), 'closing');
    await tick(clock, 250);
    await until(() => !toastWith(el, 'Pinned'), 'closed');
  });

  it('is dismissed early by a right click, without the context menu', async () => {
    clock = fakeTimers();
    const el = await host();
    showToast('Right click me');
    const toast = await shown(el, 'Right click me', clock);
    await tick(clock, 500);
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, composed: true, button: 2 });
    toast.querySelector('.message')!.dispatchEvent(event);
    expect(event.defaultPrevented).to.equal(true);
    await until(() => toast.classList.contains('leaving'), 'dismissed');
    await tick(clock, 250);
    await until(() => !toastWith(el, 'Right click me'), 'removed');
  });

  it('is dismissed early by its close control (default glyph ×)', async () => {
    const el = await host();
    showToast({ title: 'Error!', message: 'Closable', style: 'error' });
    const toast = await shown(el, 'Closable');
    const close = toast.querySelector('button')!;
    expect(close.textContent).to.equal('×');
    close.click();
    await until(() => !toastWith(el, 'Closable'), 'removed after close');
  });

  it('pauses while focused and resumes with the time left', async () => {
    clock = fakeTimers();
    const el = await host();
    showToast('Focus me');
    const toast = await shown(el, 'Focus me', clock);
    await tick(clock, 1000);
    toast.querySelector('button')!.focus();
    await until(() => clock!.countTimers() === 0, 'countdown paused');
    await tick(clock, 10_000);
    expect([...toast.classList]).to.not.include('leaving');
    toast.querySelector('button')!.blur();
    await until(() => clock!.countTimers() === 1, 'countdown resumed');
    await tick(clock, 2199);
    expect([...toast.classList]).to.not.include('leaving');
    await tick(clock, 1);
    await until(() => toast.classList.contains('leaving'), 'ends after the remaining 2200 ms');
  });

  it('replaces a toast of the same namespace and clears a namespace together', async () => {
    const el = await host();
    showToast({ message: 'Saving 1', namespace: 'save' });
    showToast({ message: 'Other', namespace: 'other' });
    showToast({ message: 'Plain' });
    await shown(el, 'Saving 1');
    showToast({ message: 'Saving 2', namespace: 'save' });
    await shown(el, 'Saving 2');
    expect(!!toastWith(el, 'Saving 1'), 'first toast of the namespace replaced').to.equal(false);
    expect(toastsOf(el).map((t) => t.querySelector('.message')!.textContent)).to.deep.equal(['Other', 'Plain', 'Saving 2']);
    clearToasts('save');
    await until(() => !toastWith(el, 'Saving 2'), 'namespace cleared');
    expect(!!toastWith(el, 'Other')).to.equal(true);
    expect(!!toastWith(el, 'Plain')).to.equal(true);
  });

  it('announces errors assertively and other toasts politely', async () => {
    const el = await host();
    showToast({ title: 'Error!', message: 'Boom', style: 'error' });
    showToast({ title: 'Notice!', message: 'Fine', style: 'notice' });
    await shown(el, 'Boom');
    await shown(el, 'Fine');
    expect(toastWith(el, 'Boom')!.parentElement!.getAttribute('aria-live')).to.equal('assertive');
    expect(toastWith(el, 'Fine')!.parentElement!.getAttribute('aria-live')).to.equal('polite');
  });

  it('shows each toast once when a page holds two hosts', async () => {
    const wrapper = await fixture(Object.assign(document.createElement('div'), { innerHTML: '<cc-toasts></cc-toasts><cc-toasts></cc-toasts>' }));
    const [first, second] = [...wrapper.querySelectorAll('cc-toasts')];
    await until(() => !!first!.shadowRoot!.querySelector('section'), 'first host');
    showToast('Only once');
    await shown(first!, 'Only once');
    expect(second!.shadowRoot!.querySelectorAll('.toast, [aria-live]').length).to.equal(0);
  });

  // A region inserted together with its content is not reliably announced.
  it('has live regions ready before the first toast', async () => {
    const el = await host();
    const regions = [...el.shadowRoot!.querySelectorAll('[aria-live]')];
    expect(regions.length).to.equal(12);
    expect(regions.map((r) => r.children.length)).to.deep.equal(regions.map(() => 0));
  });

  it('places toasts by location and size', async () => {
    const el = await host('location="bottom-left" size="small"');
    showToast({ message: 'Corner' });
    showToast({ message: 'Top centre', location: 'top-center', size: 'large' });
    const corner = await shown(el, 'Corner');
    const centre = await shown(el, 'Top centre');
    expect([...corner.closest('.stack')!.classList]).to.include('bottom-left');
    expect([...corner.classList]).to.include('size-small');
    expect([...centre.closest('.stack')!.classList]).to.include('top-center');
    expect([...centre.classList]).to.include('size-large');
    const box = corner.getBoundingClientRect();
    expect(box.left).to.be.below(40);
    expect(box.bottom).to.be.above(window.innerHeight - 40);
  });

  it('warns about bad showToast options and uses the defaults', async () => {
    const warn = sinon.stub(console, 'warn');
    const el = await host();
    showToast({ message: 'Odd', style: 'purple' as never, duration: -5 });
    const toast = await shown(el, 'Odd');
    expect([...toast.classList]).to.include('style-default');
    const messages = warn.getCalls().map((c) => String(c.args[0]));
    expect(messages.join('\n')).to.include('"style" expects one of default, error, notice, warning');
    expect(messages.join('\n')).to.include('"duration" expects a positive number');
  });

  it('offers show(), dismiss() and clear() on the element for legacy scripts', async () => {
    const el = (await host()) as HTMLElement & { show(o: object): number; dismiss(id: number): void; clear(ns?: string): void };
    const id = el.show({ message: 'From a legacy page', style: 'warning' });
    el.show({ message: 'Another' });
    await shown(el, 'From a legacy page');
    el.dismiss(id);
    await until(() => !toastWith(el, 'From a legacy page'), 'dismissed by id');
    el.clear();
    await until(() => toastsOf(el).length === 0, 'all cleared');
  });

  it('keeps its look on a page with hostile CSS', async () => {
    const hostile = new CSSStyleSheet();
    hostile.replaceSync('* { font-size: 40px !important; color: red !important; letter-spacing: 9px !important; } section, p { display: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, hostile];
    try {
      const el = await host();
      showToast({ title: 'Notice!', message: 'Still readable', style: 'notice' });
      const toast = await shown(el, 'Still readable');
      const message = toast.querySelector('.message')!;
      expect(getComputedStyle(message).fontSize).to.equal('15px');
      expect(getComputedStyle(message).color).to.equal('rgb(255, 255, 255)');
      expect(toast.getBoundingClientRect().height).to.be.above(20);
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== hostile);
    }
  });

  it('is accessible with toasts of every style', async () => {
    const el = await host();
    for (const style of ['default', 'error', 'notice', 'warning'] as const) {
      showToast({ title: style, message: `A ${style} toast`, style, static: true });
    }
    await until(() => toastsOf(el).length === 4, 'four toasts');
    await until(() => toastsOf(el).every((t) => getComputedStyle(t).opacity === '1'), 'slide-in done');
    await expect(el).to.be.accessible();
  });
});
