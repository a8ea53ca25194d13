import { expect, fixture, nextFrame } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-copy-button';
import { fakeTimers } from '../core/helpers';
import { flush, until } from '../support/until';
import { expectSameNode } from '../support/shadow';

const buttonOf = (el: Element) => el.shadowRoot!.querySelector('button')!;
const statusOf = (el: Element) => el.shadowRoot!.querySelector('[role="status"]')!.textContent;
const ticked = (el: Element) => !!el.shadowRoot!.querySelector('.tick');

async function page(markup: string): Promise<HTMLElement> {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = markup;
  const root = await fixture<HTMLElement>(wrapper);
  const el = root.querySelector('cc-copy-button')!;
  await until(() => !!el.shadowRoot?.querySelector('button'), 'copy button render');
  return root;
}

async function frames(n = 2) {
  for (let i = 0; i < n; i++) await nextFrame();
}

describe('cc-copy-button', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    sinon.restore();
  });

  it('copies its text attribute, announces Copied and ticks for exactly 1 s', async () => {
    const write = sinon.stub(navigator.clipboard, 'writeText').resolves();
    clock = fakeTimers();
    const root = await page(`<cc-copy-button text="print(42)"></cc-copy-button>`);
    const el = root.querySelector('cc-copy-button')!;
    const copied = new Promise<CustomEvent>((resolve) => el.addEventListener('cc-copy', (e) => resolve(e as CustomEvent)));
    expect(buttonOf(el).getAttribute('aria-label')).to.equal('Copy');
    expect(statusOf(el)).to.equal('');
    buttonOf(el).click();
    expect((await copied).detail).to.deep.equal({ text: 'print(42)' });
    expect(write.firstCall.args).to.deep.equal(['print(42)']);
    await until(() => ticked(el) && statusOf(el) === 'Copied', 'tick and status');
    await until(() => clock!.countTimers() === 1, 'tick timer armed');
    await clock.tickAsync(999);
    await flush();
    await frames();
    expect(ticked(el), 'tick still shown at 999 ms').to.equal(true);
    await clock.tickAsync(1);
    await until(() => !ticked(el), 'tick gone at 1000 ms');
    expect(statusOf(el)).to.equal('');
    expect(buttonOf(el).getAttribute('aria-label')).to.equal('Copy');
  });

  it('copies the current text of a target element, and the value of a field', async () => {
    const write = sinon.stub(navigator.clipboard, 'writeText').resolves();
    const root = await page(`
      <pre id="sample-input">3
1 2 3</pre>
      <cc-copy-button target="sample-input" label="Copy input"></cc-copy-button>
      <textarea id="code" aria-label="Code">int main() {}</textarea>
      <cc-copy-button target="code"></cc-copy-button>`);
    const [fromPre, fromField] = [...root.querySelectorAll('cc-copy-button')];
    await until(() => !!fromField!.shadowRoot?.querySelector('button'), 'second render');
    root.querySelector('#sample-input')!.textContent = '2\n5 6';
    buttonOf(fromPre!).click();
    await until(() => write.callCount === 1, 'first copy');
    expect(write.firstCall.args[0]).to.equal('2\n5 6');
    expect(buttonOf(fromPre!).getAttribute('aria-label')).to.equal('Copy input');
    buttonOf(fromField!).click();
    await until(() => write.callCount === 2, 'second copy');
    expect(write.secondCall.args[0]).to.equal('int main() {}');
  });

  it('falls back to selection and execCommand without the Clipboard API', async () => {
    sinon.stub(navigator, 'clipboard').value(undefined);
    const copiedTexts: string[] = [];
    const exec = sinon.stub(document, 'execCommand').callsFake((command: string) => {
      const area = document.activeElement as HTMLTextAreaElement;
      copiedTexts.push(`${command}:${area.value.slice(area.selectionStart, area.selectionEnd)}`);
      return true;
    });
    const root = await page(`<cc-copy-button text="fallback text"></cc-copy-button>`);
    const el = root.querySelector('cc-copy-button')!;
    buttonOf(el).focus();
    buttonOf(el).click();
    await until(() => statusOf(el) === 'Copied', 'copied by fallback');
    expect(exec.callCount).to.equal(1);
    expect(copiedTexts).to.deep.equal(['copy:fallback text']);
    expect(document.querySelectorAll('textarea').length, 'helper textarea removed').to.equal(0);
    expectSameNode(el.shadowRoot!.activeElement, buttonOf(el), 'focus back on the button');
  });

  it('falls back when the Clipboard API refuses', async () => {
    sinon.stub(navigator.clipboard, 'writeText').rejects(new DOMException('denied', 'NotAllowedError'));
    const exec = sinon.stub(document, 'execCommand').returns(true);
    const root = await page(`<cc-copy-button text="x"></cc-copy-button>`);
    const el = root.querySelector('cc-copy-button')!;
    buttonOf(el).click();
    await until(() => statusOf(el) === 'Copied', 'copied');
    expect(exec.calledWith('copy')).to.equal(true);
  });

  it('reports a missing target and announces the failure', async () => {
    const warn = sinon.stub(console, 'warn');
    const write = sinon.stub(navigator.clipboard, 'writeText').resolves();
    const root = await page(`<cc-copy-button target="nowhere"></cc-copy-button>`);
    const el = root.querySelector('cc-copy-button')!;
    const failed = new Promise((resolve) => el.addEventListener('cc-copy-error', resolve));
    buttonOf(el).click();
    await failed;
    await until(() => statusOf(el) === 'Could not copy', 'failure announced');
    expect(write.callCount).to.equal(0);
    expect(ticked(el)).to.equal(false);
    expect(warn.getCalls().map((c) => String(c.args[0])).join('\n')).to.include('"target" names no element: "nowhere"');
  });

  it('is accessible, before and after copying', async () => {
    sinon.stub(navigator.clipboard, 'writeText').resolves();
    const root = await page(`<cc-copy-button text="abc"></cc-copy-button>`);
    const el = root.querySelector('cc-copy-button')!;
    await expect(el).to.be.accessible();
    buttonOf(el).click();
    await until(() => ticked(el), 'ticked');
    await expect(el).to.be.accessible();
  });
});
