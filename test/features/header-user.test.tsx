import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import { setNavImpl } from '../../src/core/nav';
import { store } from '../../src/core/store';
import { bumpTodoCountAtom } from '../../src/state/todo';
import { shadowText, until } from '../support/until';
import { $, $$, activeIn, cleanUp, isShown, mountHeader, resetSession, routeFetch, signIn, userMe } from './header-helpers';

const userButton = (el: Element) => $<HTMLButtonElement>(el, '.user-button')!;
const userMenu = (el: Element) => $(el, '#user-menu-list')!;

describe('cc-header (signed in): user menu', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    resetSession();
  });
  afterEach(() => cleanUp());

  it('shows the handle; the menu toggles on click with the account links and Log out', async () => {
    await signIn('alice');
    const el = await mountHeader();
    await until(() => !!$(el, '.user-button'), 'the user menu');
    expect($(el, '.visitor-links')).to.equal(null);
    const handle = userButton(el).querySelector('.handle')!;
    expect(handle.textContent).to.equal('alice');
    // The server's handle markup carries an inline colour: it is sanitised away.
    expect(handle.querySelector('[style]')).to.equal(null);
    expect(userButton(el).getAttribute('aria-expanded')).to.equal('false');
    expect(isShown(userMenu(el))).to.equal(false);
    userButton(el).click();
    await until(() => isShown(userMenu(el)), 'the menu open');
    expect(userButton(el).getAttribute('aria-expanded')).to.equal('true');
    const items = [...userMenu(el).querySelectorAll<HTMLElement>('a, button')];
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).to.deep.equal([
      ['My profile', '/users/alice'], ['Edit profile', '/users/alice/edit'], ['My teams', '/users/alice/teams'],
      ['Certificates', '/users/alice/certificates'], ['Log out', null],
    ]);
    await expect(el).to.be.accessible();
    userButton(el).click();
    await until(() => !isShown(userMenu(el)), 'the menu closed by a second click');
    expect(userButton(el).getAttribute('aria-expanded')).to.equal('false');
  });

  it('keyboard: ArrowDown opens into the menu, arrows move, Escape closes and returns focus', async () => {
    await signIn('alice');
    const el = await mountHeader();
    await until(() => !!$(el, '.user-button'), 'the user menu');
    userButton(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => activeIn(el)?.textContent === 'My profile', 'focus on the first item');
    await sendKeys({ press: 'ArrowUp' });
    await until(() => activeIn(el)?.textContent === 'Log out', 'wraps to Log out');
    await sendKeys({ press: 'Escape' });
    await until(() => !isShown(userMenu(el)), 'closed by Escape');
    expect(activeIn(el)).to.equal(userButton(el));
  });

  it('Log out posts the logout, then reloads the page', async () => {
    await signIn('alice');
    const reload = sinon.spy();
    setNavImpl({ reload });
    const el = await mountHeader();
    await until(() => !!$(el, '.user-button'), 'the user menu');
    userButton(el).click();
    await until(() => isShown(userMenu(el)), 'the menu open');
    [...userMenu(el).querySelectorAll('button')].find((b) => b.textContent === 'Log out')!.click();
    await until(() => reload.called, 'the reload');
    const me = await (await fetch('/api/user/me', { cache: 'no-store' })).json();
    expect(me.user.username).to.equal(null);
  });

  it('sanitises a hostile handle, and shows the plain username when the markup is unusable', async () => {
    const hostile = '<span class="x" onclick="window.__pwned=1" style="color:red">mallory<img src=x onerror="window.__pwned=1"></span><script>window.__pwned=1</script>';
    let handle = hostile;
    routeFetch((url) => (url.pathname === '/api/user/me' ? userMe({ username: 'mallory', html_handle: handle }) : undefined));
    let el = await mountHeader();
    await until(() => !!$(el, '.user-button .handle'), 'the handle');
    const shown = userButton(el).querySelector('.handle')!;
    expect(shown.textContent).to.equal('mallory');
    expect(shown.querySelector('img, script, [onclick], [style]')).to.equal(null);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    await expect(el).to.be.accessible();
    // A link inside the menu button would nest interactive elements: the username is shown.
    handle = '<a href="/users/mallory">mallory</a>';
    resetSession();
    el = await mountHeader();
    await until(() => !!$(el, '.user-button .handle'), 'the handle');
    expect(userButton(el).querySelector('a')).to.equal(null);
    expect(userButton(el).querySelector('.handle')!.textContent).to.equal('mallory');
  });

  it('only one popup is open at a time', async () => {
    await signIn('alice');
    const el = await mountHeader();
    await until(() => !!$(el, '.user-button'), 'the user menu');
    userButton(el).click();
    await until(() => isShown(userMenu(el)), 'the user menu open');
    $<HTMLButtonElement>(el, '.courses-trigger')!.click();
    await until(() => isShown($(el, '#course-panel')), 'the course dropdown open');
    expect(isShown(userMenu(el))).to.equal(false);
    expect($$(el, '[aria-expanded="true"]').length).to.equal(1);
  });

  it('shows the todo count, and a todo widget can bump it', async () => {
    await signIn('alice');
    const el = await mountHeader();
    await until(() => $(el, '.todo-count')?.textContent === '3', 'the count of alice (3)');
    expect(shadowText($(el, '.todo-button')!)).to.equal('Todo list 3');
    store.set(bumpTodoCountAtom);
    await until(() => $(el, '.todo-count')?.textContent === '4', 'the bumped count');
  });
});
