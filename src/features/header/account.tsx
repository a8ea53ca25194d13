/** Parts of the header that show who is signed in: the handle, the account links, Log out. */
import { useMemo, useState } from 'react';
import { logOut } from '../../api/auth';
import { nav } from '../../core/nav';
import { sanitize, textOf } from '../../core/sanitize';
import type { CurrentUser } from '../../core/types';
import { SafeHtml } from '../../ui/SafeHtml';

/**
 * The user's handle from html_handle (server markup, sanitised), or the plain username when
 * the markup has no text or holds a link (a link inside the menu button would nest
 * interactive elements).
 */
export function Handle({ user }: { user: CurrentUser }) {
  const { clean, usable } = useMemo(() => {
    const sanitised = user.htmlHandle ? sanitize(user.htmlHandle, 'handle') : '';
    // Sanitised output is serialised HTML: an anchor always starts with "<a" and a space or ">".
    return { clean: sanitised, usable: textOf(sanitised) !== '' && !/<a[\s>]/i.test(sanitised) };
  }, [user.htmlHandle]);
  return usable ? (
    <SafeHtml as="span" kind="handle" markup={clean} className="handle" />
  ) : (
    <span className="handle">{user.username}</span>
  );
}

/** Log out: POST, then reload the page as a visitor. A failure is shown by the http layer. */
export function useLogout(): { logout: () => void; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const logout = () => {
    if (busy) return;
    setBusy(true);
    logOut().then(
      () => nav.reload(),
      () => setBusy(false),
    );
  };
  return { logout, busy };
}
