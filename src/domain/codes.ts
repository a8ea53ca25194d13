/**
 * The identifiers that appear in the site's addresses and channel names: contest codes,
 * problem codes and slugs. One rule each for the whole client (the reference server keeps
 * its own copy in its JSON schemas). Pure.
 */

/** Contest codes: 2 to 30 letters, digits or underscores ('START101', 'PRACTICE'). */
const CONTEST_CODE = /^[A-Za-z0-9_]{2,30}$/;
/** Problem codes have the same alphabet and may be a single character. */
const PROBLEM_CODE = /^[A-Za-z0-9_]{1,30}$/;
/** Roadmap and course slugs: lowercase words joined by single hyphens. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MAX_LENGTH = 60;

/** Contest problems without a contest code belong to PRACTICE. */
export const PRACTICE_CONTEST = 'PRACTICE';

/** The exact text for a problem code that is not all upper case (no request is made). */
export const PROBLEM_CODE_ERROR = 'Please check problem code. No such problem exists for this contest.';

export const isContestCode = (code: string): boolean => CONTEST_CODE.test(code);

/** The shape of a problem code; a lower-case one still has the shape (see isUpperCaseCode). */
export const isProblemCode = (code: string): boolean => PROBLEM_CODE.test(code);

/** Problem codes are upper case; a lower-case one names no problem. */
export const isUpperCaseCode = (code: string): boolean => code === code.toUpperCase();

export const isSlug = (slug: string): boolean => slug.length <= SLUG_MAX_LENGTH && SLUG.test(slug);

export const isPractice = (contest: string): boolean => contest.toUpperCase() === PRACTICE_CONTEST;
