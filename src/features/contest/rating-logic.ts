/**
 * The contest page's rating texts and bands, used only by the sections some contests show
 * (Divisions.tsx, LiveRatings.tsx, loaded with extras.ts): kept apart from logic.ts, which every
 * contest page downloads first. Pure.
 */

/** Rating range of a division card: '2000+' for open-ended ranges, '1600 – 1999' otherwise. */
export function ratingRangeText(min: number | null, max: number | null): string {
  if (min === null && max === null) return '';
  if (max === null || max >= 10000) return `${min ?? 0}+`;
  if (min === null || min <= 0) return `below ${max + 1}`;
  return `${min} – ${max}`;
}

/** Live ratings plot bands: [from, to) with the star colour of each range. */
export const RATING_BANDS: ReadonlyArray<{ from: number; to: number; color: string; label: string }> = [
  { from: 0, to: 1400, color: '#e8e8e8', label: '1 star' },
  { from: 1400, to: 1600, color: '#dcf2dc', label: '2 stars' },
  { from: 1600, to: 1800, color: '#dbe7fb', label: '3 stars' },
  { from: 1800, to: 2000, color: '#eadcf5', label: '4 stars' },
  { from: 2000, to: 2200, color: '#fdf2cc', label: '5 stars' },
  { from: 2200, to: 2500, color: '#fde3cc', label: '6 stars' },
  { from: 2500, to: 50000, color: '#f9d4d4', label: '7 stars' },
];

export function ratingBandOf(rating: number): (typeof RATING_BANDS)[number] {
  return RATING_BANDS.find((band) => rating >= band.from && rating < band.to) ?? RATING_BANDS[RATING_BANDS.length - 1];
}

/** The y range the graph shows: the ratings with 100 points of air, kept inside the bands. */
export function ratingAxisRange(ratings: readonly number[]): [number, number] {
  if (ratings.length === 0) return [1000, 2000];
  const low = Math.max(0, Math.floor((Math.min(...ratings) - 100) / 100) * 100);
  const high = Math.ceil((Math.max(...ratings) + 100) / 100) * 100;
  return [low, high];
}
