import { declareElement } from '../core/declare';

export const declaration = declareElement({
  tag: 'cc-offline-banner',
  summary: 'Tells the user the page is offline, and when the connection is back.',
  description:
    'While offline (the window\'s offline event, or a request that got no answer): "You\'re ' +
    'offline. Trying to reconnect", while the page probes the server every 2 s. When it ' +
    'answers: "You\'re connected now!" for 2 s, then nothing. A polite live region ' +
    '(role=status) that stays in the page, empty and without size, so screen readers announce ' +
    'each message. No attributes.',
  parts: {
    'banner': 'The live region (data-state: hidden, offline or reconnected).',
    'text': 'The message.',
  },
  cssProperties: {
    '--cc-offline-banner-position': 'CSS position of the bar (default fixed, at the top).',
    '--cc-offline-banner-z-index': 'Stacking order of the bar (default 9500).',
    '--cc-offline-banner-background': 'Background while offline.',
    '--cc-offline-banner-connected-background': 'Background of the connected message.',
    '--cc-offline-banner-color': 'Text colour.',
  },
});
