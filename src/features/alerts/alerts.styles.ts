/**
 * <cc-alerts>' own sheet: the host only. Everything it draws comes with the lazy part that draws
 * it: the cards and the recent-alerts problem (alert-card.styles.ts), the stack's mask and dialog
 * (alert-stack.styles.ts), so a page that never shows either does not download their rules.
 *
 * `display: contents !important` on :host beats a page's `cc-alerts { display: none
 * !important }` (important declarations of the shadow context win), and with no box of its
 * own the host cannot be hidden through its opacity, transform or clipping either.
 */
export const alertsCss = `
:host { display: contents !important; }
`;
