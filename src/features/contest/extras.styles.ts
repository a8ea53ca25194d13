/**
 * Rules of the contest page's sections that only some contests show (extras.ts: division cards,
 * live ratings, upcoming contests): they come with those sections' chunk, each adopting the
 * sheet when it renders (useShadowStyles), so the page's first download does not carry them.
 */
export const contestExtrasCss = `
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); gap: 1em; padding: 0; list-style: none !important; }
.card { padding: 1em; border: 1px solid var(--_color-border); border-radius: var(--_radius); }
.card.mine { border-color: var(--_color-primary); border-width: 2px; }
.card a { display: flex; flex-direction: column; text-decoration: none; }
.card-title { font-weight: 700 !important; font-size: 1.1em; }
.card p { margin: 0.25em 0 0; }
.mine-label { color: var(--_color-primary); font-weight: 600 !important; }
.upcoming-list { padding-left: 1.2em; }
.chart { width: 100%; min-height: 260px; }
.live-ratings details { margin-top: 0.5em; }
/* The live ratings' table of points. */
.table { width: 100%; border-collapse: collapse; }
.table th, .table td { padding: 0.5em 0.75em; border-bottom: 1px solid var(--_color-border); text-align: start !important; }
.table thead th { background: var(--_color-surface-alt); font-size: 0.9em; }
.table .number { text-align: end !important; font-variant-numeric: tabular-nums; }
`;
