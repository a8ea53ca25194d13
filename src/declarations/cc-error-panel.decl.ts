import { declareElement, t } from '../core/declare';
import { closeDetail } from './shared.decl';

export const declaration = declareElement({
  tag: 'cc-error-panel',
  summary: 'A generic error with a Reload button, inline or as a popup titled \'Error\'.',
  description:
    'Inline it is an alert that takes the place of the content that failed; with `popup` it ' +
    'is an error modal (focus moves into it, Escape or × closes it). Reload fires cc-reload ' +
    'and then reloads the page, unless a listener cancels the event (to reload only a form, ' +
    'say).',
  props: {
    message: {
      type: t.string,
      default: 'Some error occurred.',
      description: 'The message (default "Some error occurred."); slotted content wins.',
    },
    heading: {
      type: t.string,
      default: 'Error',
      description: 'Popup title (default "Error").',
    },
    popup: {
      type: t.boolean,
      description: 'Show as a modal instead of inline.',
    },
  },
  events: {
    'cc-reload': {
      cancelable: true,
      description: 'Reload was pressed; cancel it to handle the reload yourself.',
    },
    'cc-close': {
      detail: closeDetail,
      cancelable: true,
      description: 'Popup mode: the user closed the popup; detail { reason }. Cancel it to keep the popup ' +
        'open.',
    },
  },
  parts: {
    'panel': 'The inline panel.',
    'message': 'The message.',
    'reload': 'The Reload button.',
    'dialog': 'Popup mode: the dialog (see cc-modal for its inner parts).',
  },
  slots: {
    '': 'Rich message content, instead of the message attribute.',
  },
});
