import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-countdown.decl';
import { CountdownElement } from '../src/features/countdown/CountdownElement';
import { countdownCss } from '../src/ui/countdown.styles';

export default defineElement(declaration, CountdownElement, { styles: [countdownCss] });
