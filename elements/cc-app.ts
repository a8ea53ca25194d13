// The header is on the first paint: registered with the app. Every other element the app
// shows is loaded when it is needed (src/features/app/lazy-elements.ts): a route's page
// element with its route, the shell's late parts after the first paint. Dynamic imports of the
// other entries, so a page that also loads a tag itself shares its one definition.
import './cc-header';
import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-app.decl';
import { App } from '../src/features/app/App';
import { appCss } from '../src/features/app/app.styles';
import { SERVER_VIEW_SLOT } from '../src/features/app/server-view';
import { ALERTS_PREVIEW_SLOT } from '../src/state/alerts-preview';
import { provideElementLoaders } from '../src/features/app/lazy-elements';
import { warmRouteViews } from '../src/features/app/RouteView';
import { nav } from '../src/core/nav';
import { matchRoute } from '../src/domain/routes';
import { errorPanelCss } from '../src/ui/error-panel.styles';

provideElementLoaders({
  'cc-roadmap': () => import('./cc-roadmap'),
  'cc-contest-page': () => import('./cc-contest-page'),
  'cc-problem': () => import('./cc-problem'),
  'cc-server-form': () => import('./cc-server-form'),
  'cc-data-table': () => import('./cc-data-table'),
  'cc-autocomplete': () => import('./cc-autocomplete'),
  'cc-todo-widget': () => import('./cc-todo-widget'),
  'cc-account-prompts': () => import('./cc-account-prompts'),
  'cc-offline-banner': () => import('./cc-offline-banner'),
  'cc-cookie-banner': () => import('./cc-cookie-banner'),
  'cc-toasts': () => import('./cc-toasts'),
  'cc-alerts': () => import('./cc-alerts'),
  'cc-command-prompt': () => import('./cc-command-prompt'),
  'cc-contest-start-notification': () => import('./cc-contest-start-notification'),
});

// The page as loaded: its view's chunk is asked for before the app first renders.
warmRouteViews(matchRoute(nav.path()));

// The server's server view, and its preview of the announcements, stay on screen while the app
// renders for the first time, which it does in slices (no one long task for the whole shell).
export default defineElement(declaration, App, {
  styles: [appCss, errorPanelCss], slotBeforeRender: [SERVER_VIEW_SLOT, ALERTS_PREVIEW_SLOT], firstRenderInSlices: true,
});
