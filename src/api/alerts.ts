/**
 * GET /api/alerts/recent?alerts-all={lastAckId}&contest_{code}={lastAckId}: the alerts
 * after each channel's last acknowledged id (-1 when none). The reference server answers
 * {status: 'success', alerts: Alert[]}, oldest first; older deployments sent the bare array.
 */
import { get, unusableAnswer } from '../core/http';
import { parseAlert, type Alert } from '../domain/alerts';

/**
 * The alerts of an answer; malformed entries are dropped with a warning. An answer with no list
 * at all is unusable (it throws): read as "no recent alerts" it would replace the queue and drop
 * alerts the socket pushed meanwhile.
 */
function normaliseRecentAlerts(raw: unknown): Alert[] {
  const list = Array.isArray(raw)
    ? raw
    : typeof raw === 'object' && raw !== null && Array.isArray((raw as { alerts?: unknown }).alerts)
      ? (raw as { alerts: unknown[] }).alerts
      : null;
  if (list === null) {
    console.warn('cc-alerts: the recent-alerts answer holds no alerts list', raw);
    throw unusableAnswer(raw);
  }
  const alerts: Alert[] = [];
  for (const item of list) {
    const alert = parseAlert(item);
    if (alert) alerts.push(alert);
    else console.warn('cc-alerts: ignoring a malformed alert', item);
  }
  return alerts;
}

/**
 * Fetches the recent alerts. A failure shows nothing to the user; the
 * promise rejects so the caller keeps what it has.
 */
export async function fetchRecentAlerts(lastAckIds: Readonly<Record<string, number>>): Promise<Alert[]> {
  const answer = await get<unknown>('/api/alerts/recent', { params: lastAckIds, quiet: true });
  return normaliseRecentAlerts(answer);
}
