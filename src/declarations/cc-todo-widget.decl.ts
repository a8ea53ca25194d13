import { declareElement, t } from '../core/declare';

export const declaration = declareElement({
  tag: 'cc-todo-widget',
  summary: 'Adds a problem to the signed-in user\'s todo list, shows when it is already there, and removes it.',
  description:
    'Shows an add button at once, then GET /api/todo/widget (problem, contest, type=button, ' +
    'width, height) and puts the returned markup, sanitised, in the button\'s place, and fires ' +
    'cc-widgetloaded. Pressing the button posts /api/todo/add (form body pcode, ccode); ' +
    'afterwards the \'already present\' icon replaces it, the header\'s todo count goes up by one ' +
    'at once, and every other widget for the same problem on the page changes too. Beside the mark, ' +
    'a remove button posts /api/todo/remove (the same body) and brings the add button back. A failure ' +
    'shows the server\'s message beside the button. Visitors are sent to ' +
    '/login?destination={this page}. In a problem-list row, set `row`: the widget stays ' +
    'transparent until the row (closest tr or [role=row]) is hovered or holds keyboard focus, ' +
    'and it stays in the tab order meanwhile; it asks GET /api/todo/widget only once its row is first ' +
    'revealed (at once on screens that cannot hover).',
  props: {
    problem: { type: t.string, description: 'The problem code, e.g. EVENSUM. Required.' },
    contest: { type: t.string, default: 'PRACTICE', description: 'The contest code (default PRACTICE).' },
    width: { type: t.number, default: 20, description: 'Icon width in pixels, 8 to 128 (default 20).' },
    height: { type: t.number, default: 20, description: 'Icon height in pixels, 8 to 128 (default 20).' },
    row: { type: t.boolean, default: false, description: 'Reveal only on hover or keyboard focus of the surrounding row.' },
  },
  events: {
    'cc-widgetloaded': {
      detail: t.object({ problem: t.string, contest: t.string }),
      description: 'The server\'s markup replaced the button: detail {problem, contest}.',
    },
  },
  parts: {
    'widget': 'The wrapper (data-state="add" or "present").',
    'button': 'The widget\'s own add button (before the server\'s markup arrives, or when it cannot).',
    'markup': 'The server\'s markup.',
    'present': 'The \'already present\' mark after an add.',
    'remove': 'The remove button beside the mark after an add (the server\'s markup has its own, class todo-remove).',
    'message': 'A failure\'s message.',
  },
  cssProperties: {
    '--cc-color-success': 'Colour of the \'already present\' mark.',
    '--cc-color-error': 'Colour of a failure\'s message.',
  },
});
