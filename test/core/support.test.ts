import { expect } from '@open-wc/testing';
import { DEFAULT_SUPPORT_EMAIL, supportEmail } from '../../src/core/support';

describe('supportEmail', () => {
  afterEach(() => document.querySelectorAll('meta[name="cc-support-email"]').forEach((m) => m.remove()));

  function meta(content: string) {
    const tag = document.createElement('meta');
    tag.name = 'cc-support-email';
    tag.content = content;
    document.head.append(tag);
  }

  it('defaults to the demo address', () => {
    expect(supportEmail()).to.equal(DEFAULT_SUPPORT_EMAIL);
  });

  it("reads the page's meta tag", () => {
    meta(' help@example.org ');
    expect(supportEmail()).to.equal('help@example.org');
  });

  it('ignores a value that is not an address', () => {
    meta('<script>@x');
    expect(supportEmail()).to.equal(DEFAULT_SUPPORT_EMAIL);
  });
});
