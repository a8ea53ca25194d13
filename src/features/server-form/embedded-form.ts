/**
 * The page's own form, embedded in the page settings (formHTML, loginRequired): a server page
 * sends the first markup of its form with the page, so that form shows at once, without its
 * first GET, and says whether the form may be sent by visitors at all.
 *
 * The embedded form belongs to one server form on the page: the one whose address has the
 * embedded form's action as its path; when the markup names no action (or there is no markup,
 * only the loginRequired flag), the first server form that loads. It is taken once per page
 * load, so a Reload, a form shown later or a page the app moves to asks the server.
 */
import { sanitizedFragment } from '../../core/sanitize';
import type { PageSettings } from '../../core/session-types';
import { onPageReset } from '../../core/page-reset';

export interface EmbeddedForm {
  /** The first markup of the form ('' when the page embeds only the flag); untrusted. */
  markup: string;
  loginRequired: boolean;
}

let taken = false;

onPageReset(() => {
  taken = false;
});

/** The path of the markup's form action, or null when it names none. */
function actionPath(markup: string, origin: string): string | null {
  // Sanitised like the markup that will be shown: the action must survive the same profile.
  const action = sanitizedFragment(markup, 'serverForm').querySelector('form')?.getAttribute('action');
  if (!action) return null;
  try {
    return new URL(action, origin).pathname;
  } catch {
    return null;
  }
}

/** The embedded form when it is this form's (and not taken yet), else null. */
export function takeEmbeddedForm(settings: PageSettings | null, address: string, origin: string): EmbeddedForm | null {
  if (taken || !settings || (settings.formHTML.trim() === '' && !settings.loginRequired)) return null;
  const markup = settings.formHTML.trim() === '' ? '' : settings.formHTML;
  const path = markup ? actionPath(markup, origin) : null;
  if (path !== null && path !== new URL(address, origin).pathname) return null;
  taken = true;
  return { markup, loginRequired: settings.loginRequired };
}
