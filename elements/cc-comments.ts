/**
 * @tag cc-comments
 * @summary The comment section of a page: a collapsible thread with Markdown, mentions, replies, moderation and drafts.
 * A 'Comments' disclosure button; the thread (GET /comment/fetch/url) loads on the first expand
 * (data-download on the comments part: 0 not loaded, -1 loading, 1 loaded) and its first page is
 * cached for 30 s, keyed by a hash of the page URL. Comments are Markdown (snarkdown, then @name
 * links to /users/{name}, then the sanitiser: javascript:, data: and off-site backslash links are
 * dropped, links get rel="noopener noreferrer"); each shows its author linked to the profile, the
 * avatar when the server says has_avatar (a default one when none), a relative time with the full
 * timestamp, and Important and Unpublished marks. can_post shows the post box (Preview, Post;
 * Ctrl+Enter posts) and a Reply per comment with its own box; visitors get a log-in link.
 * Moderators (is_mod) also get Publish/Unpublish, 'Mark as Replied' and Archive ('something went
 * wrong' when an archive fails). Empty text is not sent; nothing is sent while posting; the box is
 * disabled while a post is in flight, cleared on success, and keeps its text on failure. Drafts of
 * every box are kept per thread in local storage and survive a reload. Calls answered above 498
 * are retried every 2 s up to 10 times. 15 s after each load a 'last fetched' banner offers Refresh.
 * @attr {string} url - The path of the page the thread belongs to, e.g. "/problems/EVENSUM". Required.
 * @attr {boolean} expanded - Start expanded (the thread loads at once).
 * @attr {number} limit - Top-level comments per page, 1 to 100 (default 20); 'Show more comments' loads the next page.
 * @csspart comments - The section (data-download: 0, -1 or 1).
 * @csspart toggle - The 'Comments' disclosure button.
 * @csspart panel - The collapsible body.
 * @csspart banner - The 'last fetched' banner.
 * @csspart refresh - The banner's Refresh button.
 * @csspart post-box - The thread's posting box.
 * @csspart reply-box - A reply box.
 * @csspart text - A box's text field.
 * @csspart preview - A box's preview.
 * @csspart preview-toggle - The Preview button (aria-pressed).
 * @csspart post - The Post button.
 * @csspart cancel - A reply box's Cancel button.
 * @csspart post-error - Why a post was not sent or not accepted.
 * @csspart login - The log-in link shown to visitors.
 * @csspart thread - The list of top-level comments.
 * @csspart replies - The replies of a comment.
 * @csspart comment - One comment (data-id, data-important, data-unpublished).
 * @csspart avatar - The author's avatar (or the default one).
 * @csspart author - The author's profile link.
 * @csspart time - The relative time (the full timestamp in its title).
 * @csspart important - The Important mark.
 * @csspart unpublished - The Unpublished mark.
 * @csspart content - The rendered comment text.
 * @csspart actions - Reply and the moderator actions.
 * @csspart reply - The Reply button (aria-expanded).
 * @csspart publish - The moderator's Publish button.
 * @csspart unpublish - The moderator's Unpublish button.
 * @csspart mark-replied - The moderator's 'Mark as Replied' button.
 * @csspart archive - The moderator's Archive button.
 * @csspart action-error - A moderator action that failed.
 * @csspart action-done - A moderator action's confirmation.
 * @csspart empty - 'No comments yet.'
 * @csspart more - The 'Show more comments' button.
 * @csspart error - A failed load (with Reload), or the missing-url message.
 * @csspart reload - The Reload button of a failed load.
 * @csspart loader - The loading spinner and its text.
 * @cssprop --cc-comments-max-width - Maximum width of the section (default 72rem).
 */
import { defineElement } from '../src/core/define';
import { CommentsSection } from '../src/features/comments/Comments';
import { commentsCss } from '../src/features/comments/comments.styles';
import { errorPanelCss } from '../src/ui/error-panel.styles';
import { loaderCss } from '../src/ui/loader.styles';

export default defineElement('cc-comments', CommentsSection, {
  props: { url: 'string', expanded: 'boolean', limit: 'number' },
  styles: [errorPanelCss, loaderCss, commentsCss],
});
