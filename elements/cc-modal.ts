import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-modal.decl';
import { ModalElement } from '../src/features/modal/ModalElement';
import { modalCss } from '../src/ui/modal.styles';

defineElement(declaration, ModalElement, { styles: [modalCss] });
