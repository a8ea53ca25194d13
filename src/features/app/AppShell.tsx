/**
 * The site shell around the page: the skip link, header and offline banner, the main area with
 * the route's page, the footer, the shell's late parts (by tag name: lazy-elements.ts defines
 * them later) and the live region that announces a new page. Behind the server view it is
 * invisible and inert (no focus, no clicks, not in the accessibility tree), yet its elements
 * load, ask for their data and lay out.
 */
import type { ComponentType, RefObject } from 'react';
import type { Route } from '../../domain/routes';
import { nestedParts } from './parts';
import { RouteView } from './RouteView';
import { PageShownContext } from './server-view';

export interface AppShellProps {
  route: Route;
  /** The route key: the page is mounted again when it changes. */
  pageKey: string;
  mainRef: RefObject<HTMLElement | null>;
  behindServerView: boolean;
  /** What the page calls once it shows its content (PageShownContext). */
  pageShown: () => void;
  /** The site footer, once its chunk is here. */
  Footer: ComponentType | null;
  announcement: string;
}

export function AppShell({ route, pageKey, mainRef, behindServerView, pageShown, Footer, announcement }: AppShellProps) {
  const behind = behindServerView || undefined;
  return (
    <div className="shell" part="shell" inert={behind} data-behind-server-view={behind}>
      {/* A button, not a #fragment link: a fragment cannot reach into this shadow root. */}
      <button type="button" className="skip-link" part="skip-link" onClick={() => mainRef.current?.focus()}>
        Skip to content
      </button>
      <cc-header {...nestedParts('header')}></cc-header>
      <cc-offline-banner {...nestedParts('offline-banner')}></cc-offline-banner>
      <main id="main" className="main" part="main" ref={mainRef} tabIndex={-1} data-route={route.kind}>
        <div className="page" key={pageKey} data-route-key={pageKey}>
          <PageShownContext.Provider value={pageShown}>
            <RouteView route={route} />
          </PageShownContext.Provider>
        </div>
      </main>
      {Footer && <Footer />}
      {/* After the page, below the fold: prompts that arrive after the first paint push nothing down. */}
      <cc-account-prompts className="account-prompts" {...nestedParts('account-prompts')}></cc-account-prompts>
      <cc-cookie-banner {...nestedParts('cookie-banner')}></cc-cookie-banner>
      <cc-toasts {...nestedParts('toasts')}></cc-toasts>
      <cc-alerts {...nestedParts('alerts')}></cc-alerts>
      <cc-command-prompt {...nestedParts('command-prompt')}></cc-command-prompt>
      {/* Opens the reminder form for contest-start-notification triggers anywhere on the page. */}
      <cc-contest-start-notification {...nestedParts('contest-start-notification')}></cc-contest-start-notification>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" part="announcer">
        {announcement}
      </div>
    </div>
  );
}
