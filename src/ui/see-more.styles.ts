export const seeMoreCss = `
.clip { position: relative; }
.clip.limited { max-height: var(--cc-see-more-limit); overflow: hidden; }
.clip.faded { -webkit-mask-image: linear-gradient(to bottom, #000 60%, transparent); mask-image: linear-gradient(to bottom, #000 60%, transparent); }
.inner { display: flow-root; }
.toggle {
  margin-top: 0.25rem; padding: 0.125rem 0; border: 0; background: none;
  color: var(--cc-color-primary); font: inherit; font-weight: 600 !important; cursor: pointer;
}
.toggle:hover { text-decoration: underline; }
`;
