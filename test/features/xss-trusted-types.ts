// Trusted Types enforced on a test page: the page's CSP requires TrustedHTML for every HTML
// sink and allows only our policy, DOMPurify's and lit's (the test fixtures render with lit). A
// sink fed a plain string would throw and report; the renderers must still show everything
// with zero reports.

/** Adds the CSP and a first test that proves it is enforced; returns the violations seen. */
export function enforceTrustedTypes(): () => string[] {
  const violations: string[] = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    if (event.violatedDirective.startsWith('require-trusted-types') || event.violatedDirective.startsWith('trusted-types')) {
      violations.push(`${event.violatedDirective}: ${event.sample}`);
    }
  });
  const policy = document.createElement('meta');
  policy.httpEquiv = 'Content-Security-Policy';
  policy.content = "require-trusted-types-for 'script'; trusted-types cc-elements dompurify lit-html 'allow-duplicates'";
  document.head.append(policy);

  describe('Trusted Types are enforced on this page', () => {
    it('a plain string to innerHTML is refused', async () => {
      let refused = false;
      try { document.createElement('div').innerHTML = '<b>x</b>'; } catch { refused = true; }
      if (!refused) throw new Error('the CSP meta did not enforce Trusted Types');
      // Its report arrives as a task: wait for it, then start counting from zero.
      for (let i = 0; i < 10 && violations.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      if (violations.length === 0) throw new Error('the refused sink was not reported');
      violations.length = 0;
    });
  });
  return () => violations;
}
