/** Who the page is for: a visitor or a signed-in user. Pure. */
import type { PageSettings } from '../core/session-types';

export function isSignedIn(settings: Pick<PageSettings, 'username'>): boolean {
  return settings.username !== '';
}
