import { defineElement } from '../src/core/define';
import { declaration } from './cc-todo-widget.decl';
import { TodoWidgetElement } from '../src/features/todo-widget/TodoWidgetElement';

export default defineElement(declaration, TodoWidgetElement, { styles: [] });
