/** Prompts stack as slim bars; each keeps its action on the right and wraps on narrow screens. */
export const accountPromptsCss = `
a { color: inherit; }
.prompts { display: grid; gap: var(--cc-account-prompts-gap, 0.5rem); }
.prompt {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem;
  padding: 0.6rem 1rem; border-radius: var(--_radius); border: 1px solid var(--_color-border);
}
.text { margin: 0; }
.action {
  flex: none; padding: 0.4em 0.9em; border-radius: var(--_radius); font-weight: 600; text-decoration: none;
  background: var(--_color-primary); color: var(--_color-primary-contrast);
}
.action:hover { text-decoration: underline; }
.upgrade-prompt { background: var(--cc-account-prompts-upgrade-background, var(--_color-surface-alt)); }
.discount { color: var(--_color-success); font-weight: 700; }
.mobile-prompt {
  background: var(--cc-account-prompts-mobile-background, var(--_color-surface));
  border-color: var(--_color-warning); border-left-width: 4px;
}
.ad-strip { padding: 0.4rem 1rem; text-align: center; background: var(--_color-surface-alt); border-radius: var(--_radius); }
.ad-strip a { color: var(--_color-primary); font-weight: 600; text-decoration: underline; }
.ad-strip img { max-width: 100%; height: auto; }
`;
