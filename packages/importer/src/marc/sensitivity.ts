import type { MarcRecord } from '@trove/marc';

/**
 * Phrases cataloguers use in notes to warn of culturally sensitive or offensive content: the
 * warnings to Aboriginal and Torres Strait Islander people, notices of Indigenous Cultural and
 * Intellectual Property, and notices of distressing or offensive historical content.
 */
const WARNINGS = [
  /cultural sensitivity warning/i,
  /aboriginal and torres strait islander (?:people|peoples|readers|viewers) (?:are|should be) (?:advised|warned)/i,
  /(?:images|names|voices) of (?:deceased persons|people who have (?:died|passed away))/i,
  /indigenous cultural and intellectual property/i,
  /(?:sensitive and\/or distressing|considered (?:inaccurate, )?(?:inappropriate|offensive))/i,
];

/** True when any note field (5XX) carries such a warning, so the portal shows its advice and blur. */
export function hasCulturalWarning(record: MarcRecord): boolean {
  return record
    .get('^5[0-9][0-9]$')
    .flatMap((field) => (field.subf ?? []).map(([, value]) => value))
    .some((text) => WARNINGS.some((warning) => warning.test(text)));
}
