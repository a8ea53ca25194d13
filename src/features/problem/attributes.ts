/**
 * cc-problem's enumerated attributes, read as the declaration allows (checked against the
 * manifest by test/node/enumerated-attributes.test.js). Apart from Problem.tsx so the check can
 * load it without the page's workers and markup tools.
 */
import { PROBLEM_TABS } from '../../declarations/cc-problem.decl';
import { choice, type EnumReaders } from '../../ui/choice';

export const enumeratedAttributes = {
  tab: (raw: string | undefined | null) => choice('cc-problem', 'tab', raw, PROBLEM_TABS, 'statement'),
} satisfies EnumReaders;
