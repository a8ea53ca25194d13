import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import { TODO_FAILURE_TEXT, TODO_LOADING_TEXT } from '../../src/features/header/logic';
import { jsonResponse, settle } from '../core/helpers';
import { shadowText, until } from '../support/until';
import { $, activeIn, calledPaths, cleanUp, isShown, mountHeader, resetSession, routeFetch, signIn } from './header-helpers';

const todoButton = (el: Element) => $<HTMLButtonElement>(el, '.todo-button')!;
const todoBox = (el: Element) => $(el, '#todo-box')!;
const TODO_PATH = '/todo/notification';

function fakeClock(): sinon.SinonFakeTimers {
  return sinon.useFakeTimers({ now: Date.now(), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/** Adds to the signed-in user's list on the server, as a page would. */
async function addOnServer(pcode: string, ccode: string): Promise<void> {
  const me = (await (await fetch('/api/user/me', { cache: 'no-store' })).json()) as { csrfToken: string };
  const res = await fetch('/api/todo/add', {
    method: 'POST', headers: { 'x-csrf-token': me.csrfToken, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ pcode, ccode }),
  });
  expect(res.status).to.equal(200);
}

async function signedInHeader(): Promise<HTMLElement> {
  await signIn('alice');
  const el = await mountHeader();
  await until(() => $(el, '.todo-count')?.textContent === '3', 'the todo count');
  return el;
}

describe('cc-header: todo list box', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    resetSession();
  });
  afterEach(() => cleanUp());

  it('visitors have no todo icon', async () => {
    const el = await mountHeader();
    expect($(el, '.todo-button')).to.equal(null);
  });

  it('opens on click, fetches the list 1 s later, shows it sanitised; Escape closes it', async () => {
    const el = await signedInHeader();
    const spy = sinon.spy(window, 'fetch');
    const clock = fakeClock();
    todoButton(el).click();
    await until(() => isShown(todoBox(el)), 'the box open');
    expect(todoButton(el).getAttribute('aria-expanded')).to.equal('true');
    expect(shadowText(todoBox(el))).to.contain(TODO_LOADING_TEXT);
    await clock.tickAsync(999);
    expect(calledPaths(spy, TODO_PATH)).to.have.length(0);
    await clock.tickAsync(1);
    expect(calledPaths(spy, TODO_PATH)).to.have.length(1);
    await until(() => !!todoBox(el).querySelector('.todo-list a'), 'the list');
    const links = [...todoBox(el).querySelectorAll('.todo-list a')].map((a) => a.getAttribute('href'));
    // Each problem in its contest.
    expect(links).to.deep.equal(['/START101/problems-old/MAXGAP', '/MASH10/problems-old/PALCUT', '/problems-old/PREFSUM']);
    expect(shadowText(todoBox(el))).to.not.contain(TODO_LOADING_TEXT);
    clock.restore(); // axe times itself with setTimeout
    await expect(el).to.be.accessible();
    todoBox(el).querySelector<HTMLAnchorElement>('.todo-list a')!.focus();
    await sendKeys({ press: 'Escape' });
    await until(() => !isShown(todoBox(el)), 'closed by Escape');
    expect(todoButton(el).getAttribute('aria-expanded')).to.equal('false');
    expect(activeIn(el)).to.equal(todoButton(el));
  });

  it('each entry has a Remove button: the entry goes, the count goes down, focus moves on', async () => {
    // ravi, not alice: other tests count alice's seeded todos on the same server.
    await signIn('ravi');
    await addOnServer('PREFSUM', 'PRACTICE');
    await addOnServer('MODPOW', 'START101');
    const header = await mountHeader();
    await until(() => $(header, '.todo-count')?.textContent === '2', 'the count of two');
    const clock = fakeClock();
    todoButton(header).click();
    await clock.tickAsync(1000);
    clock.restore();
    await until(() => todoBox(header).querySelectorAll('button.todo-remove').length === 2, 'two entries with Remove');
    const spy = sinon.spy(window, 'fetch');
    const first = todoBox(header).querySelector<HTMLButtonElement>('button.todo-remove')!;
    expect(first.getAttribute('aria-label')).to.equal('Remove MODPOW from your todo list');
    // The entries' rules come with their lazy module (header-parts.styles.ts).
    expect(getComputedStyle(first).borderTopStyle).to.equal('solid');
    expect(getComputedStyle(first.closest('li')!).display).to.equal('flex');
    await expect(header).to.be.accessible();
    first.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => todoBox(header).querySelectorAll('.todo-items li').length === 1, 'the entry gone');
    expect($(header, '.todo-count')!.textContent).to.equal('1');
    expect(calledPaths(spy, '/api/todo/remove')).to.have.length(1);
    await until(() => activeIn(header) === todoBox(header).querySelector('button.todo-remove'), 'focus on the next Remove');
    await sendKeys({ press: 'Enter' });
    await until(() => shadowText(todoBox(header)).includes('Your todo list is empty.'), 'the empty list');
    expect($(header, '.todo-count')!.textContent).to.equal('0');
    expect(activeIn(header)).to.equal($(header, '#todo-box-title'));
    spy.restore();
    const answer = await (await fetch('/todo/notification', { cache: 'no-store' })).json() as { count: number };
    expect(answer.count, 'the server forgot them').to.equal(0);
  });

  it('closing within the second cancels the fetch; each opening fetches again', async () => {
    const el = await signedInHeader();
    const spy = sinon.spy(window, 'fetch');
    const clock = fakeClock();
    todoButton(el).click();
    await until(() => isShown(todoBox(el)), 'the box open');
    await clock.tickAsync(500);
    todoButton(el).click();
    await until(() => !isShown(todoBox(el)), 'the box closed');
    await clock.tickAsync(2000);
    expect(calledPaths(spy, TODO_PATH)).to.have.length(0);
    todoButton(el).click();
    await until(() => isShown(todoBox(el)), 'open again');
    await clock.tickAsync(1000);
    expect(calledPaths(spy, TODO_PATH)).to.have.length(1);
  });

  it("shows 'Sorry your Todo list can not be rendered.' when the list cannot be had", async () => {
    const el = await signedInHeader();
    const stub = routeFetch((url) => (url.pathname === TODO_PATH ? jsonResponse({ status: 'error', message: 'Not found' }, 404) : undefined));
    const clock = fakeClock();
    todoButton(el).click();
    await clock.tickAsync(1000);
    await until(() => shadowText(todoBox(el)).includes(TODO_FAILURE_TEXT), 'the failure text');
    expect(todoBox(el).querySelector('[role="alert"]')!.textContent).to.equal(TODO_FAILURE_TEXT);
    expect(calledPaths(stub, TODO_PATH)).to.have.length(1);
    // The count already shown stays.
    expect($(el, '.todo-count')!.textContent).to.equal('3');
    clock.restore(); // axe times itself with setTimeout
    await expect(el).to.be.accessible();
  });

  it('after a 5xx storm (retried every 2 s, 10 times) it shows the failure text', async () => {
    const el = await signedInHeader();
    const stub = routeFetch((url) => (url.pathname === TODO_PATH ? jsonResponse({ status: 'error' }, 503) : undefined));
    const clock = fakeClock();
    todoButton(el).click();
    await clock.tickAsync(1000);
    for (let retry = 1; retry <= 10; retry++) {
      await until(() => calledPaths(stub, TODO_PATH).length === retry, `call ${retry}`);
      await settle();
      expect(shadowText(todoBox(el))).to.not.contain(TODO_FAILURE_TEXT);
      await clock.tickAsync(2000);
    }
    await until(() => shadowText(todoBox(el)).includes(TODO_FAILURE_TEXT), 'the failure text');
    expect(calledPaths(stub, TODO_PATH)).to.have.length(11);
  });

  it('the list markup is sanitised: no script, handlers or javascript: links', async () => {
    const el = await signedInHeader();
    const hostile = '<ul><li><a href="javascript:window.__pwned=1" onclick="window.__pwned=1">Evil</a></li>' +
      '<li><img src=x onerror="window.__pwned=1"><a href="/problems/OK">OK</a></li></ul><script>window.__pwned=1</script>';
    routeFetch((url) => (url.pathname === TODO_PATH ? jsonResponse({ status: 'success', count: 2, html: hostile }) : undefined));
    const clock = fakeClock();
    todoButton(el).click();
    await clock.tickAsync(1000);
    await until(() => shadowText(todoBox(el)).includes('Evil'), 'the list');
    const list = todoBox(el).querySelector('.todo-list')!;
    expect(list.querySelector('script, [onclick], [onerror]')).to.equal(null);
    expect(list.querySelector('a')!.hasAttribute('href')).to.equal(false);
    expect(list.querySelectorAll('a')[1].getAttribute('href')).to.equal('/problems/OK');
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    // The count in the answer updates the badge.
    await until(() => $(el, '.todo-count')?.textContent === '2', 'the count from the answer');
  });
});
