import { declareElement, t } from '../core/declare';
import { closeDetail, modalParts } from './shared.decl';

/** The modal's types (icon, colour, spoken label), written once: ui/icons.tsx imports them. */
export const MODAL_TYPES = ['info', 'success', 'warning', 'error', 'attention'] as const;

export const declaration = declareElement({
  tag: 'cc-modal',
  summary: 'An info, success, warning, error or attention modal dialog with slotted content and ' +
    'actions.',
  description:
    'Set `open` to show it. Focus moves into the dialog, Tab and Shift+Tab stay inside it, ' +
    'Escape, the × control, a click on the backdrop or an action closes it, and focus returns ' +
    'to where it was. Closing removes the `open` attribute. A slotted element with a ' +
    '`data-close` attribute closes the modal when clicked (its value is reported in ' +
    'cc-close). Who sees it follows the site\'s rule: with `login-required` only signed-in ' +
    'users; without it only visitors, unless `all-allowed`. With `once-key` the modal is ' +
    'one-time: once dismissed it stays closed while the cookie named by the key lives.',
  props: {
    type: {
      type: t.oneOf(...MODAL_TYPES),
      default: 'info',
      description: 'Icon, colour and spoken label (default info).',
    },
    heading: {
      type: t.string,
      description: 'The dialog\'s title and accessible name (default: the type\'s label, e.g. "Warning").',
    },
    open: {
      type: t.boolean,
      description: 'Shows the modal (when the audience and once rules allow it); removed when it closes.',
    },
    onceKey: {
      type: t.string,
      description: 'Makes it a one-time modal remembered in a cookie of this name.',
    },
    onceDays: {
      type: t.number,
      description: 'Lifetime of the once cookie in days (fractions allowed); without it, the browser ' +
        'session.',
    },
    loginRequired: {
      type: t.boolean,
      description: 'Shows only to signed-in users.',
    },
    allAllowed: {
      type: t.boolean,
      description: 'Shows to visitors and signed-in users alike (ignored with login-required).',
    },
    actionLabel: {
      type: t.string,
      default: 'Okay',
      description: 'Text of the default button shown when no actions are slotted (default "Okay").',
    },
  },
  events: {
    'cc-open': {
      description: 'The modal became visible.',
    },
    'cc-close': {
      detail: closeDetail,
      cancelable: true,
      description: 'The user asked to close it; detail { reason: \'escape\' | \'close-button\' | \'backdrop\' | ' +
        '\'action\', value? }. Cancel the event to keep it open.',
    },
  },
  parts: {
    ...modalParts,
    'header': 'Icon, heading and close control.',
    'actions': 'The footer with the actions.',
    'action': 'The default "Okay" button.',
  },
  cssProperties: {
    '--cc-modal-width': 'Width of the box (500px).',
    '--cc-modal-attention': 'Accent colour of attention modals.',
  },
  slots: {
    '': 'The modal\'s content.',
    'actions': 'Action buttons; mark closing ones with data-close="value".',
  },
});
