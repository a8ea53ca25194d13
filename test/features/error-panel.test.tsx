import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-error-panel';
import { resetNavImpl, setNavImpl } from '../../src/core/nav';
import { shadowText, until } from '../support/until';

const reloadOf = (el: Element) => [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Reload')!;

async function panel(markup: string): Promise<HTMLElement> {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = markup;
  const root = await fixture<HTMLElement>(wrapper);
  const el = root.querySelector('cc-error-panel') as HTMLElement;
  await until(() => !!el.shadowRoot?.querySelector('button'), 'error panel render');
  return el;
}

describe('cc-error-panel', () => {
  let reload: sinon.SinonSpy;
  beforeEach(() => {
    reload = sinon.spy();
    setNavImpl({ reload });
  });
  afterEach(() => {
    resetNavImpl();
    sinon.restore();
  });

  it('shows the message inline as an alert and reloads the page', async () => {
    const el = await panel(`<cc-error-panel message="Please try submitting/reloading form."></cc-error-panel>`);
    const alert = el.shadowRoot!.querySelector('[role="alert"]')!;
    expect(shadowText(alert)).to.contain('Please try submitting/reloading form.');
    expect(el.shadowRoot!.querySelector('dialog')).to.equal(null);
    const reloads: Event[] = [];
    el.addEventListener('cc-reload', (e) => reloads.push(e));
    reloadOf(el).click();
    expect(reloads.length).to.equal(1);
    expect(reload.callCount).to.equal(1);
  });

  it('says "Some error occurred." without a message, and shows slotted markup instead', async () => {
    const plain = await panel(`<cc-error-panel></cc-error-panel>`);
    expect(shadowText(plain.shadowRoot!.querySelector('.message')!)).to.equal('Some error occurred.');
    const rich = await panel(`<cc-error-panel message="ignored"><span>Report at <a href="mailto:help@example.org">help@example.org</a></span></cc-error-panel>`);
    const slot = rich.shadowRoot!.querySelector('slot')!;
    expect(slot.assignedElements().map((e) => e.textContent)).to.deep.equal(['Report at help@example.org']);
  });

  it('treats popup="false" as inline and an empty message or heading as absent', async () => {
    const el = await panel(`<cc-error-panel popup="false" message="  " heading=""></cc-error-panel>`);
    expect(el.shadowRoot!.querySelector('dialog')).to.equal(null);
    expect(shadowText(el.shadowRoot!.querySelector('[role="alert"]')!)).to.contain('Some error occurred.');
    el.setAttribute('popup', '');
    await until(() => !!el.shadowRoot!.querySelector('dialog')?.open, 'popup after the attribute is set');
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Error');
  });

  it('lets a listener cancel the page reload (a form reloads itself)', async () => {
    const el = await panel(`<cc-error-panel message="Form failed"></cc-error-panel>`);
    el.addEventListener('cc-reload', (e) => e.preventDefault());
    reloadOf(el).click();
    expect(reload.callCount).to.equal(0);
  });

  it('shows a popup titled Error in popup mode, with focus on Reload', async () => {
    const el = await panel(`<cc-error-panel popup message="Could not load the form."></cc-error-panel>`);
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    await until(() => dialog.open, 'popup open');
    expect(el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Error');
    expect(shadowText(dialog)).to.contain('Could not load the form.');
    await until(() => el.shadowRoot!.activeElement === reloadOf(el), 'focus on Reload');
    await sendKeys({ press: 'Enter' });
    expect(reload.callCount).to.equal(1);
  });

  it('closes the popup with Escape and reports it', async () => {
    const el = await panel(`<cc-error-panel popup heading="Form error"></cc-error-panel>`);
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    await until(() => dialog.open, 'popup open');
    expect(shadowText(el.shadowRoot!.querySelector('h2')!)).to.equal('Form error');
    const closes: unknown[] = [];
    el.addEventListener('cc-close', (e) => closes.push((e as CustomEvent).detail));
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'popup closed');
    expect(closes).to.deep.equal([{ reason: 'escape' }]);
    expect(reload.callCount).to.equal(0);
  });

  it('is accessible inline and as a popup', async () => {
    const inline = await panel(`<cc-error-panel message="Inline error"></cc-error-panel>`);
    await expect(inline).to.be.accessible();
    const popup = await panel(`<cc-error-panel popup message="Popup error"></cc-error-panel>`);
    await until(() => popup.shadowRoot!.querySelector('dialog')!.open, 'open');
    await expect(popup).to.be.accessible();
  });
});
