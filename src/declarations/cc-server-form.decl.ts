import { declareElement, t } from '../core/declare';
import { formErrorDetail, formSuccessDetail, serverFormParts } from './shared.decl';

export const declaration = declareElement({
  tag: 'cc-server-form',
  summary: 'A server-driven form: loads its markup from the server, posts it, shows the outcome.',
  description:
    'GET {src} answers {status, form, formId}; the form markup is sanitised and shown with ' +
    'autocomplete off on every input. Submitting posts the fields to {src} (multipart when ' +
    'the form has enctype="multipart/form-data", else urlencoded) with the x-csrf-token ' +
    'header. Success shows the server\'s message (role=status) and, with a redirect, goes ' +
    'there: at once for timeout 0, after 3000 ms without a timeout, else after the given ms. ' +
    'Field errors (names with underscores match elements whose id has hyphens) are shown ' +
    'under the field (aria-invalid, aria-describedby) or, for no field, in a list with a ' +
    'cross mark; a re-rendered form from the server replaces the old one. Fields marked ' +
    'data-validate are checked on blur when not empty (POST {src}?validate= {name}, after ' +
    'data-delay ms if set) and marked error or correct. Fields marked data-nocopy refuse copy ' +
    'and paste. File inputs check data-supported (extensions) and data-size-limit (KB). Calls ' +
    'answering 499 or above are retried 5 times 2000 ms apart; a failing call shows "Please ' +
    'try submitting/reloading form, if this problem persists please report this at {email}." ' +
    'with a Reload button, replacing the form (or in a popup titled "Error" with ' +
    'popup-errors). A missing or off-site src is reported in the console and shows a message ' +
    'instead.',
  props: {
    src: {
      type: t.string,
      description: 'The form address (same site), e.g. ' +
        '/api/notification/form/ContestStartNotification/START102. Required.',
    },
    popupErrors: {
      type: t.boolean,
      description: 'Show a failing call in a popup titled "Error" instead of replacing the form.',
    },
    loginRequired: {
      type: t.boolean,
      description: 'Send the form only when someone is signed in; for visitors submitting silently does ' +
        'nothing.',
    },
  },
  events: {
    'cc-form-state': {
      detail: t.object({ state: t.oneOf('loading', 'ready') }),
      description: 'The loading state changed: detail {state: \'loading\' | \'ready\'} (\'loading\' shows an ' +
        'overlay).',
    },
    'cc-form-success': {
      detail: formSuccessDetail,
      cancelable: true,
      description: 'The form was accepted: detail {message, redirect}. Cancel it to show the outcome ' +
        'yourself (the message is then not shown).',
    },
    'cc-form-error': {
      detail: formErrorDetail,
      description: 'The server refused the form or a call failed: detail {errors (by the server\'s field ' +
        'names), messages, failed}.',
    },
  },
  parts: {
    ...serverFormParts,
    'message': 'The text of the failing-call message, or the bad-address message.',
    'loader': 'The loading indicator (an overlay over a shown form).',
  },
  cssProperties: {
    '--cc-color-primary': 'Colour of the form\'s buttons.',
    '--cc-color-error': 'Colour of errors.',
  },
});
