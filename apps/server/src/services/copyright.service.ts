import { type CopyrightStatus, MESSAGES } from '@trove/contracts';
import type { ServiceDeps } from '../deps.ts';
import { recordNotFound } from '../domain/errors.ts';
import type { CopyrightFacts, Outcome } from './copyright/facts.ts';
import { assessCopyright } from './copyright/rules.ts';
import { factsOf } from './copyright/source-facts.ts';

function present(id: number, facts: CopyrightFacts, outcome: Outcome): CopyrightStatus {
  const deaths = facts.creators.map((c) => c.deathYear);
  const allKnown = deaths.length > 0 && deaths.every((d) => d !== null);
  const unknown = outcome.status === 'Unknown';
  return {
    id,
    status: outcome.status,
    contextMsg: outcome.contextMsg,
    reason: unknown ? MESSAGES.copyrightUnknown : outcome.reason,
    detail: unknown ? outcome.reason : null,
    expiresAfter: outcome.expiresAfter,
    creatorStatus: facts.creators.length > 0 ? 'known' : 'anonymous',
    creatorDateOfDeath: allKnown ? Math.max(...(deaths as number[])) : null,
    materialType: facts.material,
    publishedStatus: facts.published === null ? null : facts.published ? 'published' : 'unpublished',
    publicationDate: facts.year,
    govtCopyrightOwnership: facts.crown,
    assumptions: outcome.assumptions,
  };
}

/** The copyright status of one version (edition), worked out this year from what the store holds. */
export async function getCopyrightStatus(
  deps: ServiceDeps<'copyright'>,
  rawId: string,
  id: number,
): Promise<CopyrightStatus> {
  const source = await deps.store.copyright.readCopyrightSource(id);
  if (!source) throw recordNotFound('version', rawId);
  const facts = factsOf(source);
  return present(id, facts, assessCopyright(facts, deps.now().getUTCFullYear()));
}
