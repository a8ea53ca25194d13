/** Shadow styles of cc-app: the shell layout and the app's own views (home, messages). */
export const appCss = `
:host { display: block; min-height: 100vh; background: var(--_color-surface); }
.shell { display: flex; flex-direction: column; min-height: 100vh; }
/* The server's server view (server-view.ts) and the shell in one grid cell: the server view on
   show, the shell behind it invisible until the app's page has shown its content. */
.stack { display: grid; grid-template-columns: minmax(0, 1fr); }
.stack > .shell, .stack > ::slotted(*) { grid-area: 1 / 1; min-width: 0; }
.no-stack { display: contents; }
.shell[data-behind-server-view] { opacity: 0; }
.skip-link {
  position: absolute;
  left: 0.5rem;
  top: -10rem;
  z-index: 10001;
  padding: 0.5em 1em;
  font: inherit;
  color: var(--_color-primary-contrast);
  background: var(--_color-primary);
  border: none;
  border-radius: var(--_radius);
  cursor: pointer;
}
.skip-link:focus { top: 0.5rem; }
.main {
  flex: 1;
  width: 100%;
  max-width: var(--cc-app-max-width, 72rem);
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  /* At least the viewport: what follows the page (the account prompts) starts below the fold,
     so neither its arrival nor the page's data arriving moves anything in view. */
  min-height: 100vh;
  box-sizing: border-box;
}
/* Space held for elements before their definitions load (the page's cc-elements.css does the
   same outside the app): the header's bar; a page element holds the page; overlays none. */
cc-header { display: block; min-height: calc(var(--cc-header-height, 56px) + 1px); }
cc-roadmap:not(:defined), cc-contest-page:not(:defined), cc-problem:not(:defined) { display: block; min-height: 100vh; }
/* The app's own pages while their chunk loads (RouteView.tsx): the same place as a page element. */
.view-loading { min-height: 100vh; }
cc-offline-banner:not(:defined), cc-account-prompts:not(:defined), cc-cookie-banner:not(:defined),
cc-toasts:not(:defined), cc-alerts:not(:defined), cc-command-prompt:not(:defined),
cc-contest-start-notification:not(:defined) { display: none; }
.table-placeholder { min-height: var(--cc-data-table-min-height, 24rem); }
.account-prompts { display: block; width: 100%; max-width: var(--cc-app-max-width, 72rem); margin: 0 auto; padding: 0 1rem 1rem; box-sizing: border-box; }
.main:focus { outline: none; }
a { color: var(--_color-primary); }
h1 { font-size: 1.9em; line-height: 1.2; margin: 0.2em 0 0.5em; }
h2 { font-size: 1.3em; margin: 1.5em 0 0.6em; }
.lead { font-size: 1.1em; max-width: 44rem; margin: 0 0 1em; }
.muted { color: var(--_color-muted); font-size: 0.9em; }
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
.message-view { max-width: 40rem; padding: 1rem 0; }
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
