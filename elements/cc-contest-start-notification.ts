/**
 * @tag cc-contest-start-notification
 * @summary The contest-start-notification popup: a reminder form for any contest trigger on the page.
 * Put it once on a page (cc-app renders one). It handles clicks on every element marked
 * data-cc-contest-start-notification="{contest code}", in the page or in any shadow root (a
 * trigger inside a link does not follow the link). Visitors go to /login?destination={current
 * path}. For a signed-in user it fires cc-contest-start-notification {contestCode} on the
 * document and, unless a listener cancels it, opens a dialog titled "Contest reminder: {code}"
 * with the server's form (GET /api/notification/form/ContestStartNotification/{code}, a
 * server-driven form like cc-server-form). After a successful submit the dialog shows the
 * server's message and a Done button. Escape, the × control or a click outside close it, and
 * focus returns to the trigger. A malformed contest code is reported in the console and the click
 * is ignored. With several of these elements on a page only one opens a popup per click. No attributes.
 * @fires cc-contest-start-notification - On document, when a signed-in user clicks a trigger: detail {contestCode}. Cancel it to open your own form instead.
 * @fires cc-form-success - The reminder was saved: detail {message, redirect}. Cancel it to keep the dialog's message from showing.
 * @csspart dialog - The <dialog> element.
 * @csspart box - The visible box inside the dialog.
 * @csspart heading - The title.
 * @csspart close - The × control.
 * @csspart content - The form area.
 * @csspart form-area - The server form's wrapper (aria-busy while loading).
 * @csspart form - The container of the server's form markup.
 * @csspart field-error - A field's error message.
 * @csspart errors - Messages that name no field (e.g. the server's refusal), with a cross mark.
 * @csspart success - The success message.
 * @csspart failure - The failing-call message with its Reload button.
 * @csspart reload - The Reload button.
 * @csspart done - The Done button shown after success (closes the dialog).
 * @cssprop --cc-modal-width - Width of the dialog (500px).
 */
import { defineElement } from '../src/core/define';
import { ContestStartNotification } from '../src/features/contest-start-notification/ContestStartNotification';
import { serverFormCss } from '../src/features/server-form/server-form.styles';
import { errorPanelCss } from '../src/ui/error-panel.styles';
import { loaderCss } from '../src/ui/loader.styles';
import { modalCss } from '../src/ui/modal.styles';

export default defineElement('cc-contest-start-notification', ContestStartNotification, {
  styles: [modalCss, errorPanelCss, loaderCss, serverFormCss],
});
