import type { CopyrightFacts, Outcome } from './facts.ts';
import { assuming, expired, inCopyright, out, unknown } from './outcomes.ts';

/**
 * Australian copyright status of one edition under the Copyright Act 1968 (Cth) as in force from
 * 1 January 2019. ADR 009 explains every contextMsg, its rule and its section of the Act.
 */

/** Works of authors who died before this year were out of copyright when the 2005 life + 70 term began. */
export const FREE_BEFORE = 1955;
/** Photographs taken before the 1968 Act began (1 May 1969) keep the old term counted from taking. */
const PHOTO_ACT_YEAR = 1969;
const TERM = 70;
/** The term before the 2005 extension. */
const OLD_TERM = 50;
const CROWN_TERM = 50;
/** A creator is assumed to have died at most this many years after making the work. */
const LONGEST_LIFE_AFTER_WORK = 100;

export function assessCopyright(facts: CopyrightFacts, currentYear: number): Outcome {
  const { material } = facts;
  if (material === null) return unknown('the type of material');
  if (material === 'sound recording' || material === 'film') return recordingRule(facts, currentYear);
  if (facts.crown) return crownRule(facts, currentYear);
  if (material === 'photograph' && facts.year !== null && facts.year < PHOTO_ACT_YEAR)
    return oldPhotographRule(facts.year, currentYear);
  if (facts.creators.length === 0) return anonymousRule(facts, currentYear);
  const outcome = knownCreatorRule(facts, currentYear);
  // Without the year a photograph was taken, only an expiry on both possible terms is certain.
  if (material === 'photograph' && facts.year === null && outcome.status !== 'Out of Copyright')
    return unknown('the year the photograph was taken');
  return outcome;
}

/** ss 93, 94: 70 years from first publication (or making, if not made public); pre-1955 ones expired. */
function recordingRule({ year, material, published }: CopyrightFacts, currentYear: number): Outcome {
  if (year === null) return unknown(`the year the ${material} was made or published`);
  const lastYear = year + TERM;
  const outcome =
    year < FREE_BEFORE || expired(lastYear, currentYear)
      ? out('4', `A ${material} made or first published more than 70 years ago, or before 1955.`, lastYear)
      : inCopyright('5', `A ${material} is protected for 70 years after it is first published.`, lastYear);
  return published === false
    ? assuming(outcome, 'The unpublished material has not been made public.')
    : outcome;
}

/** Part VII (s 180): Crown copyright, 50 years from publication; unpublished writing never expires. */
function crownRule({ year, material, published }: CopyrightFacts, currentYear: number): Outcome {
  if (published === null) return unknown('whether the government work was published');
  // s 180: an artistic work other than an engraving or photograph counts from the year it was made.
  const fromMaking = material === 'artistic';
  if (!published && !fromMaking)
    return inCopyright('8', 'An unpublished government work stays in copyright while it is unpublished.');
  if (year === null) return unknown('the year the government work was published or made');
  const lastYear = year + CROWN_TERM;
  return expired(lastYear, currentYear)
    ? out('6', 'A government work published (or made) more than 50 years ago.', lastYear)
    : inCopyright(
        '7',
        'A government work is protected for 50 years after it is published (or made).',
        lastYear,
      );
}

/** Photographs taken before 1 May 1969: 50 years from taking, extended to 70 for those alive in 2005. */
function oldPhotographRule(year: number, currentYear: number): Outcome {
  const lastYear = year + TERM;
  if (year < FREE_BEFORE || expired(lastYear, currentYear))
    return out('3', 'A photograph taken before 1955, or more than 70 years ago before 1969.', lastYear);
  return assuming(
    inCopyright(
      '2.2',
      'A photograph taken before 1969 is protected for 70 years after it was taken.',
      lastYear,
    ),
    'A photograph dated 1969 or earlier was taken before the Act began on 1 May 1969.',
  );
}

/** s 34 as amended in 2017: no identifiable author, 70 years from being made public (or made). */
function anonymousRule({ year, published }: CopyrightFacts, currentYear: number): Outcome {
  if (year === null) return unknown('a creator or the year the work was published or made');
  // Published before 1955: the old 50-year term had run out before the 2005 extension.
  const lastYear = published === true && year < FREE_BEFORE ? year + OLD_TERM : year + TERM;
  const outcome = expired(lastYear, currentYear)
    ? out('1.3', 'No author can be identified and the work was made public more than 70 years ago.', lastYear)
    : inCopyright(
        '2.2',
        'No author can be identified; protected for 70 years after being made public.',
        lastYear,
      );
  const notes = ['No author is named, so the work is treated as anonymous.'];
  if (published !== true) notes.push('The year given is the year the work was made or made public.');
  return assuming(outcome, ...notes);
}

/** s 33 as amended in 2017: life + 70; published works of authors who died before 1955 are free. */
function knownCreatorRule(facts: CopyrightFacts, currentYear: number): Outcome {
  const { creators, year, published } = facts;
  if (creators.some((c) => c.living))
    return inCopyright('2.1', 'A creator was living when the record was made.');
  const assumptions: string[] = [];
  const deaths: number[] = [];
  for (const creator of creators) {
    if (creator.deathYear !== null) deaths.push(creator.deathYear);
    else if (year !== null && year + LONGEST_LIFE_AFTER_WORK + TERM < currentYear) {
      deaths.push(year + LONGEST_LIFE_AFTER_WORK);
      assumptions.push(`${creator.name} died within 100 years of the work being made.`);
    } else if (year !== null && year + TERM >= currentYear) {
      return assuming(
        inCopyright(
          '2.1',
          'The work is less than 70 years old, so its creators died less than 70 years ago.',
        ),
        `${creator.name}, whose date of death is not recorded, may be living.`,
      );
    } else return unknown(`the date of death of ${creator.name}`);
  }
  const death = Math.max(...deaths);
  // Published after the author's death and before 2019: 70 years from publication (old s 33(3)).
  const posthumous =
    published === true && year !== null && year > death && year >= FREE_BEFORE && year < 2019;
  let outcome: Outcome;
  if (published === true && death < FREE_BEFORE && !posthumous)
    outcome = out('1.1', 'A published work whose creators all died before 1955.', death + OLD_TERM);
  else {
    const lastYear = posthumous && year !== null ? year + TERM : death + TERM;
    if (expired(lastYear, currentYear))
      outcome = out('1.2', 'Every creator died more than 70 years ago.', lastYear);
    else if (published === null && death < FREE_BEFORE) return unknown('whether the work was published');
    else
      outcome = inCopyright(
        '2.1',
        posthumous
          ? 'Published after its creator died: protected for 70 years after publication.'
          : 'A creator died less than 70 years ago: protected for 70 years after the death.',
        lastYear,
      );
  }
  return assuming(outcome, ...assumptions);
}
