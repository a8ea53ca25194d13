import { uiLayer } from '../core/styles';

/**
 * Untrusted markup stays within its column, whatever it asks for: a table with width="100000"
 * is as wide as its content and scrolls inside its box past the column; media shrink to fit; a
 * drawn formula or anything else wider than the column scrolls inside the markup's own box, never
 * the page.
 */
export const safeHtmlCss = uiLayer(`
.safe-markup { max-width: 100%; min-width: 0; overflow-x: auto; }
.safe-markup table { display: block; width: max-content; max-width: 100%; overflow-x: auto; }
.safe-markup img, .safe-markup video, .safe-markup svg:not(mjx-container svg) { max-width: 100%; height: auto; }
`);
