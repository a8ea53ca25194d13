import { declareElement, t } from '../core/declare';
import { commandDetail } from './shared.decl';

export const declaration = declareElement({
  tag: 'cc-command-prompt',
  summary: 'The site\'s hidden command prompt: Ctrl+; opens a small dialog that runs one command.',
  description:
    'Place it once per page; it shows nothing until the shortcut is pressed (Ctrl plus the ' +
    'semicolon key; not with Alt or Meta held). The prompt is a modal dialog with a labelled ' +
    'text input: Enter runs the command, Escape (or Close) closes it and focus returns to ' +
    'where it was. Commands: "ide" opens the IDE in a new tab; a problem number (digits only) ' +
    'opens "{ide-url}/{number}" in a new tab; ":e {url}" goes to the URL in this window; ":t ' +
    '{url}" opens it in a new tab. Anything else, and any URL that is not http(s) ' +
    '(javascript:, data:, protocol-relative "//host", backslashes, credentials, malformed), ' +
    'shows "Command not allowed". Relative URLs resolve against the page.',
  props: {
    ideUrl: {
      type: t.string,
      default: '/ide',
      description: 'Base URL of the IDE pages, a path or an http(s) URL (default "/ide"). An unsafe or empty ' +
        'value is reported and the default is used.',
    },
    disabled: {
      type: t.boolean,
      description: 'Turns the Ctrl+; shortcut off and closes an open prompt.',
    },
  },
  events: {
    'cc-command': {
      detail: commandDetail,
      cancelable: true,
      description: 'Before a command runs; detail {command, kind: "open-tab" | "navigate", url}. Cancelable: ' +
        'preventDefault() stops the navigation (the prompt still closes).',
    },
  },
  parts: {
    'dialog': 'The prompt dialog.',
    'input': 'The command input.',
    'hint': 'The line listing the commands.',
    'error': 'The "Command not allowed" message (role=alert).',
    'button': 'The Close and Run buttons.',
    'run': 'The Run button.',
  },
  cssProperties: {
    '--cc-command-prompt-width': 'Width of the dialog (default 32rem, never wider than the viewport).',
    '--cc-command-prompt-backdrop': 'Background behind the dialog (default translucent black).',
    '--cc-color-surface': 'Dialog background.',
    '--cc-color-text': 'Text colour.',
    '--cc-color-error': 'Colour of "Command not allowed".',
    '--cc-color-primary': 'Run button colour.',
  },
});
