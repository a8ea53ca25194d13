// dist/cc-autoloader.js loads a tag's entry the first time the tag appears: in the document,
// later additions, and inside shadow roots our own elements create.
import { expect } from '@open-wc/testing';
import { until } from '../support/until';

const loadedEntries = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith('/dist/elements/'));

describe('cc-autoloader', () => {
  before(async () => {
    document.body.insertAdjacentHTML('beforeend', '<cc-command-prompt id="early"></cc-command-prompt>');
    const autoloader = '/dist/cc-autoloader.js';
    await import(/* @vite-ignore */ autoloader);
  });

  it('registers a tag that was on the page before it loaded', async () => {
    await until(() => !!customElements.get('cc-command-prompt'), 'cc-command-prompt defined');
    expect(loadedEntries()).to.include('/dist/elements/cc-command-prompt.js');
  });

  it('registers a tag added later, and nothing the page does not use', async () => {
    expect(customElements.get('cc-toasts')).to.equal(undefined);
    document.body.append(document.createElement('cc-toasts'));
    await until(() => !!customElements.get('cc-toasts'), 'cc-toasts defined');
    expect(loadedEntries()).to.not.include('/dist/elements/cc-modal.js');
  });

  it('registers tags that appear inside the shadow root of one of our elements', async () => {
    const app = document.createElement('cc-app');
    document.body.append(app);
    await until(() => !!customElements.get('cc-app'), 'cc-app defined');
    // cc-app renders the site header by tag inside its shadow root; only the autoloader can
    // see it there.
    await until(() => !!app.shadowRoot?.querySelector('cc-header'), 'cc-header rendered by cc-app');
    await until(() => !!customElements.get('cc-header'), 'cc-header defined');
    app.remove();
  });
});
