// cc-todo-widget against the reference server (alice's todo list is real): the markup swap and
// cc-widgetloaded, adding with the header's count going up at once in another element, the
// visitor's way to the login page, failures from the JSON body, hostile markup, row reveal,
// and the widget on the problem page (gone once solved).
import { expect, fixture, fixtureCleanup } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-todo-widget';
import '../../elements/cc-problem';
import { setNavImpl } from '../../src/core/nav';
import { store } from '../../src/core/store';
import { addedTodosAtom, removedTodosAtom } from '../../src/state/todo';
import { jsonResponse, textResponse } from '../core/helpers';
import { shadowText, until } from '../support/until';
import { $, calledPaths, cleanUp, isShown, mountHeader, resetSession, routeFetch, signIn } from './header-helpers';
import { expectSameNode } from '../support/shadow';

const widgetOf = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="widget"]')!;
const stateOf = (el: Element) => widgetOf(el)?.getAttribute('data-state');
const loadedMarkup = (el: Element) => !!el.shadowRoot!.querySelector('[part="markup"]');

async function mountWidget(attributes = 'problem="EVENSUM" contest="PRACTICE"'): Promise<{ el: HTMLElement; loaded: Promise<CustomEvent> }> {
  const host = document.createElement('div');
  let resolve: (event: CustomEvent) => void = () => undefined;
  const loaded = new Promise<CustomEvent>((r) => (resolve = r));
  host.addEventListener('cc-widgetloaded', (event) => resolve(event as CustomEvent), { once: true });
  host.innerHTML = `<cc-todo-widget ${attributes}></cc-todo-widget>`;
  await fixture(host);
  return { el: host.querySelector<HTMLElement>('cc-todo-widget')!, loaded };
}

describe('cc-todo-widget', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    resetSession();
    store.set(addedTodosAtom, new Set());
    store.set(removedTodosAtom, new Set());
  });
  afterEach(async () => {
    fixtureCleanup();
    await cleanUp();
  });

  it("replaces its button with the server's markup, then fires cc-widgetloaded (bubbles, composed)", async () => {
    await signIn('alice');
    const { el, loaded } = await mountWidget('problem="BSEARCH" contest="PRACTICE" width="24" height="24"');
    const event = await loaded;
    expect(event.bubbles && event.composed).to.equal(true);
    expect(event.detail).to.deep.equal({ problem: 'BSEARCH', contest: 'PRACTICE' });
    await until(() => loadedMarkup(el), 'the markup');
    const button = el.shadowRoot!.querySelector('[part="markup"] button.todo-add')!;
    expect(button.getAttribute('aria-label')).to.equal('Add BSEARCH to your todo list');
    expect(el.shadowRoot!.querySelector('[part="markup"] img')!.getAttribute('width')).to.equal('24');
    await expect(el).to.be.accessible();
  });

  it('removing: from the present mark back to the add button, the count down, every widget of the problem too', async () => {
    await signIn('premium');
    const header = await mountHeader();
    await until(() => $(header, '.todo-count') !== null, 'the count');
    const start = Number($(header, '.todo-count')!.textContent);
    const { el } = await mountWidget('problem="MAXGAP" contest="START101"');
    const other = (await mountWidget('problem="MAXGAP" contest="START101"')).el;
    await until(() => loadedMarkup(el), 'the markup');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="markup"] button.todo-add')!.click();
    await until(() => stateOf(el) === 'present' && stateOf(other) === 'present', 'both present');
    await until(() => Number($(header, '.todo-count')!.textContent) === start + 1, 'the count up');
    const remove = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="remove"]')!;
    expect(remove.getAttribute('aria-label')).to.equal('Remove MAXGAP from your todo list');
    await expect(el).to.be.accessible();
    remove.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => stateOf(el) === 'add' && stateOf(other) === 'add', 'both back to add');
    await until(() => Number($(header, '.todo-count')!.textContent) === start, 'the count down');
    expect(shadowText(el)).to.contain('MAXGAP was removed from your todo list.');
    expect(el.shadowRoot!.activeElement?.classList.contains('todo-add')).to.equal(true, 'focus on the add button');
    // A fresh widget: the server's markup for a present problem has its own remove button.
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.todo-add')!.click();
    await until(() => stateOf(el) === 'present', 'present again');
    fixtureCleanup();
    store.set(addedTodosAtom, new Set());
    store.set(removedTodosAtom, new Set());
    const fresh = await mountWidget('problem="MAXGAP" contest="START101"');
    await until(() => !!fresh.el.shadowRoot!.querySelector('[part="markup"] button.todo-remove'), 'the server\'s remove button');
    fresh.el.shadowRoot!.querySelector<HTMLButtonElement>('[part="markup"] button.todo-remove')!.click();
    await until(() => !!fresh.el.shadowRoot!.querySelector('button.todo-add'), 'the add button');
    const answer = await (await fetch('/api/todo/widget?problem=MAXGAP&contest=START101&type=button', { cache: 'no-store' })).text();
    expect(answer).to.contain('todo-add');
  });

  it('adding shows the present icon and bumps the header count in another element at once (no refetch)', async () => {
    // teamlead, not alice: other test files count alice's seeded todos on the same server.
    await signIn('teamlead');
    const header = await mountHeader();
    await until(() => $(header, '.todo-count')?.textContent === '0', 'the count');
    const { el } = await mountWidget('problem="PREFSUM"');
    await until(() => loadedMarkup(el), 'the markup');
    const spy = sinon.spy(window, 'fetch');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="markup"] button')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => stateOf(el) === 'present', 'the present mark');
    await until(() => $(header, '.todo-count')!.textContent === '1', 'the header count at 1');
    expect(calledPaths(spy, '/todo/notification')).to.have.length(0);
    expect(calledPaths(spy, '/api/todo/add')).to.have.length(1);
    const present = el.shadowRoot!.querySelector('[part="present"]')!;
    expect(present.getAttribute('aria-label')).to.equal('PREFSUM is in your todo list');
    expectSameNode(el.shadowRoot!.activeElement, present, 'focus stays on the widget');
    expect(shadowText(el)).to.contain('PREFSUM was added to your todo list.');
    await expect(el).to.be.accessible();
    // The list box shows the new entry the next time it opens.
    spy.restore();
    $<HTMLButtonElement>(header, '.todo-button')!.click();
    await until(() => !!$(header, '.todo-list a'), 'the list', );
    expect($(header, '.todo-list a')!.getAttribute('href')).to.equal('/problems-old/PREFSUM');
    // A fresh widget (the server remembers) shows the present mark from the markup.
    store.set(addedTodosAtom, new Set());
    const again = await mountWidget('problem="PREFSUM"');
    await until(() => !!again.el.shadowRoot!.querySelector('[part="markup"] .todo-present, [part="present"]'), 'present again');
  });

  it('sends visitors to the login page with this page as the destination', async () => {
    const assign = sinon.spy();
    setNavImpl({ assign, path: () => '/problems-old/EVENSUM?x=1' });
    const { el } = await mountWidget();
    await until(() => loadedMarkup(el), 'the markup');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="markup"] button')!.click();
    await until(() => assign.called, 'a navigation');
    expect(assign.firstCall.args[0]).to.equal('/login?destination=%2Fproblems-old%2FEVENSUM%3Fx%3D1');
  });

  it("shows a failure's message read from the JSON body, and the button stays usable", async () => {
    await signIn('alice');
    routeFetch((url) => (url.pathname === '/api/todo/add' ? jsonResponse({ status: 'error', message: 'Your todo list is full.' }, 409) : undefined));
    const { el } = await mountWidget('problem="CLIMB"');
    await until(() => loadedMarkup(el), 'the markup');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="markup"] button')!.click();
    await until(() => !!el.shadowRoot!.querySelector('[part="message"]'), 'the message');
    expect(el.shadowRoot!.querySelector('[part="message"]')!.textContent).to.equal('Your todo list is full.');
    expect(el.shadowRoot!.querySelector('[part="message"]')!.getAttribute('role')).to.equal('alert');
    expect(stateOf(el)).to.equal('add');
  });

  it('hostile markup from the server never runs', async () => {
    await signIn('alice');
    const w = window as unknown as { __todoXss?: number };
    delete w.__todoXss;
    // The add is answered here too: a real one would change alice's list for other test files.
    routeFetch((url) => url.pathname === '/api/todo/add' ? jsonResponse({ status: 'success', added: false, message: 'ok' }) : url.pathname === '/api/todo/widget'
      ? textResponse('<button type="button" onclick="window.__todoXss=1" aria-label="Add">+</button>' +
          '<img src="x" onerror="window.__todoXss=2" alt=""><script>window.__todoXss=3</script>' +
          '<a href="javascript:window.__todoXss=4">x</a><svg onload="window.__todoXss=5"></svg>')
      : undefined);
    const { el, loaded } = await mountWidget();
    await loaded;
    await until(() => loadedMarkup(el), 'the markup');
    const markup = el.shadowRoot!.querySelector('[part="markup"]')!.innerHTML;
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="markup"] button')!.click();
    await until(() => stateOf(el) === 'present', 'the click handled');
    expect(w.__todoXss).to.equal(undefined);
    expect(/onclick|onerror|onload|script|javascript|<a|<svg/i.test(markup)).to.equal(false, markup);
  });

  it('in a list row: hidden until the row is hovered or holds keyboard focus', async () => {
    await signIn('alice');
    const table = await fixture<HTMLTableElement>(
      '<table><tbody><tr><td>COINCHG</td><td><cc-todo-widget row problem="COINCHG"></cc-todo-widget></td></tr>' +
      '<tr><td><a href="#x">other row</a></td><td></td></tr></tbody></table>');
    const el = table.querySelector<HTMLElement>('cc-todo-widget')!;
    await until(() => !!widgetOf(el), 'the widget');
    const opacity = () => getComputedStyle(widgetOf(el)).opacity;
    await until(() => widgetOf(el).classList.contains('concealed'), 'concealed');
    const cell = table.rows[0].cells[0].getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(cell.x + 5), Math.round(cell.y + 5)] });
    await until(() => !widgetOf(el).classList.contains('concealed'), 'revealed on hover');
    // The first reveal asks the server for the markup; let it replace the button before focusing
    // one (focusing the button it is about to replace races the swap).
    await until(() => el.shadowRoot!.querySelector('[part="markup"] button') !== null, 'the server markup');
    await sendMouse({ type: 'move', position: [1000, 700] });
    await until(() => widgetOf(el).classList.contains('concealed'), 'concealed again');
    expect(isShown(widgetOf(el))).to.equal(true, 'still laid out, so still focusable');
    el.shadowRoot!.querySelector<HTMLButtonElement>('button')!.focus();
    await until(() => !widgetOf(el).classList.contains('concealed'), 'revealed on focus');
    expect(opacity()).to.not.equal('0');
    table.querySelector<HTMLAnchorElement>('a')!.focus();
    await until(() => widgetOf(el).classList.contains('concealed'), 'concealed when focus leaves the row');
    await expect(table).to.be.accessible();
  });

  it('in a list row on a screen that cannot hover: shown at once, and asked for only once near the viewport', async () => {
    expect(matchMedia('(hover: none)').matches, 'this test browser cannot hover').to.equal(true);
    const fetches = sinon.spy(window, 'fetch');
    const asked = () => fetches.getCalls().map((call) => String(call.args[0])).filter((url) => url.includes('/api/todo/widget'))
      .map((url) => new URL(url, location.href).searchParams.get('problem'));
    const table = document.createElement('table');
    for (let i = 0; i < 30; i++) {
      const cell = table.insertRow().insertCell();
      cell.style.height = '200px';
      const widget = document.createElement('cc-todo-widget');
      widget.setAttribute('row', '');
      widget.setAttribute('problem', `ROW${i}`);
      cell.append(widget);
    }
    await fixture(table);
    const widgets = [...table.querySelectorAll<HTMLElement>('cc-todo-widget')];
    await until(() => asked().includes('ROW0'), 'the first row asked for');
    for (let i = 0; i < 5; i++) await new Promise(requestAnimationFrame);
    expect(isShown(widgetOf(widgets[29])), 'a row far below is shown (its own button)').to.equal(true);
    expect(asked().length, 'only the rows near the 800 px viewport').to.be.within(1, 8);
    expect(asked()).not.to.include('ROW29');
    table.rows[29].scrollIntoView();
    await until(() => asked().includes('ROW29'), 'the last row asked for once scrolled to');
    window.scrollTo(0, 0);
  });

  it('on the problem page: shown for an unsolved problem, hidden once solved', async () => {
    await signIn('alice');
    const open = await fixture<HTMLElement>('<cc-problem code="CLIMB"></cc-problem>');
    await until(() => !!open.shadowRoot!.querySelector('[part="problem"]'), 'CLIMB');
    await until(() => !!open.shadowRoot!.querySelector('.todo-widget [part="markup"] button'), 'the widget');
    await expect(open).to.be.accessible();
    const solved = await fixture<HTMLElement>('<cc-problem code="MAXGAP"></cc-problem>');
    await until(() => !!solved.shadowRoot!.querySelector('[part="solved"]'), 'MAXGAP solved');
    expect(solved.shadowRoot!.querySelector('.todo-widget')).to.equal(null);
  });

  it('warns once about a missing problem code and shows nothing', async () => {
    const warn = sinon.stub(console, 'warn');
    const el = await fixture<HTMLElement>('<cc-todo-widget contest="PRACTICE"></cc-todo-widget>');
    await until(() => warn.called, 'a warning');
    expect(String(warn.firstCall.args[0])).to.contain('attribute "problem" expects a problem code');
    expect(el.shadowRoot!.querySelector('[part="widget"]')).to.equal(null);
  });
});
