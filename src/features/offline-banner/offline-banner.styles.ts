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
.reload {
  position: var(--cc-offline-banner-position, fixed);
  inset: auto 0 0 0;
  z-index: var(--cc-offline-banner-z-index, 9500);
  display: flex;
  flex-wrap: wrap;
  gap: 1em;
  align-items: center;
  justify-content: center;
  padding: 0.5em 1em;
  pointer-events: auto;
  background: var(--cc-offline-banner-background, #b42318);
  color: var(--cc-offline-banner-color, #ffffff);
}
.reload-text { margin: 0; font-weight: 600; }
.reload-retry {
  font: inherit;
  padding: 0.25em 0.75em;
  border: 1px solid currentColor;
  border-radius: 4px;
  background: transparent;
  color: inherit;
  cursor: pointer;
}
.reload-retry:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
`;
