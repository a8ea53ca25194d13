/**
 * GET /captcha/refresh/{id}: a new picture for a form's
 * captcha: status, message, data {url, sid, token}. Quiet: the form shows a failure's message
 * itself, next to the picture.
 */
import { GENERIC_ERROR_MESSAGE, HttpError, get } from '../core/http';
import { asObject, str } from '../core/json';

export interface FreshCaptcha {
  url: string;
  sid: string;
  token: string;
}

export class CaptchaRefreshError extends Error {
  override readonly name = 'CaptchaRefreshError';
}

/** The new captcha, or a CaptchaRefreshError carrying the message to show. */
export async function refreshCaptcha(id: string): Promise<FreshCaptcha> {
  let raw: unknown;
  try {
    raw = await get<unknown>(`/captcha/refresh/${encodeURIComponent(id)}`, { quiet: true });
  } catch (error) {
    throw new CaptchaRefreshError(error instanceof HttpError ? error.message : GENERIC_ERROR_MESSAGE);
  }
  const answer = asObject(raw);
  const data = asObject(answer?.data);
  const url = str(data?.url);
  const sid = str(data?.sid);
  const token = str(data?.token);
  if (answer?.status !== 'success' || !url || !sid || token === undefined) {
    throw new CaptchaRefreshError(str(answer?.message)?.trim() || GENERIC_ERROR_MESSAGE);
  }
  return { url, sid, token };
}
