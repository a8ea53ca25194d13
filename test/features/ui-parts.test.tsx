// Loader and EmptyState are React parts used inside other elements; a test element hosts them.
import { expect, fixture } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { declareElement, t } from '../../src/core/declare';
import { defineElement } from '../../src/ui/define-element';
import { EmptyState } from '../../src/ui/EmptyState';
import { emptyStateCss } from '../../src/ui/empty-state.styles';
import { Loader } from '../../src/ui/Loader';
import { loaderCss } from '../../src/ui/loader.styles';
import { shadowText, until } from '../support/until';

const loaderHost = declareElement({
  tag: 'cc-test-loader',
  summary: 'Hosts a Loader.',
  description: '',
  props: { label: { type: t.string, description: '' }, showLabel: { type: t.boolean, description: '' } },
});
defineElement(loaderHost, (props) => <Loader {...props} />, { styles: [loaderCss] });
const emptyHost = declareElement({
  tag: 'cc-test-empty',
  summary: 'Hosts an EmptyState.',
  description: '',
  props: { message: { type: t.string, description: '' } },
});
defineElement(emptyHost, (props) => (
  <EmptyState {...props}>
    <a href="#reload">Reload</a>
  </EmptyState>
), { styles: [emptyStateCss] });

async function mount(markup: string): Promise<HTMLElement> {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = markup;
  const root = await fixture<HTMLElement>(wrapper);
  const el = root.firstElementChild as HTMLElement;
  await until(() => !!el.shadowRoot?.firstElementChild, 'render');
  return el;
}

describe('Loader', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('is a status with a spoken label and a hidden spinner', async () => {
    const el = await mount(`<cc-test-loader></cc-test-loader>`);
    const status = el.shadowRoot!.querySelector('[role="status"]')!;
    expect(shadowText(status)).to.equal('Loading…');
    expect(el.shadowRoot!.querySelector('.spinner')!.getAttribute('aria-hidden')).to.equal('true');
    expect(el.shadowRoot!.querySelector('.visually-hidden')!.textContent).to.equal('Loading…');
    await expect(el).to.be.accessible();
  });

  it('can show its label', async () => {
    const el = await mount(`<cc-test-loader label="Loading problems for the contest. Please wait." show-label></cc-test-loader>`);
    const label = el.shadowRoot!.querySelector('.loader-label')!;
    expect(label.textContent).to.equal('Loading problems for the contest. Please wait.');
    expect(label.getBoundingClientRect().width).to.be.above(50);
  });

  it('stops spinning for users who prefer reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount(`<cc-test-loader></cc-test-loader>`);
    expect(getComputedStyle(el.shadowRoot!.querySelector('.spinner')!).animationName).to.equal('cc-pulse');
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(getComputedStyle(el.shadowRoot!.querySelector('.spinner')!).animationName).to.equal('cc-spin');
  });
});

describe('EmptyState', () => {
  it("says the data table's empty text by default, with follow-up controls", async () => {
    const el = await mount(`<cc-test-empty></cc-test-empty>`);
    expect(el.shadowRoot!.querySelector('p')!.textContent).to.equal("Oops! we don't have data.");
    expect(el.shadowRoot!.querySelector('a')!.textContent).to.equal('Reload');
    await expect(el).to.be.accessible();
  });

  it('shows a given message', async () => {
    const el = await mount(`<cc-test-empty message="No Unscored Problem"></cc-test-empty>`);
    expect(el.shadowRoot!.querySelector('p')!.textContent).to.equal('No Unscored Problem');
  });
});
