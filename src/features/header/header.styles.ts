/**
 * The header's layout. Desktop parts carry .desktop; at 960px wide or less they hide
 * and the menu button and its panel take over. A media query (the viewport, like the site's own
 * breakpoint) rather than a container query: the header spans the page anyway.
 */
export const headerCss = `
:host { display: block; position: relative; z-index: var(--cc-header-z-index, 1000); min-height: calc(var(--cc-header-height, 56px) + 1px); }
[hidden] { display: none !important; }
a { color: inherit; text-decoration: none; }
a:hover { text-decoration: underline; }
ul { list-style: none; margin: 0; padding: 0; }
button { font: inherit; color: inherit; }
.header {
  background: var(--cc-header-background, var(--_color-surface));
  color: var(--cc-header-color, var(--_color-text));
  border-bottom: 1px solid var(--_color-border);
}
.bar { display: flex; align-items: center; gap: 1rem; min-height: var(--cc-header-height, 56px); padding: 0 1rem; }
.brand { font-weight: 700; font-size: 1.15em; padding: 0.25em 0; white-space: nowrap; }
.nav-list, .visitor-links { display: flex; align-items: center; gap: 0.25rem; }
.nav-link {
  display: inline-flex; align-items: center; gap: 0.3em; padding: 0.45em 0.75em;
  border: 0; border-radius: var(--_radius); background: none; cursor: pointer; white-space: nowrap;
}
.nav-link:hover, .nav-link[aria-expanded="true"], .nav-link[aria-current="page"] { color: var(--_color-primary); }
.nav-link[aria-current="page"] { font-weight: 600; }
.signup { background: var(--_color-primary); color: var(--_color-primary-contrast); }
.signup:hover { color: var(--_color-primary-contrast); }
.icon { flex: none; }
.chevron { transition: transform 0.15s; }
[aria-expanded="true"] > .chevron { transform: rotate(180deg); }
.account { margin-left: auto; display: flex; align-items: center; gap: 0.5rem; }
.icon-button {
  position: relative; display: inline-flex; align-items: center; justify-content: center;
  min-width: 40px; min-height: 40px; padding: 0.25rem; border: 0; border-radius: var(--_radius);
  background: none; cursor: pointer;
}
.icon-button:hover, .icon-button[aria-expanded="true"] { background: var(--_color-surface-alt); }
.courses { position: relative; }
.handle { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
.dropdown, .course-panel {
  position: absolute; top: calc(100% + 6px); z-index: 1;
  background: var(--_color-surface); color: var(--_color-text);
  border: 1px solid var(--_color-border); border-radius: var(--_radius);
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15); padding: 0.35rem;
}
.course-panel { left: 0; width: max-content; max-width: min(92vw, 46rem); display: grid; grid-template-columns: minmax(11em, max-content) minmax(20em, 1fr); gap: 0.5rem; }
.course-panel .panel-note { grid-column: 1 / -1; }
.panel-note { margin: 0; padding: 0.5em 0.75em; color: var(--_color-muted); }
.panel-note.error { color: var(--_color-error); }
.link-button { padding: 0; border: 0; background: none; color: var(--_color-primary); text-decoration: underline; cursor: pointer; }
.hamburger { display: none; }
.mobile-panel { display: none; padding: 0.5rem 1rem 1rem; border-top: 1px solid var(--_color-border); }
@media (max-width: 960px) {
  .desktop { display: none !important; }
  .hamburger { display: inline-flex; }
  .mobile-panel:not([hidden]) { display: block; }
}
`;
