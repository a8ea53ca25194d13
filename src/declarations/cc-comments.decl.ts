import { declareElement, t } from '../core/declare';

export const declaration = declareElement({
  tag: 'cc-comments',
  summary: 'The comment section of a page: a collapsible thread with Markdown, mentions, replies, ' +
    'moderation and drafts.',
  description:
    'A \'Comments\' disclosure button; the thread (GET /comment/fetch/url) loads on the first ' +
    'expand (data-download on the comments part: 0 not loaded, -1 loading, 1 loaded) and its ' +
    'first page is cached for 30 s, keyed by a hash of the page URL. Comments are Markdown ' +
    '(snarkdown, then @name links to /users/{name}, then the sanitiser: javascript:, data: and ' +
    'off-site backslash links are dropped, links get rel="noopener noreferrer"); each shows its ' +
    'author linked to the profile, the avatar when the server says has_avatar (a default one ' +
    'when none), a relative time with the full timestamp, and Important and Unpublished marks. ' +
    'can_post shows the post box (Preview, Post; Ctrl+Enter posts) and a Reply per comment with ' +
    'its own box; visitors get a log-in link. Moderators (is_mod) also get Publish/Unpublish, ' +
    '\'Mark as Replied\' and Archive (\'something went wrong\' when an archive fails). Empty ' +
    'text is not sent; nothing is sent while posting; the box is disabled while a post is in ' +
    'flight, cleared on success, and keeps its text on failure. Drafts of every box are kept ' +
    'per thread in local storage and survive a reload. Calls answered above 498 are retried ' +
    'every 2 s up to 10 times. 15 s after each load a \'last fetched\' banner offers Refresh.',
  props: {
    url: {
      type: t.string,
      description: 'The path of the page the thread belongs to, e.g. "/problems/EVENSUM". Required.',
    },
    expanded: {
      type: t.boolean,
      default: false,
      description: 'Start expanded (the thread loads at once).',
    },
    limit: {
      type: t.number,
      default: 20,
      description: 'Top-level comments per page, 1 to 100 (default 20); \'Show more comments\' loads the next page.',
    },
  },
  parts: {
    'comments': 'The section (data-download: 0, -1 or 1).',
    'toggle': 'The \'Comments\' disclosure button.',
    'panel': 'The collapsible body.',
    'banner': 'The \'last fetched\' banner.',
    'refresh': 'The banner\'s Refresh button.',
    'post-box': 'The thread\'s posting box.',
    'reply-box': 'A reply box.',
    'text': 'A box\'s text field.',
    'preview': 'A box\'s preview.',
    'preview-toggle': 'The Preview button (aria-pressed).',
    'post': 'The Post button.',
    'cancel': 'A reply box\'s Cancel button.',
    'post-error': 'Why a post was not sent or not accepted.',
    'login': 'The log-in link shown to visitors.',
    'thread': 'The list of top-level comments.',
    'replies': 'The replies of a comment.',
    'comment': 'One comment (data-id, data-important, data-unpublished).',
    'avatar': 'The author\'s avatar (or the default one).',
    'author': 'The author\'s profile link.',
    'time': 'The relative time (the full timestamp in its title).',
    'important': 'The Important mark.',
    'unpublished': 'The Unpublished mark.',
    'content': 'The rendered comment text.',
    'actions': 'Reply and the moderator actions.',
    'reply': 'The Reply button (aria-expanded).',
    'publish': 'The moderator\'s Publish button.',
    'unpublish': 'The moderator\'s Unpublish button.',
    'mark-replied': 'The moderator\'s \'Mark as Replied\' button.',
    'archive': 'The moderator\'s Archive button.',
    'action-error': 'A moderator action that failed.',
    'action-done': 'A moderator action\'s confirmation.',
    'empty': '\'No comments yet.\'',
    'more': 'The \'Show more comments\' button.',
    'error': 'A failed load (with Reload), or the missing-url message.',
    'reload': 'The Reload button of a failed load.',
    'loader': 'The loading spinner and its text.',
  },
  cssProperties: {
    '--cc-comments-max-width': 'Maximum width of the section (default 72rem).',
  },
});
