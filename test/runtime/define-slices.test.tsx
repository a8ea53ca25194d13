import { expect, fixture, html } from '@open-wc/testing';
import { declareElement } from '../../src/core/declare';
import { defineElement, whenDrawn } from '../../src/ui/define-element';
import { until } from '../support/until';

// `firstRenderInSlices`: the element's first render is a transition, which React renders in
// slices, so a task queued while the tree renders runs before the tree is done. Without the
// option the first render is one task. What each test sees: the order in which the tree's
// children rendered and a timer queued by its first child ran.
const CHILDREN = 20;
let log: string[] = [];

/** Holds the main thread for `ms` (a child whose render is expensive). */
function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

function Child({ index }: { index: number }) {
  busy(2);
  log.push(`child ${index}`);
  if (index === 0) setTimeout(() => log.push('timer'), 0);
  return <span>{index}</span>;
}

function Tree() {
  return (
    <>
      {Array.from({ length: CHILDREN }, (_, index) => (
        <Child key={index} index={index} />
      ))}
    </>
  );
}

const sliced = declareElement({ tag: 'cc-test-sliced', summary: 'A slow tree, first rendered in slices.', description: '', props: {} });
const whole = declareElement({ tag: 'cc-test-whole', summary: 'A slow tree, first rendered at once.', description: '', props: {} });
defineElement(sliced, Tree, { firstRenderInSlices: true });
defineElement(whole, Tree);

/** Connects the element and waits until its tree is on screen and the timer has run. */
async function firstRender(tag: 'sliced' | 'whole') {
  log = [];
  const el = tag === 'sliced' ? await fixture(html`<cc-test-sliced></cc-test-sliced>`) : await fixture(html`<cc-test-whole></cc-test-whole>`);
  await until(() => log.includes('timer') && el.shadowRoot!.querySelectorAll('span').length === CHILDREN, 'the tree and the timer');
  return el;
}

describe('defineElement firstRenderInSlices', () => {
  it('renders the first tree in slices: a task queued meanwhile runs before the tree is done', async () => {
    await firstRender('sliced');
    expect(log.indexOf('timer')).to.be.lessThan(log.indexOf(`child ${CHILDREN - 1}`));
  });

  it('whenDrawn settles at the first commit of a sliced tree, at once for what has drawn or is not ours', async () => {
    log = [];
    const el = document.createElement('cc-test-sliced');
    let spansWhenDrawn = -1;
    document.body.append(el);
    try {
      const drawn = whenDrawn(el).then(() => {
        spansWhenDrawn = el.shadowRoot!.querySelectorAll('span').length;
      });
      expect(el.shadowRoot!.querySelectorAll('span').length, 'nothing drawn yet').to.equal(0);
      await drawn;
      expect(spansWhenDrawn).to.equal(CHILDREN);
      let again = false;
      await whenDrawn(el).then(() => { again = true; });
      expect(again).to.equal(true);
      await whenDrawn(document.createElement('div'));
      await whenDrawn(document.createElement('cc-not-defined-here'));
      await whenDrawn(null);
    } finally {
      el.remove();
    }
  });

  it('makes the React root a task after the element is connected, and none when it left meanwhile', async () => {
    const MOUNTED = Symbol.for('r2wc.context');
    const mounted = (el: Element) => (el as unknown as Record<symbol, unknown>)[MOUNTED] !== undefined;
    log = [];
    const el = document.createElement('cc-test-sliced');
    document.body.append(el);
    try {
      expect(mounted(el), 'no root in the connecting task').to.equal(false);
      await until(() => mounted(el), 'the root');
      await until(() => el.shadowRoot!.querySelectorAll('span').length === CHILDREN, 'the tree');
    } finally {
      el.remove();
    }
    const gone = document.createElement('cc-test-sliced');
    document.body.append(gone);
    gone.remove();
    for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(mounted(gone), 'no root for an element that left before it was made').to.equal(false);
    expect(gone.shadowRoot!.querySelectorAll('span').length).to.equal(0);
  });

  it('without it, renders the first tree in one task', async () => {
    await firstRender('whole');
    expect(log.indexOf('timer')).to.be.greaterThan(log.indexOf(`child ${CHILDREN - 1}`));
  });

});
