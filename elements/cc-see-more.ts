/**
 * @tag cc-see-more
 * @summary Collapses its content to a few lines with a 'See more' / 'See less' toggle.
 * The toggle appears only when the content is taller than the limit; it reports its state
 * with aria-expanded. Lines are counted at the element's line height (1.5).
 * @attr {number} lines - Collapsed height in lines (default 3).
 * @attr {number} max-height - Collapsed height in px; wins over lines.
 * @fires cc-toggle - The user expanded or collapsed it; detail { expanded }.
 * @slot - The content.
 * @csspart content - The clipped box around the content.
 * @csspart toggle - The 'See more' / 'See less' button.
 */
import { defineElement } from '../src/core/define';
import { SeeMoreElement } from '../src/features/shared-ui/SeeMoreElement';
import { seeMoreCss } from '../src/ui/see-more.styles';

defineElement('cc-see-more', SeeMoreElement, {
  props: { lines: 'number', maxHeight: 'number' },
  styles: [seeMoreCss],
});
