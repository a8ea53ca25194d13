/**
 * POST /api/auth/logout: ends the session. The server also sets the logout marker cookie that
 * tells the next page to clear storage.
 */
import { post } from '../core/http';

export async function logOut(): Promise<void> {
  // The cached user-me still names the user: the post invalidates it (core/cache-tags.ts).
  await post<unknown>('/api/auth/logout', {});
}
