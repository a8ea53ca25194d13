/**
 * The page's encrypted cache: core/cache.ts sealed with the user key (api/user-key.ts), so
 * what one user cached is unreadable for the next user of the browser. API calls cache through
 * this module only.
 */
import { createSealedCache } from '../core/cache';
import { getUserKey } from './user-key';

export { cacheEntryKey } from '../core/cache';
export { checkUserKeyAtLoad, forgetUserKey, getUserKey } from './user-key';

export const { cacheGet, cacheSet, cacheSetAfterPaint, cacheDelete, cacheClear, cached, cachedAs } = createSealedCache(getUserKey);
