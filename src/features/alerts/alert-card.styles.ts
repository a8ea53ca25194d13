/**
 * The alerts' card look, shared by the stack's cards (AlertStack.tsx) and the recent-alerts
 * problem (RecentAlertsProblem.tsx: in the stack's dialog, or a card of its own at the bottom of
 * the screen); each adopts it when it renders (useShadowStyles).
 */
export const alertCardCss = `
.card {
  color: var(--_color-text);
  background: var(--_color-surface);
  border: 1px solid var(--_color-border);
  border-radius: var(--_radius);
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.25);
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
`;
