/**
 * The sign-in flows' half of the user-key rule (api/user-key.ts), apart from it so the pages'
 * first download does not carry it: only the server form (sign-in, sign-up) needs it.
 */
import { sha256Hex } from '../core/cache-crypto';
import { storage } from '../core/storage';
import { askServerForKey, forgetUserKey, USER_KEY_FINGERPRINT_STORAGE_KEY } from './user-key';

/**
 * Before leaving a page after a form that may have changed who is signed in (sign-in, sign-up):
 * asks the server for the current key and records its fingerprint, clearing storage first when it
 * differs, as the load check would. The next page's checkUserKeyAtLoad then finds the key known,
 * instead of clearing storage and reloading the page it has just loaded. Never throws: on failure
 * the load check does the work as before.
 */
export async function recordUserKeyBeforeLeaving(): Promise<void> {
  forgetUserKey();
  try {
    const fingerprint = await sha256Hex(await askServerForKey(true));
    const known = storage.get(USER_KEY_FINGERPRINT_STORAGE_KEY);
    if (known === fingerprint) return;
    if (known !== null) storage.clear();
    storage.set(USER_KEY_FINGERPRINT_STORAGE_KEY, fingerprint);
  } catch {
    // The next page's load check compares and, if need be, clears and reloads.
  }
}

