/**
 * Rules of the header's signed-in parts (account-parts.ts: the todo button and box, the account
 * menu): they come with those parts' chunk, adopted when they render (useShadowStyles), so a
 * visitor's header does not download them. The dropdown's box is shared with the course panel
 * (header.styles.ts).
 */
export const accountPartsCss = `
.todo, .user-menu { position: relative; }
.todo-count {
  position: absolute; top: 0; right: 0; min-width: 1.4em; padding: 0 0.3em; border-radius: 999px;
  background: var(--cc-header-badge-background, #b42318); color: var(--cc-header-badge-color, #ffffff);
  font-size: 0.72em; line-height: 1.4em; text-align: center; font-weight: 600;
}
.user-button {
  display: inline-flex; align-items: center; gap: 0.3em; max-width: 16em; padding: 0.4em 0.6em;
  border: 1px solid var(--_color-border); border-radius: var(--_radius); background: none; cursor: pointer;
}
.dropdown { right: 0; min-width: 13em; }
.menu-item {
  display: block; width: 100%; padding: 0.45em 0.75em; border: 0; border-radius: var(--_radius);
  background: none; text-align: start; cursor: pointer;
}
.menu-item:hover, .menu-item:focus-visible { background: var(--_color-surface-alt); text-decoration: none; }
.menu-item:disabled { cursor: progress; color: var(--_color-muted); }
.todo-box { width: min(22em, 90vw); padding: 0.5rem 0.75rem 0.75rem; }
.todo-title { margin: 0 0 0.35rem; font-size: 1em; font-weight: 600; }
.todo-list ul { display: grid; gap: 0.2rem; }
.todo-list a { color: var(--_color-primary); text-decoration: underline; }
.todo-list p { margin: 0; color: var(--_color-muted); }
.todo-title:focus-visible { outline: 2px solid var(--_color-primary); outline-offset: 2px; }
`;
