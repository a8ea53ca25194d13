/** Parts of the header that show who is signed in: the handle, the account links, Log out. */
import { useMemo, useState } from 'react';
import { logOut } from '../../api/auth';
import { reloadAtUsersRequest } from '../../core/reload-guard';
import { markupTools } from '../../core/markup-loader';
import { useLazyModule } from '../../ui/useLazyModule';
import type { CurrentUser } from '../../core/session-types';
import { SafeHtml } from '../../ui/SafeHtml';

/**
 * The user's handle from html_handle (server markup, sanitised), or the plain username when
 * the markup has no text or holds a link (a link inside the menu button would nest
 * interactive elements).
 */
export function Handle({ user }: { user: CurrentUser }) {
  // The header shows the account only once the sanitiser is here (Header.tsx), so normally it
  // is at once.
  const tools = useLazyModule(markupTools, Boolean(user.htmlHandle)).module;
  const { clean, usable } = useMemo(() => {
    // Without the sanitiser (it could not load) the plain username stands in.
    const sanitised = user.htmlHandle && tools ? tools.sanitize(user.htmlHandle, 'handle') : '';
    // Sanitised output is serialised HTML: an anchor always starts with "<a" and a space or ">".
    return { clean: sanitised, usable: sanitised !== '' && tools!.textOf(sanitised) !== '' && !/<a[\s>]/i.test(sanitised) };
  }, [user.htmlHandle, tools]);
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
      () => reloadAtUsersRequest(),
      () => setBusy(false),
    );
  };
  return { logout, busy };
}
