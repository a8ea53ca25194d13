import { uiLayer } from '../core/styles';

export const shareButtonsCss = uiLayer(`
.share { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none !important; }
.share-link {
  display: inline-flex; align-items: center; justify-content: center;
  width: 2.25rem; height: 2.25rem; border-radius: 50%;
  color: #ffffff; text-decoration: none;
}
.share-link.facebook { background: var(--cc-share-facebook, #1877f2); }
.share-link.linkedin { background: var(--cc-share-linkedin, #0a66c2); }
.share-link.twitter { background: var(--cc-share-twitter, light-dark(#0f1419, #3a4350)); }
.share-link:hover { filter: brightness(1.1); }
`);
