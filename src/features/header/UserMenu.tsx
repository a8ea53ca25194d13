/**
 * The signed-in user's menu (toggles on click): a disclosure button showing the
 * handle, opening a list of account links and Log out. ArrowDown on the button opens it into
 * the first item; arrows move between items; Escape closes and returns focus to the button.
 */
import type { KeyboardEvent } from 'react';
import type { CurrentUser } from '../../core/session-types';
import { Handle, useLogout } from './account';
import { ChevronIcon } from './icons';
import { accountLinks, nextIndex } from './logic';
import type { Disclosure } from './useDisclosure';
import { useShadowStyles } from '../../ui/host';
import { accountPartsCss } from './account-parts.styles';

interface UserMenuProps {
  user: CurrentUser;
  disclosure: Disclosure;
}

const ITEMS = 'a, button';

export function UserMenu({ user, disclosure }: UserMenuProps) {
  useShadowStyles(accountPartsCss);
  const { logout, busy } = useLogout();

  const items = () => [...(disclosure.panelRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    disclosure.openAndFocus(() => items()[0]?.focus());
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const next = nextIndex(all.indexOf(event.target as HTMLElement), event.key, all.length);
    if (next === null) return;
    event.preventDefault();
    all[next].focus();
  };

  return (
    <div className="user-menu">
      <button
        {...disclosure.triggerProps}
        type="button"
        className="user-button"
        part="user-button"
        onKeyDown={onTriggerKeyDown}
      >
        <span className="visually-hidden">Account menu: </span>
        <Handle user={user} />
        <ChevronIcon />
      </button>
      <ul
        {...disclosure.panelProps}
        className="dropdown user-dropdown"
        part="user-menu"
        aria-label="Account"
        onKeyDown={onMenuKeyDown}
      >
        {accountLinks(user.username).map((link) => (
          <li key={link.href}>
            <a className="menu-item" href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="menu-item" onClick={logout} disabled={busy}>
            Log out
          </button>
        </li>
      </ul>
    </div>
  );
}
