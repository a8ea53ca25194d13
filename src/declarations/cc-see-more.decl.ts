import { declareElement, t } from '../core/declare';

export const declaration = declareElement({
  tag: 'cc-see-more',
  summary: 'Collapses its content to a few lines with a \'See more\' / \'See less\' toggle.',
  description:
    'The toggle appears only when the content is taller than the limit; it reports its state ' +
    'with aria-expanded. Lines are counted at the element\'s line height (1.5).',
  props: {
    lines: {
      type: t.number,
      default: 3,
      description: 'Collapsed height in lines (default 3).',
    },
    maxHeight: {
      type: t.number,
      description: 'Collapsed height in px; wins over lines.',
    },
  },
  events: {
    'cc-toggle': {
      detail: t.object({ expanded: t.boolean }),
      description: 'The user expanded or collapsed it; detail { expanded }.',
    },
  },
  parts: {
    'content': 'The clipped box around the content.',
    'toggle': 'The \'See more\' / \'See less\' button.',
  },
  slots: {
    '': 'The content.',
  },
});
