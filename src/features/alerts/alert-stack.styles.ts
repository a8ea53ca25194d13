/**
 * The alert mask: full screen, a light blur, z-index 10000, a 500px box, each
 * extra alert drawn 10px further behind the top one. Adopted by the stack (AlertStack.tsx) when it
 * first renders, before its first paint; the host's and the cards' rules are alerts.styles.ts.
 * The mask is position: fixed, so a transformed or filtered ancestor of <cc-alerts> would trap
 * it: put the element directly in <body>.
 */
export const alertStackCss = `
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
@media (max-width: 560px) {
  .mask { padding: 8px 48px 48px 8px; }
  .stack { max-width: calc(100vw - 56px); }
}
`;
