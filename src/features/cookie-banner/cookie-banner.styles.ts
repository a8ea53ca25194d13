/** The consent banner: a bar fixed to the bottom of the viewport unless the page says otherwise. */
export const cookieBannerCss = `
.banner {
  position: var(--cc-cookie-banner-position, fixed);
  inset: auto 0 0 0;
  z-index: var(--cc-cookie-banner-z-index, 9000);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75em 1.5em;
  margin: 0;
  padding: 0.9em 1.25em;
  background: var(--cc-cookie-banner-background, var(--_color-surface-alt));
  color: var(--cc-cookie-banner-color, var(--_color-text));
  border-top: 1px solid var(--_color-border);
  box-shadow: 0 -2px 8px rgb(0 0 0 / 0.12);
}
.spacer { display: block; height: 0; }
.text { margin: 0; max-width: 60em; }
a { color: var(--_color-primary); text-decoration: underline; }
.accept {
  font: inherit;
  font-weight: 600;
  min-height: 2.5em;
  padding: 0.4em 1.6em;
  border: 1px solid transparent;
  border-radius: var(--_radius);
  background: var(--_color-primary);
  color: var(--_color-primary-contrast);
  cursor: pointer;
}
.accept:hover { filter: brightness(1.08); }
`;
