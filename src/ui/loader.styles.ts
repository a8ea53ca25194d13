import { uiLayer } from '../core/styles';

export const loaderCss = uiLayer(`
.loader { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.25rem; padding: 0.75rem; color: var(--_color-muted); }
.loader-line { display: flex; align-items: center; justify-content: center; gap: 0.625rem; }
.loader.overlay { position: absolute; inset: 0; z-index: 1; background: color-mix(in srgb, var(--_color-surface) 75%, transparent); }
.spinner {
  --size: 1.5rem;
  width: var(--size); height: var(--size); border-radius: 50%;
  border: 3px solid var(--_color-border); border-top-color: var(--_color-primary);
  animation: cc-spin 800ms linear infinite;
}
.loader.size-small .spinner { --size: 1rem; border-width: 2px; }
.loader.size-large .spinner { --size: 2.5rem; border-width: 4px; }
@keyframes cc-spin { to { transform: rotate(360deg); } }
@keyframes cc-pulse { 50% { opacity: 0.4; } }
/* No spinning for users who asked for less motion; a slow pulse still says "busy". */
@media (prefers-reduced-motion: reduce) {
  .spinner { animation: cc-pulse 2s ease-in-out infinite; }
}
`);
