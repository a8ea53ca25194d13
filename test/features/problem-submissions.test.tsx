// The successful-submissions list on the problem page: nothing is loaded until asked; the
// button loads the first page from the reference server; Next and Previous page through it.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-problem';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { clearSettings, embedSettings } from './app-helpers';
import { forgetProblems, mountProblem } from './problem-helpers';

const q = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const qa = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const button = (el: Element, text: string) => qa(el, 'button').find((b) => b.textContent === text) as HTMLButtonElement | undefined;

describe('cc-problem successful submissions', () => {
  beforeEach(async () => {
    await serverSignOut();
    embedSettings({ username: '' });
    await forgetProblems([['START101', 'EVENSUM']]);
  });
  afterEach(() => {
    sinon.restore();
    clearSettings();
  });

  it('loads on demand and pages through the server', async () => {
    const spy = sinon.spy(window, 'fetch');
    const el = await mountProblem('EVENSUM', 'START101');
    const calls = () => spy.getCalls().filter((c) => String(c.args[0]).includes('successful-submissions'));
    expect(calls().length).to.equal(0, 'nothing before the button');
    q(el, '[part="load-submissions"]')!.click();
    await until(() => qa(el, '[part="submissions-table"] tbody tr').length === 10, 'the first page');
    expect(qa(el, '[part="submissions-table"] thead th').map((th) => th.textContent)).to.deep.equal(['User', 'Language', 'Time (s)', 'Memory', 'Date']);
    const firstUser = qa(el, '[part="submissions-table"] tbody th')[0].textContent;
    expect(button(el, 'Previous page')!.disabled).to.equal(true);
    button(el, 'Next page')!.click();
    await until(() => /Page 2 of 50/.test(q(el, '.pager')!.textContent ?? ''), 'page 2');
    expect(String(calls()[1].args[0])).to.contain('page=2');
    expect(qa(el, '[part="submissions-table"] tbody th')[0].textContent).not.to.equal(firstUser);
    await expect(el).to.be.accessible();
  });
});
