/** Reading the cc-countdown `target` attribute: an ISO date, or epoch seconds or milliseconds. */

export type CountdownTarget = { ok: true; ms: number } | { ok: false; message: string };

export const MISSING_TARGET_MESSAGE =
  'Countdown unavailable: no target time was given (use an ISO date or epoch seconds/milliseconds).';

function badTargetMessage(raw: string): string {
  return `Countdown unavailable: "${raw}" is not a date (use an ISO date such as 2026-09-01T10:00:00Z, or epoch seconds/milliseconds).`;
}

/** Below this a number is epoch seconds (1e12 ms is 2001; 1e12 s is 33658 AD). */
const SECONDS_BELOW = 1e12;

export function parseCountdownTarget(raw: string | undefined | null): CountdownTarget {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: false, message: MISSING_TARGET_MESSAGE };
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    return { ok: true, ms: n < SECONDS_BELOW ? n * 1000 : n };
  }
  // Date.parse also accepts loose forms ("1", "May"); insist on a date that starts YYYY-MM-DD.
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) {
    const ms = Date.parse(text);
    if (Number.isFinite(ms)) return { ok: true, ms };
  }
  return { ok: false, message: badTargetMessage(text) };
}
