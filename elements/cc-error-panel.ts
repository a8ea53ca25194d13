/**
 * @tag cc-error-panel
 * @summary A generic error with a Reload button, inline or as a popup titled 'Error'.
 * Inline it is an alert that takes the place of the content that failed; with `popup` it is an
 * error modal (focus moves into it, Escape or × closes it). Reload fires cc-reload and then
 * reloads the page, unless a listener cancels the event (to reload only a form, say).
 * @attr {string} message - The message (default "Some error occurred."); slotted content wins.
 * @attr {string} heading - Popup title (default "Error").
 * @attr {boolean} popup - Show as a modal instead of inline.
 * @fires cc-reload - Reload was pressed; cancel it to handle the reload yourself.
 * @fires cc-close - Popup mode: the user closed the popup; detail { reason }. Cancel it to keep the popup open.
 * @slot - Rich message content, instead of the message attribute.
 * @csspart panel - The inline panel.
 * @csspart message - The message.
 * @csspart reload - The Reload button.
 * @csspart dialog - Popup mode: the dialog (see cc-modal for its inner parts).
 */
import { defineElement } from '../src/core/define';
import { ErrorPanelElement } from '../src/features/shared-ui/ErrorPanelElement';
import { errorPanelCss } from '../src/ui/error-panel.styles';
import { modalCss } from '../src/ui/modal.styles';

defineElement('cc-error-panel', ErrorPanelElement, {
  props: { message: 'string', heading: 'string', popup: 'boolean' },
  styles: [modalCss, errorPanelCss],
});
