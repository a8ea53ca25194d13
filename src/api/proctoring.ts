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
 * One check. Any refusal or failure is a failed check carrying the server's message when it
 * gave one; the body of a success is not read.
 */
export async function checkProctoring(contest: string): Promise<ProctoringCheck> {
  try {
    await get<unknown>(`/api/proctoring/is-user-verified/${encodeURIComponent(contest)}`, {
      quiet: true, proctoringToken: proctoringTokenOf(contest),
    });
    return { ok: true };
  } catch (error) {
    const message = error instanceof HttpError ? str(asObject(error.body)?.message) ?? '' : '';
    return { ok: false, message };
  }
}
