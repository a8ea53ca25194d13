import { declareElement, t } from '../core/declare';
import { alertAcknowledgedDetail } from './shared.decl';

export const declaration = declareElement({
  tag: 'cc-alerts',
  summary: 'Real-time important announcements: a full-screen \'IMPORTANT ANNOUNCEMENT\' modal that ' +
    'each alert must be acknowledged in with \'Okay\'.',
  description:
    'Put one in the page\'s <body> (the SPA shell holds one). Every <cc-alerts> on a page ' +
    'shares one WebSocket to /ws/sub/{channels} (wss on https pages): \'alerts-all\' plus ' +
    '\'contest_{code}\' for each contest in the page settings\' visitedContests and in the ' +
    'contests attribute. On open it loads GET /api/alerts/recent (each channel\'s last ' +
    'acknowledged id, -1 when none) and shows those; pushed alerts join the queue. A close ' +
    'with code 4001 reconnects at once, any other close after 60 s, at most 10 times in a ' +
    'row; `window.dispatchEvent(new Event(\'cc-alerts-reconnect\'))` forces a reconnect. Alerts ' +
    'stack (10px offset each) behind the top one in a role=alertdialog that keeps focus until ' +
    'the queue is empty and then gives it back; Escape does not dismiss. \'Okay\' records the ' +
    'alert\'s id as its channel\'s last acknowledged id in local storage and in a 30-day ' +
    'cookie, keyed \'alerts-all\' for the all channel and \'{username}|contest_{code}\' for ' +
    'contest channels (the bare channel for visitors), and removes the same alert in other ' +
    'tabs. A recent-alerts answer of the wrong shape is reported (the server\'s message, else ' +
    '\'Some error occurred\') with Retry and Dismiss, and the queue keeps what it has; a failed call ' +
    'is not shown. Alert markup is sanitised. Only the first <cc-alerts> of a page renders the queue.',
  props: {
    contests: {
      type: t.string,
      description: 'Extra contest codes to listen to, separated by commas or spaces (e.g. "START1, START2"); ' +
        'codes that are not 2 to 30 letters, digits or _ are reported and ignored.',
    },
  },
  events: {
    'cc-alert-acknowledged': {
      detail: alertAcknowledgedDetail,
      description: '\'Okay\' was pressed on this page; detail {id, channel} (channel \'alerts-all\' or ' +
        '\'contest_{code}\').',
    },
    'cc-alerts-settled': {
      detail: t.object({ alerts: t.number }),
      description: 'Once per page, from the first <cc-alerts>: the recent alerts have been answered (or the ' +
        'call failed) and those to acknowledge are shown; detail {alerts}, how many are queued. The app ' +
        'loads its other late parts after it.',
    },
  },
  parts: {
    'mask': 'The full-screen blurred mask.',
    'dialog': 'The top alert\'s box (role alertdialog).',
    'title': 'The \'IMPORTANT ANNOUNCEMENT\' heading.',
    'message': 'The alert\'s (sanitised) message.',
    'count': '\'1 of N announcements\', shown when more than one alert is queued.',
    'okay': 'The \'Okay\' button.',
    'stacked': 'A card of a queued alert, drawn behind the top one.',
    'error': 'Why the recent alerts could not be loaded (an answer of the wrong shape): in the dialog, or a card at the bottom of the screen when nothing is queued.',
    'retry': 'The message\'s \'Retry\' button (asks for the recent alerts again; the queue stays).',
    'dismiss': 'The message\'s \'Dismiss\' button.',
  },
  cssProperties: {
    '--cc-alerts-z-index': 'Stacking order of the mask (10000).',
    '--cc-alerts-width': 'Width of the alert box (500px; at most the viewport minus a margin).',
    '--cc-alerts-mask': 'Background of the mask (a light translucent tint).',
    '--cc-alerts-blur': 'Blur radius of the page behind the mask (3px).',
  },
});
