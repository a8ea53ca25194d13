import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { removeSlotBeforeRender } from '../../ui/define-element';
import { useHost, useHostEvent } from '../../ui/host';
import { parseContestList } from '../../domain/alerts';
import { isContestCode } from '../../domain/codes';
import {
  acknowledgeAlert,
  alertHostsAtom,
  alertQueueAtom,
  attachAlertsHost,
  recentAlertsProblemAtom,
  recentAlertsSettledAtom,
  setAlertsContext,
  setHostContests,
} from '../../state/alerts';
import { useSession } from '../../state/session';
import { lazyModule, useLazyModule } from '../../ui/useLazyModule';
import { markupTools, withMarkupTools } from '../../core/markup-loader';
import { adoptAlertsPreviews, removeAlertsPreviews } from '../../state/alerts-preview';
import type { ElementProps } from '../../core/declare';
import { declaration } from '../../declarations/cc-alerts.decl';

/** The element's props, as its declaration (cc-alerts.decl.ts) says. */
export type AlertsProps = ElementProps<typeof declaration>;

/**
 * The stack (its dialog, focus trap and the sanitiser with the Markdown renderer for the
 * messages) loads when the first alert arrives: most pages never show one, and the stack is a
 * fixed overlay, so arriving a moment later moves nothing on the page. On a page that has the
 * sanitiser already (contest and problem pages), the stack's own small chunk loads as soon as
 * the page's first host starts, beside the recent-alerts call, not a round trip after it.
 */
const alertStack = lazyModule(() => withMarkupTools(import('./AlertStack')));
/** The recent-alerts problem as a card of its own (no alerts queued): loaded when it arises. */
const recentProblem = lazyModule(() => import('./RecentAlertsProblem'));

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
  const element = useHost();
  // The server's preview of the queue, if it sent one inside this tag (state/alerts-preview.ts).
  useState(() => adoptAlertsPreviews(element));
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

  const first = hosts[0] === host;
  const showing = first && queue.length > 0;
  const stack = useLazyModule(alertStack, showing || (first && markupTools.ready !== null));
  const problemCard = useLazyModule(recentProblem, first && !showing && problem !== null);
  // A card that could not load (offline) is tried again with the next problem.
  const { failed: cardFailed, retry: retryCard } = problemCard;
  useEffect(() => {
    if (cardFailed) retryCard();
  }, [problem]); // eslint-disable-line react-hooks/exhaustive-deps
  // A stack that could not load (offline) is tried again when the next alert arrives.
  const { failed, retry } = stack;
  useEffect(() => {
    if (failed) retry();
  }, [queue.length]); // eslint-disable-line react-hooks/exhaustive-deps

  // Once per page: the recent alerts are in and those to acknowledge are on screen (rendered in
  // this commit), or none came, or their stack could not load.
  const settled = useAtomValue(recentAlertsSettledAtom);
  const drawn = !showing || stack.module !== null || failed;
  // The server's previews go in the commit that puts this stack (or nothing to acknowledge) on screen.
  useLayoutEffect(() => {
    if (!first || !settled || !drawn) return;
    removeAlertsPreviews();
    removeSlotBeforeRender(element);
  }, [first, settled, drawn, element]);
  const told = useRef(false);
  useEffect(() => {
    if (!first || !settled || !drawn || told.current) return;
    told.current = true;
    emit('cc-alerts-settled', { alerts: queue.length });
  }, [first, settled, drawn, queue.length, emit]);

  if (showing && stack.module) return <stack.module.AlertStack alerts={queue} onAcknowledge={onAcknowledge} problem={problem} />;
  // No alert to show (or its stack still loading): an unusable recent-alerts answer is a card.
  const card = first && !showing && problem !== null;
  return card && problemCard.module ? <problemCard.module.RecentAlertsProblem reason={problem} inDialog={false} /> : null;
}
