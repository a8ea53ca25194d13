import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-header.decl';
import { Header } from '../src/features/header/Header';
import { headerCss } from '../src/features/header/header.styles';

// The header's first render is in slices after the shell's commit (the shell's own is too): the
// shell and header in one task were the longest of a page load (30-110 ms unthrottled). Its place
// is held meanwhile (its min-height), and a server view stays until it is drawn (whenDrawn).
export default defineElement(declaration, Header, { styles: [headerCss], firstRenderInSlices: true });
