import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-header.decl';
import { Header } from '../src/features/header/Header';
import { headerCss } from '../src/features/header/header.styles';

export default defineElement(declaration, Header, { styles: [headerCss] });
