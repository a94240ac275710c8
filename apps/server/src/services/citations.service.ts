import type { Citation } from '@trove/contracts';
import type { ServiceDeps } from '../deps.ts';
import { type CitationContext, articleItem, personItem, workItem } from '../citation/csl-json.ts';
import { renderCitation } from '../citation/render.ts';
import { recordNotFound } from '../domain/errors.ts';
import { getArticle } from './articles.service.ts';
import { getPerson } from './people.service.ts';
import { getWork } from './works.service.ts';

function contextOf(deps: ServiceDeps): CitationContext {
  return { productName: deps.config.productName, publicUrl: deps.config.publicUrl, now: deps.now() };
}

/** A work's citation, of one version when asked; a version of another work is not found. */
export async function citeWork(
  deps: ServiceDeps<'curation' | 'records' | 'works'>,
  work: { raw: string; id: number },
  version?: { raw: string; id: number },
): Promise<Citation> {
  const record = await getWork(deps, work.raw, work.id);
  const edition = version ? record.items.find((v) => v.id === version.id) : undefined;
  if (version && !edition) throw recordNotFound('version', version.raw);
  return renderCitation(workItem(record, edition, contextOf(deps)));
}

export async function citePerson(
  deps: ServiceDeps<'people' | 'records'>,
  raw: string,
  id: number,
): Promise<Citation> {
  return renderCitation(personItem(await getPerson(deps, raw, id), contextOf(deps)));
}

export async function citeArticle(
  deps: ServiceDeps<'articles' | 'corrections' | 'records'>,
  raw: string,
  id: number,
): Promise<Citation> {
  return renderCitation(articleItem(await getArticle(deps, raw, id), contextOf(deps)));
}
