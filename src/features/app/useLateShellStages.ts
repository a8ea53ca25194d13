/**
 * The shell's late parts (account prompts, offline and cookie banners, toasts, alerts, dialogs)
 * load after the first paint, in stages (lazy-elements.ts): none of them is needed to show the
 * page, and their tags wait undefined (taking no space) until then.
 */
import { useEffect, useState } from 'react';
import { ANNOUNCING_ROUTES } from './server-view';
import { loadInStagesAfterFirstPaint } from './lazy-elements';

/**
 * Shell elements nothing on the first paint needs, in three stages: the cookie banner, which a
 * first-time visitor sees at once; the announcements to acknowledge (cc-alerts), once the page
 * has shown its content; then the parts that show nothing yet or show below the page, once the
 * announcements are in and shown.
 */
export const LATE_SHELL_STAGES = [
  ['cc-cookie-banner'],
  ['cc-alerts'],
  ['cc-account-prompts', 'cc-offline-banner', 'cc-toasts', 'cc-command-prompt', 'cc-contest-start-notification'],
] as const;

/** How long each of the later stages waits for its signal at most. */
const STAGE_WAIT_MS = 2000;

/** A promise that `settle()` resolves, or STAGE_WAIT_MS at the latest. */
function signal(settled = false) {
  let settle = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  if (settled) settle();
  const timer = setTimeout(settle, STAGE_WAIT_MS);
  return { done, settle, stop: () => clearTimeout(timer) };
}

/**
 * The late stages' gates: the announcements wait for the page as loaded to show its content
 * (on the routes that say so), so their modules, socket and requests do not stand between the
 * page's answer and its first show; the last stage waits for the announcements (cc-alerts-settled,
 * or cc-alerts could not load), so its parts do not stand before what a first-time visitor must
 * acknowledge.
 */
function lateStageSignals(routeKind: string) {
  const pageShown = signal(!ANNOUNCING_ROUTES.has(routeKind));
  const alertsSettled = signal();
  return {
    gates: [null, pageShown.done, alertsSettled.done],
    pageShown: pageShown.settle,
    alertsSettled: alertsSettled.settle,
    stop() {
      pageShown.stop();
      alertsSettled.stop();
    },
  };
}

/**
 * Loads the late stages for the page as loaded (`routeKind`); returns `pageShown`, to call once
 * the page has said it shows its content (cc-page-meta).
 */
export function useLateShellStages(host: HTMLElement, routeKind: string): () => void {
  const [lateStages] = useState(() => lateStageSignals(routeKind));
  useEffect(() => {
    const stopStages = loadInStagesAfterFirstPaint(LATE_SHELL_STAGES, lateStages.gates, (tag, defined) => {
      if (tag === 'cc-alerts' && !defined) lateStages.alertsSettled();
    });
    // On the shadow root: the event is addressed to the app and stops there (containsEvents).
    const root = host.shadowRoot!;
    root.addEventListener('cc-alerts-settled', lateStages.alertsSettled);
    return () => {
      stopStages();
      lateStages.stop();
      root.removeEventListener('cc-alerts-settled', lateStages.alertsSettled);
    };
  }, [host, lateStages]);
  return lateStages.pageShown;
}
