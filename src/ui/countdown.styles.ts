import { uiLayer } from '../core/styles';

/** Styles for <Countdown>; every element that renders one adopts this sheet. */
export const countdownCss = uiLayer(`
.countdown { display: flex; flex-direction: column; gap: 0.35em; }
.label { font-weight: 600; color: var(--cc-countdown-label-color, var(--_color-muted)); }
.units { display: flex; flex-wrap: wrap; gap: 0.5em; font-variant-numeric: tabular-nums; }
.unit {
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  min-width: 3.5em;
  padding: 0.35em 0.5em;
  border: 1px solid var(--_color-border);
  border-radius: var(--_radius);
  background: var(--cc-countdown-background, var(--_color-surface-alt));
}
.value { font-size: 1.6em; font-weight: 700; line-height: 1.2; color: var(--cc-countdown-color, var(--_color-text)); }
.name { font-size: 0.8em; color: var(--_color-muted); }
.offline, .error { margin: 0; color: var(--_color-error); font-weight: 600; }
`);
