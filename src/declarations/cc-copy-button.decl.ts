import { declareElement, t } from '../core/declare';

export const declaration = declareElement({
  tag: 'cc-copy-button',
  summary: 'A copy control: copies a text or another element\'s text, and shows a tick for 1 second.',
  description:
    'Uses the Clipboard API, with the selection-and-copy fallback where it is not allowed. ' +
    'The control is named "Copy" for screen readers and announces "Copied" (or "Could not ' +
    'copy"). With a `target`, an input or textarea gives its value, any other element its ' +
    'rendered text, read at click time.',
  props: {
    text: {
      type: t.string,
      description: 'The text to copy (wins over target).',
    },
    target: {
      type: t.string,
      description: 'The id of the element whose text to copy (looked up next to the control, then in the ' +
        'document).',
    },
    label: {
      type: t.string,
      default: 'Copy',
      description: 'Accessible name and tooltip (default "Copy").',
    },
  },
  events: {
    'cc-copy': {
      detail: t.object({ text: t.string }),
      description: 'The text was copied; detail { text }.',
    },
    'cc-copy-error': {
      description: 'Copying failed (no text, no such target, or the browser refused).',
    },
  },
  parts: {
    'button': 'The control.',
    'tick': 'The tick shown for 1 second after copying.',
  },
});
