/** Shadow styles of cc-roadmap. Colours come from the base --cc-* properties. */
export const roadmapCss = `
/* A page that knows the loaded roadmap's height sets it: loading and loaded keep that space, so
   nothing below moves when the data arrives (cc-elements.css gives it before the definition). */
:host { display: block; min-height: var(--cc-roadmap-min-height, 24rem); }
.roadmap, .not-found { max-width: var(--cc-roadmap-max-width, 60rem); }
.eyebrow {
  margin: 0;
  color: var(--_color-muted);
  font-size: 0.8em;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
}
.title { margin: 0.2em 0 0.4em; font-size: 1.9em; line-height: 1.2; }
.description { margin: 0 0 0.5em; font-size: 1.05em; }
.muted { color: var(--_color-muted); }
.learners { margin: 0 0 1em; }
.progress p { margin: 0 0 0.4em; font-weight: 600; }
.bar {
  height: 0.5rem;
  border-radius: 999px;
  background: var(--_color-surface-alt);
  border: 1px solid var(--_color-border);
  overflow: hidden;
  max-width: 24rem;
}
.bar-fill { height: 100%; background: var(--cc-roadmap-solved-color, var(--_color-success)); }
.toolbar { display: flex; justify-content: flex-end; margin: 1.25em 0 0.5em; }
.link-button {
  font: inherit;
  color: var(--_color-primary);
  background: none;
  border: none;
  padding: 0.25em 0;
  cursor: pointer;
  text-decoration: underline;
}
.modules, .problems { list-style: none; margin: 0; padding: 0; }
.module {
  border: 1px solid var(--_color-border);
  border-radius: var(--_radius);
  background: var(--_color-surface);
  margin: 0 0 0.75em;
}
.module-heading { margin: 0; font-size: 1.05em; }
.module-toggle {
  display: flex;
  align-items: center;
  gap: 0.75em;
  width: 100%;
  padding: 0.85em 1em;
  font: inherit;
  font-weight: 600;
  color: var(--_color-text);
  text-align: start;
  background: none;
  border: none;
  border-radius: var(--_radius);
  cursor: pointer;
}
.module-toggle:hover { background: var(--_color-surface-alt); }
.module-title { flex: 1; }
.module-count { font-weight: 400; color: var(--_color-muted); font-size: 0.9em; white-space: nowrap; }
.module[data-complete] .module-count { color: var(--cc-roadmap-solved-color, var(--_color-success)); font-weight: 600; }
.chevron {
  width: 0.55em;
  height: 0.55em;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(-45deg);
  transition: transform 0.15s;
  flex: none;
}
.module-toggle[aria-expanded="true"] .chevron { transform: rotate(45deg); }
@media (prefers-reduced-motion: reduce) { .chevron { transition: none; } }
.module-panel { padding: 0 1em 0.85em 2.3em; }
.module-panel[hidden] { display: none; }
.module-description { margin: 0 0 0.6em; color: var(--_color-muted); }
.problem {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25em 0.9em;
  padding: 0.45em 0;
  border-top: 1px solid var(--_color-border);
}
.problem-link { color: var(--_color-primary); font-weight: 500; }
.problem-code { font-family: var(--_font-mono); font-size: 0.85em; color: var(--_color-muted); }
.problem-difficulty { font-size: 0.85em; color: var(--_color-muted); }
.solved { margin-inline-start: auto; color: var(--cc-roadmap-solved-color, var(--_color-success)); font-weight: 600; font-size: 0.9em; }
/* No top margin: it would collapse through the host, which then moved when the roadmap (no margin)
   took the notice's place (a layout shift of every page showing it). */
.notice { margin: 0 0 1em; padding: 1em; border-radius: var(--_radius); background: var(--_color-surface-alt); }
`;
