/**
 * Shadow styles of cc-app: the shell layout and what its first download draws (messages, the
 * loading and failure boxes). The app's own pages bring their rules with their chunk (views.styles.ts).
 */
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
/* The page's box keeps its place when its content changes (a loading line, then the page):
   its first child's top margin stays inside it instead of moving the box (a layout shift of 0.007
   on /users/alice, where the profile replaced "Loading the profile…"). */
.page { display: flow-root; }
.main:focus { outline: none; }
a { color: var(--_color-primary); }
h1 { font-size: 1.9em; line-height: 1.2; margin: 0.2em 0 0.5em; }
h2 { font-size: 1.3em; margin: 1.5em 0 0.6em; }
.lead { font-size: 1.1em; max-width: 44rem; margin: 0 0 1em; }
.muted { color: var(--_color-muted); font-size: 0.9em; }
.message-view { max-width: 40rem; padding: 1rem 0; }
`;
