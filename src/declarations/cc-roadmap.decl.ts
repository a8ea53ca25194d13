import { declareElement, t } from '../core/declare';
import { pageMetaDetail } from './shared.decl';

/** What a slug names, written once: the component and api/roadmaps.ts import it. */
export const ROADMAP_KINDS = ['roadmap', 'course'] as const;

export const declaration = declareElement({
  tag: 'cc-roadmap',
  summary: 'A learning roadmap or course page: modules of practice problems, with progress.',
  description:
    'Loads GET /api/roadmaps/{slug} and shows the title, description and learners, then the ' +
    'modules as expandable sections (disclosure buttons with aria-expanded), each listing its ' +
    'problems with links to /problems/{code}. Signed-in users see which problems they solved ' +
    'and "x of y solved" per module and overall. While loading it says so (role=status); a ' +
    'failed load shows the error with a Reload button; an unknown or malformed slug shows "We ' +
    'could not find that roadmap." with a link home. The single-page app renders it for ' +
    '/roadmap/{slug} and, with kind="course", for /learn/course/ux.',
  props: {
    slug: {
      type: t.string,
      description: 'The roadmap\'s slug, e.g. "python-dsa" (lowercase words and hyphens). Required.',
    },
    kind: {
      type: t.oneOf(...ROADMAP_KINDS),
      default: 'roadmap',
      description: '"roadmap" (default) or "course"; a slug of the other kind is shown as not found. Other ' +
        'values are reported and read as "roadmap".',
    },
    headingLevel: {
      type: t.number,
      default: 1,
      description: 'Level of the title heading, 1 to 5 (default 1; module headings are one below). Other ' +
        'values are read as 1.',
    },
  },
  events: {
    'cc-page-meta': {
      detail: pageMetaDetail,
      description: 'Once the roadmap (or the not-found answer) is shown: detail {title, description}, for ' +
        'the page\'s document title and meta description.',
    },
  },
  parts: {
    'roadmap': 'The loaded page (data-kind: roadmap or course).',
    'header': 'Title, description, learners and progress.',
    'title': 'The title heading.',
    'progress': 'The signed-in user\'s overall progress.',
    'toggle-all': 'The Expand all / Collapse all button.',
    'module': 'One module (data-complete when every problem is solved).',
    'module-toggle': 'A module\'s disclosure button.',
    'module-progress': '"x of y solved" (signed in) or "n problems" (visitors).',
    'module-panel': 'A module\'s problem list.',
    'problem': 'One problem row (data-solved when solved).',
    'problem-link': 'The link to the problem page.',
    'solved': 'The solved mark.',
    'loading': 'The loading message.',
    'error': 'The load error (with the Reload button) or the missing-slug message.',
    'reload': 'The Reload button.',
    'not-found': 'The not-found message.',
  },
  cssProperties: {
    '--cc-roadmap-max-width': 'Maximum width of the page (default 60rem).',
    '--cc-roadmap-min-height': 'Space the element keeps while its definition and data load, and after (set it to the loaded height so nothing below moves; default 24rem, before the definition too with dist/cc-elements.css).',
    '--cc-roadmap-solved-color': 'Colour of solved marks and the progress bar.',
  },
});
