/**
 * @tag cc-server-form
 * @summary A server-driven form: loads its markup from the server, posts it, shows the outcome.
 * GET {src} answers {status, form, formId}; the form markup is sanitised and shown with
 * autocomplete off on every input. Submitting posts the fields to {src} (multipart when the form
 * has enctype="multipart/form-data", else urlencoded) with the x-csrf-token header. Success shows
 * the server's message (role=status) and, with a redirect, goes there: at once for timeout 0,
 * after 3000 ms without a timeout, else after the given ms. Field errors (names with underscores
 * match elements whose id has hyphens) are shown under the field (aria-invalid, aria-describedby)
 * or, for no field, in a list with a cross mark; a re-rendered form from the server replaces the
 * old one. Fields marked data-validate are checked on blur when not empty (POST {src}?validate=
 * {name}, after data-delay ms if set) and marked error or correct. Fields marked data-nocopy refuse
 * copy and paste. File inputs check data-supported (extensions) and data-size-limit (KB). Calls
 * answering 499 or above are retried 5 times 2000 ms apart; a failing call shows "Please try
 * submitting/reloading form, if this problem persists please report this at {email}." with a
 * Reload button, replacing the form (or in a popup titled "Error" with popup-errors). A missing
 * or off-site src is reported in the console and shows a message instead.
 * @attr {string} src - The form address (same site), e.g. /api/notification/form/ContestStartNotification/START102. Required.
 * @attr {boolean} popup-errors - Show a failing call in a popup titled "Error" instead of replacing the form.
 * @attr {boolean} login-required - Send the form only when someone is signed in; for visitors submitting silently does nothing.
 * @fires cc-form-state - The loading state changed: detail {state: 'loading' | 'ready'} ('loading' shows an overlay).
 * @fires cc-form-success - The form was accepted: detail {message, redirect}. Cancel it to show the outcome yourself (the message is then not shown).
 * @fires cc-form-error - The server refused the form or a call failed: detail {errors (by the server's field names), messages, failed}.
 * @csspart form-area - The wrapper around everything below (aria-busy while loading).
 * @csspart form - The container of the server's form markup.
 * @csspart field-error - A field's error message (inserted after the field).
 * @csspart errors - The list of messages that name no field.
 * @csspart success - The success message.
 * @csspart failure - The inline failing-call message with its Reload button.
 * @csspart message - The text of the failing-call message, or the bad-address message.
 * @csspart reload - The Reload button.
 * @csspart loader - The loading indicator (an overlay over a shown form).
 * @cssprop --cc-color-primary - Colour of the form's buttons.
 * @cssprop --cc-color-error - Colour of errors.
 */
// Registration forms carry the organisation auto-complete: the tag must be defined with the form.
import './cc-autocomplete';
import { defineElement } from '../src/core/define';
import { ServerFormElement } from '../src/features/server-form/ServerFormElement';
import { serverFormCss } from '../src/features/server-form/server-form.styles';
import { errorPanelCss } from '../src/ui/error-panel.styles';
import { loaderCss } from '../src/ui/loader.styles';
import { modalCss } from '../src/ui/modal.styles';

export default defineElement('cc-server-form', ServerFormElement, {
  props: { src: 'string', popupErrors: 'boolean', loginRequired: 'boolean' },
  styles: [modalCss, errorPanelCss, loaderCss, serverFormCss],
});
