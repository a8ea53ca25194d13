/**
 * Rules of the header's parts that load when opened (the course panel's and the mobile menu's
 * content, the todo box's entries): each adopts this sheet when it renders (useShadowStyles), so
 * the header's first download carries only what its bar and closed menus draw.
 */
export const headerPartsCss = `
.categories { display: flex; flex-direction: column; gap: 0.15rem; padding-right: 0.5rem; border-right: 1px solid var(--_color-border); }
.category {
  padding: 0.5em 0.75em; border: 0; border-radius: var(--_radius); background: none;
  text-align: start; cursor: pointer; white-space: nowrap;
}
.category[aria-selected="true"] { background: var(--_color-surface-alt); color: var(--_color-primary); font-weight: 600; }
.course-list ul { display: grid; gap: 0.1rem; max-height: min(60vh, 28em); overflow: auto; }
.course { display: flex; justify-content: space-between; align-items: baseline; gap: 1em; padding: 0.4em 0.6em; border-radius: var(--_radius); }
.course:hover, .course:focus-visible { background: var(--_color-surface-alt); text-decoration: none; }
.learners { color: var(--_color-muted); font-size: 0.85em; white-space: nowrap; }
.todo-items li { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.5rem; }
.todo-items .todo-contest { color: var(--_color-muted); font-size: 0.875em; }
.todo-items .todo-remove { margin-inline-start: auto; min-height: 2rem; padding: 0.125rem 0.5rem; border: 1px solid var(--_color-border);
  border-radius: var(--_radius); background: var(--_color-surface); color: var(--_color-text); cursor: pointer; font: inherit; font-size: 0.875em; }
.todo-items .todo-remove:focus-visible { outline: 2px solid var(--_color-primary); outline-offset: 2px; }
.group-title { margin: 0.25rem 0; font-size: 0.85em; font-weight: 600; color: var(--_color-muted); text-transform: uppercase; }
.group-button {
  display: flex; width: 100%; justify-content: space-between; align-items: center; padding: 0.55em 0.25em;
  border: 0; background: none; text-align: start; cursor: pointer; font-weight: 600;
}
.group-courses { padding-left: 0.5rem; }
.mobile-links { border-top: 1px solid var(--_color-border); margin-top: 0.5rem; padding-top: 0.5rem; }
.mobile-links a, .mobile-links .link-button { display: block; padding: 0.5em 0.25em; }
.signed-in-as { margin: 0.75rem 0 0; color: var(--_color-muted); }
`;
