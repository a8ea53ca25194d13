/**
 * @tag cc-share-buttons
 * @summary Facebook, LinkedIn and Twitter share links that open a 500x250 share popup.
 * Without `url` and `title` it shares the current page with its document title. The links are
 * real addresses, so modified clicks open tabs as usual.
 * @attr {string} url - The address to share (relative addresses resolve against the page); default the current page.
 * @attr {string} title - The text to share with it; default the document title.
 * @fires cc-share - A share popup is about to open; detail { network, url, shareUrl }. Cancel it to open nothing.
 * @csspart list - The list of links.
 * @csspart link - Each link; it also has the part facebook, linkedin or twitter.
 * @cssprop --cc-share-facebook - Background of the Facebook link.
 * @cssprop --cc-share-linkedin - Background of the LinkedIn link.
 * @cssprop --cc-share-twitter - Background of the Twitter link.
 */
import { defineElement } from '../src/core/define';
import { ShareButtonsElement } from '../src/features/shared-ui/ShareButtonsElement';
import { shareButtonsCss } from '../src/ui/share-buttons.styles';

defineElement('cc-share-buttons', ShareButtonsElement, {
  props: { url: 'string', title: 'string' },
  styles: [shareButtonsCss],
});
