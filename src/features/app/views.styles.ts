/**
 * Rules of the app's own pages (home and learn cards, the submit and team forms): they come with
 * those pages' lazy chunk (route-views.ts) and join cc-app's shadow root when it first shows one
 * (RouteView.tsx), so a contest or problem page's first download does not carry them.
 */
export const viewsCss = `
.cards {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 0.75rem;
}
.card {
  display: flex;
  flex-direction: column;
  gap: 0.25em;
  padding: 0.9em 1em;
  border: 1px solid var(--_color-border);
  border-radius: var(--_radius);
  background: var(--_color-surface);
}
.card a { font-weight: 600; }
.catalogue-loading { min-height: 100vh; margin: 0; }
.more-links { padding-inline-start: 1.25em; }
.submit-form { display: grid; gap: 0.35rem 1rem; grid-template-columns: max-content minmax(12rem, 24rem); align-items: center; }
.submit-form label { font-weight: 600; }
.submit-actions { grid-column: 2; display: flex; gap: 0.5rem; margin-top: 0.5rem; }
.submit-actions button {
  font: inherit; padding: 0.4em 1em; border-radius: var(--_radius); cursor: pointer;
  color: var(--_color-text); background: var(--_color-surface-alt); border: 1px solid var(--_color-border);
}
.submit-actions button[type="submit"] { color: var(--_color-primary-contrast); background: var(--_color-primary); border-color: var(--_color-primary); }
@media (max-width: 40rem) { .submit-form { grid-template-columns: 1fr; } .submit-actions { grid-column: 1; } }
/* The team page's forms: a heading, then label, field and button on one line (stacked on phones). */
.team-form { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; margin: 1rem 0; }
.team-form > h2, .team-form > h3 { flex-basis: 100%; margin: 0; }
.team-form label { font-weight: 600; }
.team-form input, .team-form cc-autocomplete { flex: 1 1 12rem; max-width: 24rem; }
.team-form input { font: inherit; padding: 0.4em 0.6em; border: 1px solid var(--_color-border); border-radius: var(--_radius); }
.team-form button, button.leave {
  font: inherit; padding: 0.4em 1em; border-radius: var(--_radius); cursor: pointer;
  color: var(--_color-primary-contrast); background: var(--_color-primary); border: 1px solid var(--_color-primary);
}
button.leave { color: var(--_color-text); background: var(--_color-surface-alt); border-color: var(--_color-border); }
.team-form :focus-visible, button.leave:focus-visible { outline: 2px solid var(--_color-primary); outline-offset: 2px; }
`;
