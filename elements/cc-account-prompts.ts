import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-account-prompts.decl';
import { AccountPrompts } from '../src/features/account-prompts/AccountPrompts';
import { accountPromptsCss } from '../src/features/account-prompts/account-prompts.styles';

export default defineElement(declaration, AccountPrompts, { styles: [accountPromptsCss] });
