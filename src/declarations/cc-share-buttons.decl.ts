import { declareElement, t } from '../core/declare';

export const declaration = declareElement({
  tag: 'cc-share-buttons',
  summary: 'Facebook, LinkedIn and Twitter share links that open a 500x250 share popup.',
  description:
    'Without `url` and `title` it shares the current page with its document title. The links ' +
    'are real addresses, so modified clicks open tabs as usual.',
  props: {
    url: {
      type: t.string,
      description: 'The address to share (relative addresses resolve against the page); default the current ' +
        'page.',
    },
    title: {
      type: t.string,
      description: 'The text to share with it; default the document title.',
    },
  },
  events: {
    'cc-share': {
      detail: t.object({ network: t.oneOf('facebook', 'linkedin', 'twitter'), url: t.string, shareUrl: t.string }),
      cancelable: true,
      description: 'A share popup is about to open; detail { network, url, shareUrl }. Cancel it to open ' +
        'nothing.',
    },
  },
  parts: {
    'list': 'The list of links.',
    'link': 'Each link; it also has the part facebook, linkedin or twitter.',
  },
  cssProperties: {
    '--cc-share-facebook': 'Background of the Facebook link.',
    '--cc-share-linkedin': 'Background of the LinkedIn link.',
    '--cc-share-twitter': 'Background of the Twitter link.',
  },
});
