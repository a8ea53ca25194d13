import { uiLayer } from '../core/styles';

export const seeMoreCss = uiLayer(`
.clip { position: relative; }
.clip.limited { max-height: var(--_see-more-limit); overflow: hidden; }
.clip.faded { -webkit-mask-image: linear-gradient(to bottom, #000 60%, transparent); mask-image: linear-gradient(to bottom, #000 60%, transparent); }
.inner { display: flow-root; }
.toggle {
  margin-top: 0.25rem; padding: 0.125rem 0; border: 0; background: none;
  color: var(--_color-primary); font: inherit; font-weight: 600 !important; cursor: pointer;
}
.toggle:hover { text-decoration: underline; }
`);
