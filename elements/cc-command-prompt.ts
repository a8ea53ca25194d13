import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-command-prompt.decl';
import { CommandPrompt } from '../src/features/command-prompt/CommandPrompt';
import { commandPromptCss } from '../src/features/command-prompt/command-prompt.styles';

export const CommandPromptElement = defineElement(declaration, CommandPrompt, { styles: [commandPromptCss] });
