/**
 * @tag cc-copy-button
 * @summary A copy control: copies a text or another element's text, and shows a tick for 1 second.
 * Uses the Clipboard API, with the selection-and-copy fallback where it is not allowed. The
 * control is named "Copy" for screen readers and announces "Copied" (or "Could not copy").
 * With a `target`, an input or textarea gives its value, any other element its rendered text,
 * read at click time.
 * @attr {string} text - The text to copy (wins over target).
 * @attr {string} target - The id of the element whose text to copy (looked up next to the control, then in the document).
 * @attr {string} label - Accessible name and tooltip (default "Copy").
 * @fires cc-copy - The text was copied; detail { text }.
 * @fires cc-copy-error - Copying failed (no text, no such target, or the browser refused).
 * @csspart button - The control.
 * @csspart tick - The tick shown for 1 second after copying.
 */
import { defineElement } from '../src/core/define';
import { CopyButtonElement } from '../src/features/shared-ui/CopyButtonElement';
import { copyButtonCss } from '../src/ui/copy-button.styles';

defineElement('cc-copy-button', CopyButtonElement, {
  props: { text: 'string', target: 'string', label: 'string' },
  styles: [copyButtonCss],
});
