import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-todo-widget.decl';
import { TodoWidgetElement } from '../src/features/todo-widget/TodoWidgetElement';

export default defineElement(declaration, TodoWidgetElement, { styles: [] });
