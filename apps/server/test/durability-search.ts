import { AnnotationsSchema, ResultsPageSchema, TagsSchema } from '@trove/contracts';
import { HttpVisitor } from '../../../e2e/support/http-visitor.ts';
import type { AckTag, Ledger } from './durability-load.ts';

/**
 * What the restarted portal answers about the acknowledged writes, through its API and search:
 * each public tag is listed for everyone and its link (a publictag: search) finds its work for
 * everyone; each private tag is listed and found by its link only for its owner; removed tags are
 * found by nobody; public notes are shown to everyone, private ones only to their owner.
 */
export interface SearchConsistency {
  publicTagsFound: number;
  privateTagsFoundByOwnerOnly: number;
  problems: string[];
}

type Ask = (visitor: HttpVisitor, path: string) => Promise<unknown>;

export async function checkSearchConsistency(
  baseUrl: string,
  ledger: Ledger,
  visitors: ReadonlyMap<string, HttpVisitor>,
): Promise<SearchConsistency> {
  const anonymous = new HttpVisitor(baseUrl);
  const problems: string[] = [];
  const ask: Ask = async (visitor, path) => {
    const answer = await visitor.api('GET', path);
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
    return answer.body;
  };
  const worksFound = async (visitor: HttpVisitor, query: string) =>
    ResultsPageSchema.parse(await ask(visitor, `/search/-1?${query}`)).resultGroups.flatMap((g) =>
      g.works.map((w) => w.id),
    );
  const someoneElse = (email: string) => [...visitors].find(([other]) => other !== email)![1];
  const removalInFlight = new Set(ledger.unanswered.filter((u) => u.kind === 'removal').map((u) => u.key));

  let publicTagsFound = 0;
  let privateTagsFoundByOwnerOnly = 0;
  const checkTag = async (tag: AckTag) => {
    const owner = visitors.get(tag.email)!;
    const removed = ledger.removedTags.has(tag.id);
    const quoted = new URLSearchParams({ keyword: `publictag:"${tag.name}"` }).toString();
    if (removed) {
      if ((await worksFound(anonymous, quoted)).length > 0)
        problems.push(`removed tag '${tag.name}' is still found by a publictag: search`);
      return;
    }
    if (removalInFlight.has(String(tag.id))) return;
    const listed = TagsSchema.parse(await ask(owner, `/tag/work/${tag.workId}`)).tags.find(
      (t) => t.id === tag.id,
    );
    if (!listed) return problems.push(`tag '${tag.name}' is not listed on work ${tag.workId} for its owner`);
    const linkQuery = listed.link.slice(listed.link.indexOf('?') + 1);
    const shownToAll = TagsSchema.parse(await ask(anonymous, `/tag/work/${tag.workId}`)).tags.some(
      (t) => t.id === tag.id,
    );
    const finders = await Promise.all(
      [owner, someoneElse(tag.email), anonymous].map(async (v) =>
        (await worksFound(v, linkQuery)).includes(tag.workId),
      ),
    );
    if (!tag.priv) {
      if (shownToAll && finders.every(Boolean)) publicTagsFound += 1;
      else
        problems.push(`public tag '${tag.name}': listed for all ${shownToAll}, found by its link ${finders}`);
      return;
    }
    const byPublicTag = await worksFound(anonymous, quoted);
    if (!shownToAll && finders.join() === 'true,false,false' && byPublicTag.length === 0)
      privateTagsFoundByOwnerOnly += 1;
    else
      problems.push(
        `private tag '${tag.name}': listed for all ${shownToAll}, found by its link (owner, other, anonymous) ${finders}, by publictag: ${byPublicTag.length}`,
      );
  };
  await inBatches([...ledger.tags.values()], 4, checkTag);

  await inBatches([...ledger.notes.values()], 4, async (note) => {
    const seenBy = async (visitor: HttpVisitor) =>
      AnnotationsSchema.parse(await ask(visitor, `/annotation/work/${note.workId}`)).annotations.some(
        (a) => a.id === note.id,
      );
    const [owner, other] = await Promise.all([seenBy(visitors.get(note.email)!), seenBy(anonymous)]);
    if (!owner || other === note.priv)
      problems.push(
        `note ${note.id} (${note.priv ? 'private' : 'public'}): seen by owner ${owner}, anonymous ${other}`,
      );
  });

  return { publicTagsFound, privateTagsFoundByOwnerOnly, problems };
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  each: (item: T) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}
