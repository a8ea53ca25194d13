/**
 * Proctoring: the token a verified user's
 * contest answer carries is kept in storage per contest and sent by core/http as the
 * x-proctoring-token header on contest and problem loads and on the check
 * GET /api/proctoring/is-user-verified/{code}.
 */
import { get, HttpError } from '../core/http';
import { asObject, str } from '../core/json';
import { storage } from '../core/storage';

const TOKEN_PREFIX = 'cc:proctoring-token:';

export function storeProctoringToken(contest: string, token: string): void {
  if (token) storage.set(`${TOKEN_PREFIX}${contest}`, token);
}

/** The stored token of `contest`, or undefined (no header then). */
export function proctoringTokenOf(contest: string): string | undefined {
  return storage.get(`${TOKEN_PREFIX}${contest}`) ?? undefined;
}

export type ProctoringCheck = { ok: true } | { ok: false; message: string };

/**
 * One check. The server says a failed verification in a 200 answer ({status: 'error',
 * is_verified: false, message}): an expected outcome the page checks for every 10 to 30 s, not
 * an HTTP error the browser would log on every check. Any refusal or failure is a failed check
 * carrying the server's message when it gave one.
 */
export async function checkProctoring(contest: string): Promise<ProctoringCheck> {
  try {
    const answer = asObject(await get<unknown>(`/api/proctoring/is-user-verified/${encodeURIComponent(contest)}`, {
      quiet: true, proctoringToken: proctoringTokenOf(contest),
    }));
    const verified = answer?.is_verified !== false && (answer?.status === undefined || answer.status === 'success');
    return verified ? { ok: true } : { ok: false, message: str(answer?.message) ?? '' };
  } catch (error) {
    const message = error instanceof HttpError ? str(asObject(error.body)?.message) ?? '' : '';
    return { ok: false, message };
  }
}
