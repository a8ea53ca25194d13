import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useHostEvent } from '../../core/define';
import { parseContestList } from '../../domain/alerts';
import { isContestCode } from '../../domain/codes';
import {
  acknowledgeAlert,
  alertHostsAtom,
  alertQueueAtom,
  attachAlertsHost,
  recentAlertsProblemAtom,
  setAlertsContext,
  setHostContests,
} from '../../state/alerts';
import { useSession } from '../../state/session';
import { AlertStack } from './AlertStack';
import { RecentAlertsProblem } from './RecentAlertsProblem';
import type { ElementProps } from '../../core/declare';
import { declaration } from '../../../elements/cc-alerts.decl';

/** The element's props, as its declaration (cc-alerts.decl.ts) says. */
export type AlertsProps = ElementProps<typeof declaration>;

const warnedValues = new Set<string>();

/** The valid codes of the `contests` attribute; bad ones are reported once and ignored. */
function useContestCodes(contests: string | undefined): string[] {
  const key = contests ?? '';
  return useMemo(() => {
    const codes = parseContestList(key);
    const bad = codes.filter((code) => !isContestCode(code));
    if (bad.length > 0 && !warnedValues.has(key)) {
      warnedValues.add(key);
      console.warn(
        `<cc-alerts>: attribute "contests" expects contest codes (2 to 30 letters, digits or _) separated by commas; ` +
          `got ${JSON.stringify(key)}. Ignoring ${bad.map((code) => JSON.stringify(code)).join(', ')}.`,
      );
    }
    return codes.filter(isContestCode);
  }, [key]);
}

/**
 * <cc-alerts>: joins the page's one alert socket and, if it is the first host on the page,
 * shows the queue as a modal stack. While the queue is empty it renders nothing, unless the
 * recent alerts could not be loaded (then a card says so).
 */
export function AlertsHost({ contests }: AlertsProps) {
  const [host] = useState(() => Symbol('cc-alerts'));
  const hosts = useAtomValue(alertHostsAtom);
  const queue = useAtomValue(alertQueueAtom);
  const problem = useAtomValue(recentAlertsProblemAtom);
  const { settings, loading } = useSession();
  const codes = useContestCodes(contests);
  const codesKey = codes.join(',');
  const emit = useHostEvent(declaration);

  // Attach with the first codes (no reconnect right after opening); later changes re-target.
  const [firstCodes] = useState(codes);
  useEffect(() => attachAlertsHost(host, firstCodes), [host, firstCodes]);
  useEffect(() => setHostContests(host, codesKey === '' ? [] : codesKey.split(',')), [host, codesKey]);

  // "Ready" once the settings have loaded; if they cannot be had, the all channel still works.
  const username = settings?.username ?? '';
  const visitedKey = (settings?.visitedContests ?? []).join(',');
  useEffect(() => {
    if (loading) return;
    setAlertsContext({ username, visitedContests: visitedKey === '' ? [] : visitedKey.split(',') });
  }, [loading, username, visitedKey]);

  const onAcknowledge = useCallback(
    (id: number) => {
      const acknowledged = acknowledgeAlert(id);
      if (acknowledged) emit('cc-alert-acknowledged', acknowledged);
    },
    [emit],
  );

  if (hosts[0] !== host) return null;
  if (queue.length > 0) return <AlertStack alerts={queue} onAcknowledge={onAcknowledge} problem={problem} />;
  return problem !== null ? <RecentAlertsProblem reason={problem} inDialog={false} /> : null;
}
