import { uiLayer } from '../core/styles';

export const slowNoticeCss = uiLayer(`
.slow-notice { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 0.5rem; padding: 0.5rem; color: var(--_color-text); }
.slow-retry {
  min-height: 2.25rem; padding: 0.375rem 1rem; border: 1px solid var(--_color-primary); border-radius: var(--_radius);
  background: var(--_color-surface); color: var(--_color-primary); font: inherit; font-weight: 600; cursor: pointer;
}
`);
