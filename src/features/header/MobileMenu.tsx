/**
 * The header at 960px wide or less: a menu button (aria-expanded) toggling a
 * panel with the same links — course categories as expandable groups, the site sections and
 * the account links. Escape closes it and returns focus to the menu button.
 */
import type { CurrentUser } from '../../core/session-types';
import { GENERIC_ERROR_MESSAGE } from '../../core/http';
import { lazyModule, useLazyModule } from '../../ui/useLazyModule';
import { MenuIcon } from './icons';
import type { Disclosure } from './useDisclosure';

/** The panel's content, loaded when the menu first opens (MobileMenuContent.tsx). */
const menuContent = lazyModule(() => import('./MobileMenuContent'));
const warm = () => void menuContent.load().catch(() => undefined);

interface MobileMenuProps {
  /** Its button is the menu button in the bar (MobileMenuButton): focus returns there on Escape. */
  disclosure: Disclosure;
  /** The signed-in user, or null for visitors (and while the session loads). */
  account: CurrentUser | null;
  /** False while the session loads: no account section yet. */
  ready: boolean;
  path: string;
}

export function MobileMenuButton({ disclosure }: Pick<MobileMenuProps, 'disclosure'>) {
  return (
    <button {...disclosure.triggerProps} type="button" className="icon-button hamburger" part="menu-button"
      onPointerEnter={warm} onFocus={warm}>
      <MenuIcon open={disclosure.open} />
      <span className="visually-hidden">Menu</span>
    </button>
  );
}

export function MobilePanel({ disclosure, account, ready, path }: MobileMenuProps) {
  const { open } = disclosure;
  const content = useLazyModule(menuContent, open);

  return (
    <div {...disclosure.panelProps} className="mobile-panel" part="mobile-panel" aria-busy={open && !content.module && !content.failed ? true : undefined}>
      {/* Content only while open: nothing to lay out (or sanitise) for a closed panel. */}
      {open && content.module && <content.module.MobileMenuContent account={account} ready={ready} path={path} />}
      {open && content.failed && (
        <p className="panel-note error" role="alert">
          {GENERIC_ERROR_MESSAGE}{' '}
          <button type="button" className="link-button" onClick={content.retry}>Retry</button>
        </p>
      )}
    </div>
  );
}
