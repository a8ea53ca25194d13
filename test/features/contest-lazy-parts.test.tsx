// The contest page's parts that load when first needed (src/features/contest/lazy-parts.ts):
// a click on "Set reminder" made before the reminder element has loaded still opens the form,
// and the rows' todo widgets arrive after the table's first paint in the space kept for them.
// A file of its own: each test file is a fresh page, where these elements are not defined yet.
import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/cc-contest-page';
import { cacheDelete } from '../../src/api/cache';
import { provideContestPageParts } from '../../src/features/contest/lazy-parts';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { clearSettings, embedSettings, guardPage, signIn, signOut, type PageGuard } from './app-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q } from '../support/shadow';


/** A loader that waits until the test lets it import the real entry. */
function heldLoader(importer: () => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return released.then(importer);
    },
    release: () => release(),
    calls: () => calls,
  };
}

async function mount(code: string, ready: (el: HTMLElement) => boolean) {
  const el = await fixture<HTMLElement>(html`<cc-contest-page code=${code}></cc-contest-page>`);
  await until(() => ready(el), `contest ${code}`);
  return el;
}

describe('cc-contest-page lazy parts', () => {
  let page: PageGuard;

  beforeEach(async () => {
    resetPage();
    page = guardPage();
    await serverSignOut();
    await Promise.all(['START101', 'START102'].map((code) => cacheDelete(`contest:${code}`)));
  });

  afterEach(() => {
    page.restore();
    clearSettings();
    resetPage();
  });

  it('keeps the todo widgets out until the table has painted, in cells that keep their size', async () => {
    embedSettings({ username: '' });
    const todo = heldLoader(() => import('../../elements/cc-todo-widget'));
    const reminder = heldLoader(() => import('../../elements/cc-contest-start-notification'));
    provideContestPageParts({ reminder: reminder.load, todoWidget: todo.load });
    const el = await mount('START101', (node) => {
      const table = q(node, '[part="problems"] cc-data-table');
      return (table?.shadowRoot?.querySelectorAll('cc-todo-widget').length ?? 0) > 0;
    });
    const table = q(el, '[part="problems"] cc-data-table')!;
    const widget = () => table.shadowRoot!.querySelector<HTMLElement>('cc-todo-widget')!;
    expect(customElements.get('cc-todo-widget')).to.equal(undefined);
    await until(() => todo.calls() > 0, 'the todo widget load after the first paint');
    const before = widget().getBoundingClientRect();
    const nameCell = table.shadowRoot!.querySelector('tbody tr th, tbody tr td')!.getBoundingClientRect();
    // The space kept for the widget: its button's 2rem square.
    expect(Math.round(before.width)).to.equal(32);
    todo.release();
    await until(() => customElements.get('cc-todo-widget') !== undefined && widget().shadowRoot?.querySelector('button') != null, 'the defined widget');
    const after = widget().getBoundingClientRect();
    expect([Math.round(after.width), Math.round(after.left)]).to.deep.equal([Math.round(before.width), Math.round(before.left)]);
    const nameAfter = table.shadowRoot!.querySelector('tbody tr th, tbody tr td')!.getBoundingClientRect();
    expect([nameAfter.left, nameAfter.width]).to.deep.equal([nameCell.left, nameCell.width]);
    // A visitor never needed the reminder.
    expect(reminder.calls()).to.equal(0);
  });

  it('a click on "Set reminder" before the reminder element has loaded opens the form once it has', async () => {
    await signIn('ravi');
    try {
      const reminder = heldLoader(() => import('../../elements/cc-contest-start-notification'));
      provideContestPageParts({ reminder: reminder.load, todoWidget: () => import('../../elements/cc-todo-widget') });
      const el = await mount('START102', (node) => q(node, '[part="reminder"]') !== null);
      await until(() => reminder.calls() > 0, 'the reminder element load, with its button');
      expect(customElements.get('cc-contest-start-notification')).to.equal(undefined);
      q(el, '[part="reminder"]')!.click();
      reminder.release();
      const popup = () => el.shadowRoot!.querySelector('cc-contest-start-notification')?.shadowRoot;
      await until(() => popup()?.querySelector('dialog[open]') != null, 'the reminder dialog');
      expect(popup()!.querySelector('dialog')!.textContent).to.contain('Contest reminder: START102');
    } finally {
      await signOut();
    }
  });
});
