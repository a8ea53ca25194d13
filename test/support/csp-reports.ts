/**
 * A strict CSP on a test page (no inline script, handler or style; base only from this site)
 * and every securitypolicyviolation the page raises from then on. The XSS corpus tests assert
 * zero: sanitising or rendering hostile markup must not make the browser check anything against
 * the page's policy (a real site's report endpoint would fill with noise that hides attacks).
 * Returns the violations seen so far (`directive: sample`).
 */
export function strictCspReports(): () => string[] {
  const violations: string[] = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push(`${event.violatedDirective}: ${event.sample || event.blockedURI}`);
  });
  const policy = document.createElement('meta');
  policy.httpEquiv = 'Content-Security-Policy';
  policy.content = "script-src 'self'; style-src 'self'; base-uri 'self'";
  document.head.append(policy);
  return () => violations;
}
