/**
 * POST /api/auth/logout: ends the session. The server also sets the logout marker cookie that
 * tells the next page to clear storage.
 */
import { cacheDelete } from './cache';
import { post } from '../core/http';
import { USER_ME_CACHE_NAME } from './user-me';

export async function logOut(): Promise<void> {
  await post<unknown>('/api/auth/logout', {});
  // The cached user-me still names the user; the reloaded page must not believe it.
  cacheDelete(USER_ME_CACHE_NAME);
}
