import { uiLayer } from '../core/styles';

export const emptyStateCss = uiLayer(`
.empty-state { display: flex; flex-direction: column; align-items: center; gap: 0.5rem; padding: 1.5rem 1rem; color: var(--_color-muted); text-align: center !important; }
.empty-icon { opacity: 0.7; }
.empty-message { margin: 0; }
`);
