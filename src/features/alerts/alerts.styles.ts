/**
 * The alert mask: full screen, a light blur, z-index 10000, a 500px box, each
 * extra alert drawn 10px further behind the top one.
 *
 * `display: contents !important` on :host beats a page's `cc-alerts { display: none
 * !important }` (important declarations of the shadow context win), and with no box of its
 * own the host cannot be hidden through its opacity, transform or clipping either. The mask is
 * position: fixed, so a transformed or filtered ancestor of <cc-alerts> would trap it: put the
 * element directly in <body>.
 */
export const alertsCss = `
:host { display: contents !important; }
.mask {
  position: fixed !important;
  inset: 0;
  z-index: var(--cc-alerts-z-index, 10000);
  display: grid;
  place-items: center;
  padding: 16px 56px 56px 16px;
  overflow: auto;
  visibility: visible !important;
  opacity: 1 !important;
  background: var(--cc-alerts-mask, rgb(15 23 42 / 0.25));
  -webkit-backdrop-filter: blur(var(--cc-alerts-blur, 3px));
  backdrop-filter: blur(var(--cc-alerts-blur, 3px));
}
.stack {
  position: relative;
  width: var(--cc-alerts-width, 500px);
  max-width: calc(100vw - 72px);
}
.card {
  color: var(--_color-text);
  background: var(--_color-surface);
  border: 1px solid var(--_color-border);
  border-radius: var(--_radius);
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.25);
}
.behind {
  position: absolute;
  inset: 0;
  transform: translate(calc(var(--_alerts-depth) * 10px), calc(var(--_alerts-depth) * 10px));
}
.box {
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-height: calc(100vh - 72px);
  overflow: auto;
  padding: 20px 24px;
}
.title {
  margin: 0;
  font-size: 1.1rem;
  font-weight: 700;
  letter-spacing: 0.02em;
}
.message { overflow-wrap: anywhere; }
.message > :first-child { margin-top: 0; }
.message > :last-child { margin-bottom: 0; }
.message img { max-width: 100%; height: auto; }
.message a { color: var(--_color-primary); }
.footer { display: flex; align-items: center; justify-content: flex-end; gap: 12px; }
.count { margin: 0 auto 0 0; font-size: 0.85em; color: var(--_color-muted); }
.okay {
  min-width: 6rem;
  padding: 0.45rem 1rem;
  font: inherit;
  font-weight: 600;
  color: var(--_color-primary-contrast);
  background: var(--_color-primary);
  border: 1px solid var(--_color-primary);
  border-radius: var(--_radius);
  cursor: pointer;
}
/* The recent-alerts message: the project's error look (an error-coloured edge). */
.problem {
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--_color-error);
  border-left-width: 4px;
  border-radius: var(--_radius);
}
.problem-text { margin: 0 0 0.5rem; overflow-wrap: anywhere; }
.problem-actions { display: flex; gap: 8px; justify-content: flex-end; }
.problem-button {
  padding: 0.3rem 0.8rem;
  font: inherit;
  color: var(--_color-text);
  background: var(--_color-surface);
  border: 1px solid var(--_color-border);
  border-radius: var(--_radius);
  cursor: pointer;
}
/* Without a queue there is no mask: a card of its own that leaves the page usable. */
.notice {
  position: fixed !important;
  left: 16px;
  bottom: 16px;
  z-index: var(--cc-alerts-z-index, 10000);
  width: min(var(--cc-alerts-width, 500px), calc(100vw - 32px));
  box-sizing: border-box;
  visibility: visible !important;
  opacity: 1 !important;
  color: var(--_color-text);
  background: var(--_color-surface);
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.25);
}
@media (max-width: 560px) {
  .mask { padding: 8px 48px 48px 8px; }
  .stack { max-width: calc(100vw - 56px); }
}
`;
