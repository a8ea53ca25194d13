import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-roadmap.decl';
import { Roadmap } from '../src/features/roadmap/Roadmap';
import { roadmapCss } from '../src/features/roadmap/roadmap.styles';
import { errorPanelCss } from '../src/ui/error-panel.styles';

export default defineElement(declaration, Roadmap, { styles: [roadmapCss, errorPanelCss] });
