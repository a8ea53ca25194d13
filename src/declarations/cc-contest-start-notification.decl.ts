import { declareElement } from '../core/declare';
import { contestStartDetail, formSuccessDetail, modalParts, serverFormParts } from './shared.decl';

export const declaration = declareElement({
  tag: 'cc-contest-start-notification',
  summary: 'The contest-start-notification popup: a reminder form for any contest trigger on the ' +
    'page.',
  description:
    'Put it once on a page (cc-app renders one). It handles clicks on every element marked ' +
    'data-cc-contest-start-notification="{contest code}", in the page or in any shadow root ' +
    '(a trigger inside a link does not follow the link). Visitors go to ' +
    '/login?destination={current path}. For a signed-in user it fires ' +
    'cc-contest-start-notification {contestCode} on the document and, unless a listener ' +
    'cancels it, opens a dialog titled "Contest reminder: {code}" with the server\'s form (GET ' +
    '/api/notification/form/ContestStartNotification/{code}, a server-driven form like ' +
    'cc-server-form). After a successful submit the dialog shows the server\'s message and a ' +
    'Done button. Escape, the × control or a click outside close it, and focus returns to the ' +
    'trigger. A malformed contest code is reported in the console and the click is ignored. ' +
    'With several of these elements on a page only one opens a popup per click. No ' +
    'attributes.',
  events: {
    'cc-contest-start-notification': {
      detail: contestStartDetail,
      cancelable: true,
      on: 'document',
      description: 'On document, when a signed-in user clicks a trigger: detail {contestCode}. Cancel it to ' +
        'open your own form instead.',
    },
    'cc-form-success': {
      detail: formSuccessDetail,
      cancelable: true,
      description: 'The reminder was saved: detail {message, redirect}. Cancel it to keep the dialog\'s ' +
        'message from showing.',
    },
  },
  parts: {
    ...modalParts,
    ...serverFormParts,
    'done': 'The Done button shown after success (closes the dialog).',
  },
  cssProperties: {
    '--cc-modal-width': 'Width of the dialog (500px).',
  },
});
