/** Inline SVG icons (no image requests, no CSP img-src needs). Decorative: names come from text. */

const common = { 'aria-hidden': true, focusable: 'false', fill: 'none', stroke: 'currentColor', strokeWidth: 2 } as const;

export function ChevronIcon() {
  return (
    <svg className="icon chevron" viewBox="0 0 24 24" width="14" height="14" {...common}>
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="22" height="22" {...common}>
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function TodoIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="22" height="22" {...common}>
      <path d="M9 6h11M9 12h11M9 18h11" strokeLinecap="round" />
      <path d="M3.5 6l1.5 1.5L7.5 5M3.5 12l1.5 1.5L7.5 11M3.5 18l1.5 1.5L7.5 17" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
