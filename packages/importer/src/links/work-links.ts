import {
  HOW_RANK,
  type Match,
  type Outcome,
  matchDirectName,
  matchHeading,
  matchOrganisation,
  matchSittingMember,
} from './name-matching.ts';
import type { PersonIndex } from './person-index.ts';
import { type LinkRelation, type LinkableWorkNames, type NameMention, mentionsOfWork } from './work-names.ts';

export interface LinkCandidateWork extends LinkableWorkNames {
  id: number;
  yearStart: number | null;
}

/** A link between a work and a person, with why it was made ('MARC 600 subject: heading with life dates'). */
export interface FoundLink {
  workId: number;
  personId: number;
  relation: LinkRelation;
  reason: string;
}

function matchMention(index: PersonIndex, mention: NameMention, work: LinkCandidateWork): Outcome {
  if (mention.form === 'caption')
    return work.caption ? matchSittingMember(index, mention, work.caption.date) : null;
  if (mention.form === 'direct') return matchDirectName(index, mention.text, work.yearStart);
  const person = matchHeading(index, mention.text, work.yearStart, mention.relation);
  return person === null ? matchOrganisation(index, mention.text) : person;
}

/**
 * The links one work's names support. A person named several ways by one work is linked once per
 * relation, for the strongest reason.
 */
export function linksOfWork(index: PersonIndex, work: LinkCandidateWork): FoundLink[] {
  const found = new Map<string, { link: FoundLink; rank: number }>();
  for (const mention of mentionsOfWork(work)) {
    const outcome = matchMention(index, mention, work);
    if (outcome === null || outcome === 'ambiguous') continue;
    const { personId, how }: Match = outcome;
    const key = `${personId}|${mention.relation}`;
    const rank = HOW_RANK[how];
    const held = found.get(key);
    if (held && held.rank <= rank) continue;
    found.set(key, {
      link: { workId: work.id, personId, relation: mention.relation, reason: `${mention.where}: ${how}` },
      rank,
    });
  }
  return [...found.values()].map((f) => f.link);
}
