/**
 * Rules of the contest page's controls (ContestControls.tsx: Register, Start My Contest, Set
 * reminder, the OTP unlock) that nothing else on the page uses: they come with the controls'
 * chunk, adopted when they render (useShadowStyles), so a contest without controls does not
 * download them. The shared button look stays in contest.styles.ts.
 */
export const contestControlsCss = `
.button.primary { background: var(--_color-primary); border-color: var(--_color-primary); color: var(--_color-primary-contrast); }
.otp { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em; }
.otp input { font: inherit; padding: 0.3em 0.5em; border: 1px solid var(--_color-border); border-radius: var(--_radius); width: 10em; }
`;
