/**
 * A problem's difficulty rating, read and shown the same way on every page (the problem page,
 * the practice list, roadmaps): the server's -1 (or nothing) means no rating, shown 'N/A'. Pure.
 */

const NO_RATING_TEXT = 'N/A';

/** The rating as a number; null for -1, any negative, or anything that is not a number. */
export function difficultyRating(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** The rating as shown: the number, or 'N/A'. Accepts the raw value or an already-read rating. */
export const difficultyText = (value: unknown): string => {
  const rating = difficultyRating(value);
  return rating === null ? NO_RATING_TEXT : String(rating);
};
