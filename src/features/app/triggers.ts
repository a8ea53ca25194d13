/**
 * Contest-start-notification triggers (SPEC §2): any element marked
 * data-cc-contest-start-notification="{contest code}", anywhere in the page or in a shadow
 * root. A click forces the login check: visitors go to the login page with the current path as
 * destination; for signed-in users a cc-contest-start-notification event {contestCode} is
 * dispatched on the document for the reminder form to open.
 */
import { nav } from '../../core/nav';
import { loginUrl } from './logic';

export const CONTEST_START_TRIGGER_ATTRIBUTE = 'data-cc-contest-start-notification';
export const CONTEST_START_EVENT = 'cc-contest-start-notification';

export interface ContestStartNotificationDetail {
  contestCode: string;
}

const CONTEST_CODE = /^[A-Za-z0-9_]{2,30}$/;

const handled = new WeakSet<Event>();

function triggerOf(event: Event): Element | null {
  for (const node of event.composedPath()) {
    if (node instanceof Element && node.hasAttribute(CONTEST_START_TRIGGER_ATTRIBUTE)) return node;
  }
  return null;
}

/**
 * Listens for trigger clicks; `signedIn` answers the login check (it may wait for the page
 * settings). Returns the stop function.
 */
export function handleContestStartTriggers(signedIn: () => Promise<boolean>): () => void {
  const onClick = (event: MouseEvent) => {
    const trigger = triggerOf(event);
    // Two apps on one page both listen; the first one handles the click.
    if (!trigger || handled.has(event)) return;
    handled.add(event);
    // A trigger may be a link or sit inside one: the click is ours either way.
    event.preventDefault();
    const contestCode = (trigger.getAttribute(CONTEST_START_TRIGGER_ATTRIBUTE) ?? '').trim();
    if (!CONTEST_CODE.test(contestCode)) {
      console.warn(`${CONTEST_START_TRIGGER_ATTRIBUTE}: expects a contest code; got ${JSON.stringify(contestCode)}. The click is ignored.`);
      return;
    }
    const destination = nav.path();
    void signedIn().then((yes) => {
      if (!yes) {
        nav.assign(loginUrl(destination));
        return;
      }
      document.dispatchEvent(
        new CustomEvent<ContestStartNotificationDetail>(CONTEST_START_EVENT, { detail: { contestCode } }),
      );
    });
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
