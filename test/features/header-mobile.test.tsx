import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { setNavImpl } from '../../src/core/nav';
import { shadowText, until } from '../support/until';
import { $, $$, activeIn, cleanUp, isShown, mountHeader, resetSession, signIn } from './header-helpers';

const menuButton = (el: Element) => $<HTMLButtonElement>(el, '.hamburger')!;
const mobilePanel = (el: Element) => $(el, '#mobile-panel')!;
const groupButtons = (el: Element) => $$<HTMLButtonElement>(el, '.group-button');

async function openMenu(el: HTMLElement): Promise<void> {
  menuButton(el).click();
  await until(() => isShown(mobilePanel(el)) && groupButtons(el).length === 3, 'the menu panel with its groups');
}

describe('cc-header at the 960px breakpoint', () => {
  beforeEach(() => resetSession());
  afterEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    await cleanUp();
  });

  it('at 961px shows the desktop header; at 960px the menu button instead', async () => {
    await setViewport({ width: 961, height: 800 });
    const el = await mountHeader();
    expect(isShown($(el, '.main-nav'))).to.equal(true);
    expect(isShown($(el, '.visitor-links'))).to.equal(true);
    expect(isShown(menuButton(el))).to.equal(false);
    await setViewport({ width: 960, height: 800 });
    await until(() => isShown(menuButton(el)), 'the menu button at 960px');
    expect(isShown($(el, '.main-nav'))).to.equal(false);
    expect(isShown($(el, '.visitor-links'))).to.equal(false);
    expect(isShown($(el, '.brand'))).to.equal(true);
    await expect(el).to.be.accessible();
    await setViewport({ width: 961, height: 800 });
    await until(() => !isShown(menuButton(el)), 'the desktop header again at 961px');
  });

  it('the menu button toggles a panel with the same links, categories as expandable groups', async () => {
    await setViewport({ width: 960, height: 800 });
    setNavImpl({ path: () => '/roadmap/sql' });
    const el = await mountHeader();
    expect(menuButton(el).getAttribute('aria-expanded')).to.equal('false');
    expect(menuButton(el).getAttribute('aria-controls')).to.equal('mobile-panel');
    expect(isShown(mobilePanel(el))).to.equal(false);
    await openMenu(el);
    expect(menuButton(el).getAttribute('aria-expanded')).to.equal('true');
    expect(groupButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(['Programming & DSA', 'Development', 'Other']);
    expect(groupButtons(el).map((b) => b.getAttribute('aria-expanded'))).to.deep.equal(['false', 'false', 'false']);
    const development = groupButtons(el)[1];
    const group = $(el, `#${development.getAttribute('aria-controls')}`)!;
    expect(isShown(group)).to.equal(false);
    development.click();
    await until(() => isShown(group), 'the Development group');
    expect(development.getAttribute('aria-expanded')).to.equal('true');
    expect([...group.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.include.members(['/roadmap/html', '/learn/course/ux']);
    expect(shadowText(group)).to.contain('learners');
    const links = [...mobilePanel(el).querySelectorAll<HTMLAnchorElement>('.mobile-links a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).to.deep.equal([
      ['Practice', '/practice'], ['Contests', '/contests/'], ['Learn', '/learn'],
      ['Login', '/login?destination=%2Froadmap%2Fsql'], ['Sign up', '/signup?destination=%2Froadmap%2Fsql'],
    ]);
    await expect(el).to.be.accessible();
    menuButton(el).click();
    await until(() => !isShown(mobilePanel(el)), 'closed by the menu button');
  });

  it('Escape closes the panel and returns focus to the menu button', async () => {
    await setViewport({ width: 800, height: 700 });
    const el = await mountHeader();
    await openMenu(el);
    groupButtons(el)[0].focus();
    await sendKeys({ press: 'Escape' });
    await until(() => !isShown(mobilePanel(el)), 'closed by Escape');
    expect(activeIn(el)).to.equal(menuButton(el));
    expect(menuButton(el).getAttribute('aria-expanded')).to.equal('false');
  });

  it('an open panel gives way to the desktop header above 960px', async () => {
    await setViewport({ width: 960, height: 800 });
    const el = await mountHeader();
    await openMenu(el);
    await setViewport({ width: 961, height: 800 });
    await until(() => !isShown(mobilePanel(el)), 'the panel hidden at 961px');
    expect(isShown($(el, '.main-nav'))).to.equal(true);
  });

  it('signed in: the panel holds the account links and Log out; the todo icon stays in the bar', async () => {
    await signIn('alice');
    await setViewport({ width: 960, height: 800 });
    const el = await mountHeader();
    await until(() => !!$(el, '.todo-button'), 'the todo icon');
    expect(isShown($(el, '.todo-button'))).to.equal(true);
    expect(isShown($(el, '.user-button'))).to.equal(false);
    await openMenu(el);
    const account = $(el, '.mobile-account')!;
    expect(shadowText(account)).to.contain('Signed in as alice');
    expect([...account.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal([
      '/users/alice', '/users/alice/edit', '/users/alice/teams', '/users/alice/certificates',
    ]);
    expect(account.querySelector('button')!.textContent).to.equal('Log out');
    await expect(el).to.be.accessible();
  });
});
