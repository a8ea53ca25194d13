/**
 * @tag cc-todo-widget
 * @summary Adds a problem to the signed-in user's todo list, and shows when it is already there.
 * Shows an add button at once, then GET /api/todo/widget (problem, contest, type=button, width,
 * height) and puts the returned markup, sanitised, in the button's place, and fires
 * cc-widgetloaded. Pressing the button posts /api/todo/add (form body pcode, ccode); afterwards
 * the 'already present' icon replaces it, the header's todo count goes up by one at once, and
 * every other widget for the same problem on the page changes too. A failure shows the server's
 * message beside the button. Visitors are sent to /login?destination={this page}. In a
 * problem-list row, set `row`: the widget stays transparent until the row (closest tr or
 * [role=row]) is hovered or holds keyboard focus, and it stays in the tab order meanwhile.
 * @attr {string} problem - The problem code, e.g. EVENSUM. Required.
 * @attr {string} contest - The contest code (default PRACTICE).
 * @attr {number} width - Icon width in pixels, 8 to 128 (default 20).
 * @attr {number} height - Icon height in pixels, 8 to 128 (default 20).
 * @attr {boolean} row - Reveal only on hover or keyboard focus of the surrounding row.
 * @fires cc-widgetloaded - The server's markup replaced the button: detail {problem, contest}.
 * @csspart widget - The wrapper (data-state="add" or "present").
 * @csspart button - The widget's own add button (before the server's markup arrives, or when it cannot).
 * @csspart markup - The server's markup.
 * @csspart present - The 'already present' mark after an add.
 * @csspart message - A failure's message.
 * @cssprop --cc-color-success - Colour of the 'already present' mark.
 * @cssprop --cc-color-error - Colour of a failure's message.
 */
import { defineElement } from '../src/core/define';
import { TodoWidgetElement } from '../src/features/todo-widget/TodoWidgetElement';

export default defineElement('cc-todo-widget', TodoWidgetElement, {
  props: { problem: 'string', contest: 'string', width: 'number', height: 'number', row: 'boolean' },
});
