/**
 * Contest-start-notification triggers: any element marked
 * data-cc-contest-start-notification="{contest code}", anywhere in the page or in a shadow
 * root. A click forces the login check: visitors go to the login page with the current path as
 * destination; for signed-in users a cc-contest-start-notification event {contestCode} is
 * dispatched on the document (cancelable: a page that cancels it opens its own form), then the
 * handler's `open` is called.
 */
import { nav } from '../../core/nav';
import { isContestCode } from '../../domain/codes';
import { loginUrl } from '../../domain/routes';
import type { ElementEventDetails } from '../../core/declare';
import { declaration } from '../../declarations/cc-contest-start-notification.decl';

const CONTEST_START_TRIGGER_ATTRIBUTE = 'data-cc-contest-start-notification';
export const CONTEST_START_EVENT = 'cc-contest-start-notification';

export type ContestStartNotificationDetail = ElementEventDetails<typeof declaration>['cc-contest-start-notification'];

/** Clicks already taken by a handler: two handlers on one page must not both act. */
const handled = new WeakSet<Event>();

function triggerOf(event: Event): Element | null {
  for (const node of event.composedPath()) {
    if (node instanceof Element && node.hasAttribute(CONTEST_START_TRIGGER_ATTRIBUTE)) return node;
  }
  return null;
}

/**
 * Listens for trigger clicks; `signedIn` answers the login check (it may wait for the page
 * settings), `open` shows the reminder form. Returns the stop function.
 */
export function handleContestStartTriggers(
  signedIn: () => Promise<boolean>,
  open: (contestCode: string) => void = () => undefined,
): () => void {
  const onClick = (event: MouseEvent) => {
    const trigger = triggerOf(event);
    if (!trigger || handled.has(event)) return;
    handled.add(event);
    // A trigger may be a link or sit inside one: the click is ours either way. The capture
    // phase (below) puts this before any bubbling link handler, such as the app's router.
    event.preventDefault();
    const contestCode = (trigger.getAttribute(CONTEST_START_TRIGGER_ATTRIBUTE) ?? '').trim();
    if (!isContestCode(contestCode)) {
      console.warn(`${CONTEST_START_TRIGGER_ATTRIBUTE}: expects a contest code; got ${JSON.stringify(contestCode)}. The click is ignored.`);
      return;
    }
    const destination = nav.path();
    void signedIn().then((yes) => {
      if (!yes) {
        nav.assign(loginUrl(destination));
        return;
      }
      const proceed = document.dispatchEvent(
        new CustomEvent<ContestStartNotificationDetail>(CONTEST_START_EVENT, { detail: { contestCode }, cancelable: declaration.events['cc-contest-start-notification'].cancelable }),
      );
      if (proceed) open(contestCode);
    });
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
