/**
 * The shared site header: home link, course dropdown, site sections,
 * and the account area — todo icon and user menu when signed in, Login / Sign up (with the
 * current path as destination) for visitors. At 960px wide or less the sections and the
 * account links move into a menu panel (the CSS media query decides what shows).
 * One panel is open at a time; client-side navigation closes it.
 */
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../state/session';
import { markupTools } from '../../core/markup-loader';
import { lazyModule, useLazyModule } from '../../ui/useLazyModule';
import { useCurrentPath } from '../../ui/useCurrentPath';
import { CourseMenu } from './CourseMenu';
import { MobileMenuButton, MobilePanel } from './MobileMenu';
import { DEFAULT_BRAND, NAV_LINKS, isCurrentSection, visitorLinks } from './logic';
import { useDisclosure } from './useDisclosure';
import type { ElementProps } from '../../core/declare';
import { declaration } from '../../declarations/cc-header.decl';

/** The element's props, as its declaration (cc-header.decl.ts) says. */
export type HeaderProps = ElementProps<typeof declaration>;

type PanelName = 'courses' | 'user' | 'todo' | 'mobile';

/** The todo button and the account menu (account-parts.ts): only a signed-in user's page loads them. */
const accountParts = lazyModule(() => import('./account-parts'));

export function Header({ brand }: HeaderProps) {
  const session = useSession();
  const { user, signedIn } = session;
  // A handle is server markup: the account shows once the sanitiser has loaded too (beside the
  // session request), so the handle never replaces the username after the first paint.
  const handleTools = useLazyModule(markupTools, Boolean(user?.htmlHandle));
  // The account's code too (account-parts.ts), loaded once the settings say someone is signed in.
  const parts = useLazyModule(accountParts, signedIn);
  const loading = session.loading || (Boolean(user?.htmlHandle) && !handleTools.module && !handleTools.failed) ||
    (signedIn && !parts.module && !parts.failed);
  const path = useCurrentPath({ deferred: true });
  const [openPanel, setOpenPanel] = useState<PanelName | null>(null);

  // Client-side navigation closes any open panel. Only a change: on mount this effect runs
  // after the first paint, and must not undo a click made in between.
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    setOpenPanel(null);
  }, [path]);

  // One disclosure per panel, all driven by openPanel (called unconditionally: hook order).
  const setOpenOf = (name: PanelName) => (open: boolean) =>
    setOpenPanel((current) => (open ? name : current === name ? null : current));
  const courses = useDisclosure('course-panel', openPanel === 'courses', setOpenOf('courses'));
  const todo = useDisclosure('todo-box', openPanel === 'todo', setOpenOf('todo'));
  const userMenu = useDisclosure('user-menu-list', openPanel === 'user', setOpenOf('user'));
  const mobile = useDisclosure('mobile-panel', openPanel === 'mobile', setOpenOf('mobile'));
  const account = !loading && signedIn && user ? user : null;

  return (
    <header className="header" part="header">
      <div className="bar" part="bar">
        <a className="brand" href="/" part="brand">
          {brand?.trim() || DEFAULT_BRAND}
        </a>
        <nav className="main-nav desktop" aria-label="Main">
          <ul className="nav-list">
            <li>
              <CourseMenu disclosure={courses} />
            </li>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  className="nav-link"
                  part="nav-link"
                  href={link.href}
                  aria-current={isCurrentSection(path, link.href) ? 'page' : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account" part="account">
          {account && parts.module && <parts.module.TodoButton username={account.username} disclosure={todo} />}
          {account && parts.module && (
            <div className="desktop">
              <parts.module.UserMenu user={account} disclosure={userMenu} />
            </div>
          )}
          {account && parts.failed && (
            // The menu panel still has the account's links; this brings the bar's back.
            <button type="button" className="link-button desktop" part="account-retry" onClick={parts.retry}>
              Retry account menu
            </button>
          )}
          {!loading && !account && (
            <ul className="visitor-links desktop">
              {visitorLinks(path).map((link) => (
                <li key={link.label}>
                  <a className={link.label === 'Login' ? 'nav-link' : 'nav-link signup'} part="visitor-link" href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <MobileMenuButton disclosure={mobile} />
        </div>
      </div>
      <MobilePanel
        disclosure={mobile}
        account={account}
        ready={!loading}
        path={path}
      />
    </header>
  );
}
