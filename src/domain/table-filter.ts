/**
 * The table-filter rule of the auto-complete, apart from the other variants' rules
 * (./autocomplete.ts re-exports it): the data table applies filters with it from its first
 * paint, while the auto-complete input itself loads later (a lazy chunk).
 */

export const FILTER_REFUSED_MESSAGE = "Can't apply filter, enter a valid Filter Value.";

/** What the rule compares: a suggestion's text and value. */
export interface FilterCandidate {
  text: string;
  value: string;
}

/**
 * A filter applies only when its value matches a suggestion (its text or its value, ignoring
 * case and surrounding spaces). Otherwise the alert text is the refusal followed by the input's
 * placeholder text.
 */
export function tableFilterCheck<T extends FilterCandidate>(
  value: string,
  suggestions: readonly T[],
  placeholder: string,
): { ok: true; match: T } | { ok: false; message: string } {
  const wanted = value.trim().toLowerCase();
  const match = wanted === '' ? undefined : suggestions.find((s) => s.text.trim().toLowerCase() === wanted || s.value.trim().toLowerCase() === wanted);
  if (match) return { ok: true, match };
  return { ok: false, message: placeholder.trim() === '' ? FILTER_REFUSED_MESSAGE : `${FILTER_REFUSED_MESSAGE} ${placeholder.trim()}` };
}
