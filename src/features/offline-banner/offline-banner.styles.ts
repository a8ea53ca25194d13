/** A bar fixed to the top of the viewport while there is something to say; nothing otherwise. */
export const offlineBannerCss = `
.banner {
  position: var(--cc-offline-banner-position, fixed);
  inset: 0 0 auto 0;
  z-index: var(--cc-offline-banner-z-index, 9500);
  text-align: center !important;
}
.banner.hidden { pointer-events: none; }
.text {
  margin: 0;
  padding: 0.5em 1em;
  font-weight: 600;
}
.offline .text {
  background: var(--cc-offline-banner-background, #b42318);
  color: var(--cc-offline-banner-color, #ffffff);
}
.reconnected .text {
  background: var(--cc-offline-banner-connected-background, #1a7f37);
  color: var(--cc-offline-banner-color, #ffffff);
}
`;
