/**
 * The site footer under every page of the app: About, Contact, Terms of use (the reference
 * server's pages, demo/server/routes/site-pages.js) and the Privacy policy (the app's /privacy).
 * Its own chunk (rollup.config.mjs 'site-parts'), loaded after the page's first paint: it sits
 * below the fold and adds nothing to the first download of any page.
 */
import { useShadowStyles } from '../../ui/host';

export const FOOTER_LINKS: ReadonlyArray<{ href: string; label: string }> = [
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
  { href: '/terms', label: 'Terms of use' },
  { href: '/privacy', label: 'Privacy policy' },
];

const footerCss = `
.site-footer {
  margin-top: 2.5rem; padding: 1rem 1.25rem 1.5rem; border-top: 1px solid var(--_color-border);
  color: var(--_color-muted); font-size: 0.9em;
}
.site-footer ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; margin: 0; padding: 0; list-style: none !important; }
.site-footer a { display: inline-block; padding: 0.375rem 0; color: var(--_color-primary); }
.site-footer p { margin: 0.5rem 0 0; }
`;

export function SiteFooter() {
  useShadowStyles(footerCss);
  return (
    <footer className="site-footer" part="footer">
      <nav aria-label="Site">
        <ul>
          {FOOTER_LINKS.map((link) => (
            <li key={link.href}><a href={link.href}>{link.label}</a></li>
          ))}
        </ul>
      </nav>
      <p>cc-elements reference site: sample data for trying the elements out.</p>
    </footer>
  );
}
