/**
 * The signed-in user's menu (toggles on click): a disclosure button showing the
 * handle, opening a list of account links and Log out. ArrowDown on the button opens it into
 * the first item; arrows move between items; Escape closes and returns focus to the button.
 */
import { useRef, type KeyboardEvent } from 'react';
import type { CurrentUser } from '../../core/types';
import { Handle, useLogout } from './account';
import { ChevronIcon } from './icons';
import { accountLinks, nextIndex } from './logic';
import { useDismiss } from './useDismiss';

interface UserMenuProps {
  user: CurrentUser;
  open: boolean;
  setOpen: (open: boolean) => void;
}

const ITEMS = 'a, button';

export function UserMenu({ user, open, setOpen }: UserMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const { logout, busy } = useLogout();
  useDismiss(open, () => setOpen(false), [menu, trigger], trigger);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    requestAnimationFrame(() => items()[0]?.focus());
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
        ref={trigger}
        type="button"
        className="user-button"
        part="user-button"
        aria-expanded={open}
        aria-controls="user-menu-list"
        onClick={() => setOpen(!open)}
        onKeyDown={onTriggerKeyDown}
      >
        <span className="visually-hidden">Account menu: </span>
        <Handle user={user} />
        <ChevronIcon />
      </button>
      <ul
        ref={menu}
        id="user-menu-list"
        className="dropdown user-dropdown"
        part="user-menu"
        aria-label="Account"
        hidden={!open}
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
