/**
 * @tag cc-roadmap
 * @summary A learning roadmap or course page: modules of practice problems, with progress.
 * Loads GET /api/roadmaps/{slug} and shows the title, description and learners, then the
 * modules as expandable sections (disclosure buttons with aria-expanded), each listing its
 * problems with links to /problems/{code}. Signed-in users see which problems they solved and
 * "x of y solved" per module and overall. While loading it says so (role=status); a failed load
 * shows the error with a Reload button; an unknown or malformed slug shows "We could not find
 * that roadmap." with a link home. The single-page app renders it for /roadmap/{slug} and, with
 * kind="course", for /learn/course/ux.
 * @attr {string} slug - The roadmap's slug, e.g. "python-dsa" (lowercase words and hyphens). Required.
 * @attr {string} kind - "roadmap" (default) or "course"; a slug of the other kind is shown as not found. Other values are reported and read as "roadmap".
 * @attr {number} heading-level - Level of the title heading, 1 to 5 (default 1; module headings are one below). Other values are read as 1.
 * @fires cc-page-meta - Once the roadmap (or the not-found answer) is shown: detail {title, description}, for the page's document title and meta description.
 * @csspart roadmap - The loaded page (data-kind: roadmap or course).
 * @csspart header - Title, description, learners and progress.
 * @csspart title - The title heading.
 * @csspart progress - The signed-in user's overall progress.
 * @csspart toggle-all - The Expand all / Collapse all button.
 * @csspart module - One module (data-complete when every problem is solved).
 * @csspart module-toggle - A module's disclosure button.
 * @csspart module-progress - "x of y solved" (signed in) or "n problems" (visitors).
 * @csspart module-panel - A module's problem list.
 * @csspart problem - One problem row (data-solved when solved).
 * @csspart problem-link - The link to the problem page.
 * @csspart solved - The solved mark.
 * @csspart loading - The loading message.
 * @csspart error - The load error (with the Reload button) or the missing-slug message.
 * @csspart reload - The Reload button.
 * @csspart not-found - The not-found message.
 * @cssprop --cc-roadmap-max-width - Maximum width of the page (default 60rem).
 * @cssprop --cc-roadmap-solved-color - Colour of solved marks and the progress bar.
 */
import { defineElement } from '../src/core/define';
import { Roadmap } from '../src/features/roadmap/Roadmap';
import { roadmapCss } from '../src/features/roadmap/roadmap.styles';
import { errorPanelCss } from '../src/ui/error-panel.styles';

export default defineElement('cc-roadmap', Roadmap, {
  props: { slug: 'string', kind: 'string', headingLevel: 'number' },
  styles: [roadmapCss, errorPanelCss],
});
