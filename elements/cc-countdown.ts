/**
 * @tag cc-countdown
 * @summary A labelled countdown (days, hours, minutes, seconds) to a moment in server time.
 * All countdowns of a page share one 1 s ticker and recompute from the server-offset clock, so
 * they never drift. After the target they show zero, never negative. While the page is offline
 * they show "No internet connection. Trying to reconnect…" instead. A missing or unreadable
 * target shows a message saying what is expected.
 * @attr {string} target - The moment counted down to: an ISO date (2026-09-01T10:00:00Z) or epoch seconds or milliseconds.
 * @attr {string} label - Names the timer, visibly and for screen readers (default "Time remaining").
 * @fires cc-countdown-end - Once, when the countdown reaches zero while shown (not for a target already past); detail {target} in ms.
 * @csspart countdown - The whole countdown.
 * @csspart label - The visible label.
 * @csspart timer - The role=timer box holding the units.
 * @csspart unit - One of days, hours, minutes, seconds.
 * @csspart value - The number in a unit.
 * @csspart error - The offline or bad-target message.
 * @cssprop --cc-countdown-background - Background of each unit.
 * @cssprop --cc-countdown-color - Colour of the numbers.
 * @cssprop --cc-countdown-label-color - Colour of the label.
 */
import { defineElement } from '../src/core/define';
import { CountdownElement } from '../src/features/countdown/CountdownElement';
import { countdownCss } from '../src/ui/countdown.styles';

export default defineElement('cc-countdown', CountdownElement, {
  props: { target: 'string', label: 'string' },
  styles: [countdownCss],
});
