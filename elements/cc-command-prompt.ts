/**
 * @tag cc-command-prompt
 * @summary The site's hidden command prompt: Ctrl+; opens a small dialog that runs one command.
 * Place it once per page; it shows nothing until the shortcut is pressed (Ctrl plus the
 * semicolon key; not with Alt or Meta held). The prompt is a modal dialog with a labelled
 * text input: Enter runs the command, Escape (or Close) closes it and focus returns to where it was.
 * Commands: "ide" opens the IDE in a new tab; a problem number (digits only) opens
 * "{ide-url}/{number}" in a new tab; ":e {url}" goes to the URL in this window; ":t {url}"
 * opens it in a new tab. Anything else, and any URL that is not http(s) (javascript:, data:,
 * protocol-relative "//host", backslashes, credentials, malformed), shows "Command not allowed".
 * Relative URLs resolve against the page.
 * @attr {string} ide-url - Base URL of the IDE pages, a path or an http(s) URL (default "/ide"). An unsafe or empty value is reported and the default is used.
 * @attr {boolean} disabled - Turns the Ctrl+; shortcut off and closes an open prompt.
 * @fires cc-command - Before a command runs; detail {command, kind: "open-tab" | "navigate", url}. Cancelable: preventDefault() stops the navigation (the prompt still closes).
 * @csspart dialog - The prompt dialog.
 * @csspart input - The command input.
 * @csspart hint - The line listing the commands.
 * @csspart error - The "Command not allowed" message (role=alert).
 * @csspart button - The Close and Run buttons.
 * @csspart run - The Run button.
 * @cssprop --cc-command-prompt-width - Width of the dialog (default 32rem, never wider than the viewport).
 * @cssprop --cc-command-prompt-backdrop - Background behind the dialog (default translucent black).
 * @cssprop --cc-color-surface - Dialog background.
 * @cssprop --cc-color-text - Text colour.
 * @cssprop --cc-color-error - Colour of "Command not allowed".
 * @cssprop --cc-color-primary - Run button colour.
 */
import { defineElement } from '../src/core/define';
import { CommandPrompt } from '../src/features/command-prompt/CommandPrompt';
import { commandPromptCss } from '../src/features/command-prompt/command-prompt.styles';

export const CommandPromptElement = defineElement('cc-command-prompt', CommandPrompt, {
  props: { ideUrl: 'string', disabled: 'boolean' },
  styles: [commandPromptCss],
});
