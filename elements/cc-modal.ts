/**
 * @tag cc-modal
 * @summary An info, success, warning, error or attention modal dialog with slotted content and actions.
 * Set `open` to show it. Focus moves into the dialog, Tab and Shift+Tab stay inside it, Escape,
 * the × control, a click on the backdrop or an action closes it, and focus returns to where it
 * was. Closing removes the `open` attribute. A slotted element with a `data-close` attribute
 * closes the modal when clicked (its value is reported in cc-close). Who sees it follows the
 * site's rule: with `login-required` only signed-in users; without it only visitors, unless
 * `all-allowed`. With `once-key` the modal is one-time: once dismissed it stays closed while
 * the cookie named by the key lives.
 * @attr {'info' | 'success' | 'warning' | 'error' | 'attention'} type - Icon, colour and spoken label (default info).
 * @attr {string} heading - The dialog's title and accessible name (default: the type's label, e.g. "Warning").
 * @attr {boolean} open - Shows the modal (when the audience and once rules allow it); removed when it closes.
 * @attr {string} once-key - Makes it a one-time modal remembered in a cookie of this name.
 * @attr {number} once-days - Lifetime of the once cookie in days (fractions allowed); without it, the browser session.
 * @attr {boolean} login-required - Shows only to signed-in users.
 * @attr {boolean} all-allowed - Shows to visitors and signed-in users alike (ignored with login-required).
 * @attr {string} action-label - Text of the default button shown when no actions are slotted (default "Okay").
 * @fires cc-open - The modal became visible.
 * @fires cc-close - The user asked to close it; detail { reason: 'escape' | 'close-button' | 'backdrop' | 'action', value? }. Cancel the event to keep it open.
 * @slot - The modal's content.
 * @slot actions - Action buttons; mark closing ones with data-close="value".
 * @csspart dialog - The <dialog> element.
 * @csspart box - The visible box inside the dialog.
 * @csspart header - Icon, heading and close control.
 * @csspart heading - The title.
 * @csspart close - The × control.
 * @csspart content - Wrapper of the default slot.
 * @csspart actions - The footer with the actions.
 * @csspart action - The default "Okay" button.
 * @cssprop --cc-modal-width - Width of the box (500px).
 * @cssprop --cc-modal-attention - Accent colour of attention modals.
 */
import { defineElement } from '../src/core/define';
import { ModalElement } from '../src/features/modal/ModalElement';
import { modalCss } from '../src/ui/modal.styles';

defineElement('cc-modal', ModalElement, {
  props: {
    type: 'string',
    heading: 'string',
    open: 'boolean',
    onceKey: 'string',
    onceDays: 'number',
    loginRequired: 'boolean',
    allAllowed: 'boolean',
    actionLabel: 'string',
  },
  styles: [modalCss],
});
