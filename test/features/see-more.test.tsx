import { expect, fixture, nextFrame } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-see-more';
import { until } from '../support/until';
import { expectSameNode } from '../support/shadow';

const toggleOf = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('.toggle');
const clipOf = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('.clip')!;
const LONG = Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of the statement.`).join('<br>');

async function seeMore(attributes: string, content: string): Promise<HTMLElement> {
  const wrapper = document.createElement('div');
  wrapper.style.width = '400px';
  wrapper.innerHTML = `<cc-see-more ${attributes}><p style="margin:0">${content}</p></cc-see-more>`;
  const root = await fixture(wrapper);
  const el = root.querySelector('cc-see-more') as HTMLElement;
  await until(() => !!el.shadowRoot?.querySelector('.clip'), 'see-more render');
  for (let i = 0; i < 3; i++) await nextFrame();
  return el;
}

describe('cc-see-more', () => {
  afterEach(() => sinon.restore());

  it('collapses long content to 3 lines and toggles See more / See less', async () => {
    const el = await seeMore('', LONG);
    await until(() => !!toggleOf(el), 'toggle shown');
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
    expect(clipOf(el).getBoundingClientRect().height).to.be.closeTo(3 * lineHeight, 1);
    const toggle = toggleOf(el)!;
    expect(toggle.textContent).to.equal('See more');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.getAttribute('aria-controls')).to.equal(clipOf(el).id);
    const toggles: unknown[] = [];
    el.addEventListener('cc-toggle', (e) => toggles.push((e as CustomEvent).detail));
    toggle.click();
    await until(() => toggleOf(el)!.textContent === 'See less', 'expanded');
    expect(toggleOf(el)!.getAttribute('aria-expanded')).to.equal('true');
    expect(clipOf(el).getBoundingClientRect().height).to.be.above(10 * lineHeight);
    toggleOf(el)!.click();
    await until(() => toggleOf(el)!.textContent === 'See more', 'collapsed again');
    expect(toggles).to.deep.equal([{ expanded: true }, { expanded: false }]);
  });

  it('shows no toggle when the content fits', async () => {
    const el = await seeMore('lines="4"', 'Short text.');
    expect(toggleOf(el)).to.equal(null);
    expect(el.shadowRoot!.textContent).not.to.contain('See more');
  });

  it('collapses to max-height in px, and notices content that grows later', async () => {
    const el = await seeMore('max-height="30"', 'One line.');
    expect(toggleOf(el)).to.equal(null);
    el.querySelector('p')!.innerHTML = LONG;
    await until(() => !!toggleOf(el), 'toggle after the content grew');
    expect(clipOf(el).getBoundingClientRect().height).to.be.closeTo(30, 0.5);
  });

  it('warns about bad lines values and keeps 3 lines', async () => {
    const warn = sinon.stub(console, 'warn');
    const el = await seeMore('lines="many"', LONG);
    await until(() => !!toggleOf(el), 'toggle');
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
    expect(clipOf(el).getBoundingClientRect().height).to.be.closeTo(3 * lineHeight, 1);
    expect(warn.getCalls().map((c) => String(c.args[0])).join('\n')).to.include('"lines" expects a number');
    const negative = await seeMore('lines="-2"', LONG);
    await until(() => !!toggleOf(negative), 'toggle');
    expect(warn.getCalls().map((c) => String(c.args[0])).join('\n')).to.include('"lines" expects a positive number; got -2');
  });

  it('is keyboard operable and accessible', async () => {
    const el = await seeMore('lines="2"', LONG);
    await until(() => !!toggleOf(el), 'toggle');
    await expect(el).to.be.accessible();
    toggleOf(el)!.focus();
    expectSameNode(el.shadowRoot!.activeElement, toggleOf(el), 'focus');
  });
});
