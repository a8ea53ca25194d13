// Every profile has a DOMPurify instance of its own, and DOMPurify parses through a Trusted
// Types policy named 'dompurify'. A page enforcing Trusted Types allows that name once (the
// README's `trusted-types cc-elements cc-loader dompurify`, no 'allow-duplicates'), so the
// instances must share one policy: a second createPolicy('dompurify') would throw there and
// leave that profile parsing plain strings, which the page refuses.
import { expect } from '@open-wc/testing';

interface PolicyFactory {
  createPolicy(name: string, rules: object): unknown;
}

describe('sanitize: one parsing policy for every profile', () => {
  it('makes the dompurify policy once, however many profiles and outputs are used', async () => {
    const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes!;
    const made: string[] = [];
    const real = factory.createPolicy.bind(factory);
    factory.createPolicy = (name, rules) => {
      made.push(name);
      return real(name, rules);
    };
    try {
      // Loaded here, after the spy: the module makes its policies on first use.
      const { sanitize, sanitizedFragment } = await import('../../src/core/sanitize');
      for (const kind of ['comment', 'handle', 'statement', 'serverForm', 'richText'] as const) {
        expect(sanitize('<b onclick="x()">a</b>', kind)).to.equal('<b>a</b>');
        expect(sanitizedFragment('<i>b</i><script>x()</script>', kind).textContent).to.equal('b');
      }
    } finally {
      factory.createPolicy = real;
    }
    expect(made.filter((name) => name === 'dompurify')).to.deep.equal(['dompurify']);
  });
});
