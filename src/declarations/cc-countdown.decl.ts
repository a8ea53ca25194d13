import { declareElement, t } from '../core/declare';

export const declaration = declareElement({
  tag: 'cc-countdown',
  summary: 'A labelled countdown (days, hours, minutes, seconds) to a moment in server time.',
  description:
    'All countdowns of a page share one 1 s ticker and recompute from the server-offset ' +
    'clock, so they never drift. After the target they show zero, never negative. While the ' +
    'page is offline they show "No internet connection. Trying to reconnect…" instead. A ' +
    'missing or unreadable target shows a message saying what is expected.',
  props: {
    target: {
      type: t.string,
      description: 'The moment counted down to: an ISO date (2026-09-01T10:00:00Z) or epoch seconds or ' +
        'milliseconds.',
    },
    label: {
      type: t.string,
      default: 'Time remaining',
      description: 'Names the timer, visibly and for screen readers (default "Time remaining").',
    },
  },
  events: {
    'cc-countdown-end': {
      detail: t.object({ target: t.number }),
      description: 'Once, when the countdown reaches zero while shown (not for a target already past); ' +
        'detail {target} in ms.',
    },
  },
  parts: {
    'countdown': 'The whole countdown.',
    'label': 'The visible label.',
    'timer': 'The role=timer box holding the units.',
    'unit': 'One of days, hours, minutes, seconds.',
    'value': 'The number in a unit.',
    'error': 'The offline or bad-target message.',
  },
  cssProperties: {
    '--cc-countdown-background': 'Background of each unit.',
    '--cc-countdown-color': 'Colour of the numbers.',
    '--cc-countdown-label-color': 'Colour of the label.',
  },
});
