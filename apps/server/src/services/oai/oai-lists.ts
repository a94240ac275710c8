import { HARVEST_SOURCES, type HarvestFilter, type HarvestSource } from '@trove/db';
import type { ServiceDeps } from '../../deps.ts';
import type { OaiError, OaiRequest } from './oai-arguments.ts';
import { type MetadataPrefix, harvestPlan, isMetadataPrefix, kindOfSource } from './oai-catalogue.ts';
import { type KindedHead, type RecordContext, headerXml, recordsXml } from './oai-records.ts';
import { type TokenState, readToken, writeToken } from './resumption-token.ts';
import { utcSeconds } from './oai-xml.ts';
import type { HarvestSettings } from './harvest-settings.ts';

/**
 * ListIdentifiers and ListRecords (OAI-PMH 2.0 §4.3, §4.5; ADR 052): a page of `pageSize` records
 * read source after source in change-time order, and a signed resumption token for the rest.
 */

type ListRequest = Extract<OaiRequest, { verb: 'ListIdentifiers' | 'ListRecords' }>;

export interface ListContext extends RecordContext {
  secret: string;
  settings: HarvestSettings;
  now: Date;
}

export type ListOutcome = { ok: true; content: Record<string, unknown> } | { ok: false; error: OaiError };

const fail = (code: OaiError['code'], message: string): { ok: false; error: OaiError } => ({
  ok: false,
  error: { code, message },
});

function filterOf(state: TokenState): HarvestFilter {
  return harvestPlan(state.prefix as MetadataPrefix, state.set, state.from, state.until).filter;
}

function sourcesOf(state: TokenState): HarvestSource[] {
  return harvestPlan(state.prefix as MetadataPrefix, state.set, state.from, state.until).sources;
}

/** The first state of a list request; an error when the format, set or dates rule it out. */
async function startState(
  deps: ServiceDeps<'harvest'>,
  request: Extract<ListRequest, { resumptionToken: null }>,
  context: ListContext,
): Promise<{ ok: true; state: TokenState } | { ok: false; error: OaiError }> {
  if (!isMetadataPrefix(request.metadataPrefix))
    return fail('cannotDisseminateFormat', `This repository has no format ${request.metadataPrefix}.`);
  if (request.set !== null && context.sets.length === 0)
    return fail('noSetHierarchy', 'This repository has no sets.');
  if (request.set !== null && !context.sets.some((s) => s.spec === request.set))
    return fail('noRecordsMatch', `There is no set ${request.set}.`);
  const plan = harvestPlan(
    request.metadataPrefix,
    request.set,
    request.from?.first ?? null,
    request.until?.last ?? null,
  );
  let total = 0;
  for (const source of plan.sources) total += await deps.store.harvest.countHarvest(source, plan.filter);
  if (total === 0) return fail('noRecordsMatch', 'No records match the request.');
  const state: TokenState = {
    verb: request.verb,
    prefix: request.metadataPrefix,
    set: request.set,
    from: plan.filter.from,
    until: plan.filter.until,
    source: 0,
    after: null,
    cursor: 0,
    total,
    expires: 0,
  };
  return { ok: true, state };
}

/** Up to pageSize heads from the state's place on, and the place after them (null when done). */
async function readPage(
  deps: ServiceDeps<'harvest'>,
  state: TokenState,
  pageSize: number,
): Promise<{ items: KindedHead[]; next: Pick<TokenState, 'source' | 'after'> | null }> {
  const sources = sourcesOf(state);
  const filter = filterOf(state);
  const items: KindedHead[] = [];
  let place: Pick<TokenState, 'source' | 'after'> = { source: state.source, after: state.after };
  while (place.source < sources.length) {
    const source = sources[place.source] as HarvestSource;
    // One more than fits: whether this source goes on past the page.
    const heads = await deps.store.harvest.harvestHeads(
      source,
      filter,
      place.after,
      pageSize - items.length + 1,
    );
    const taken = heads.slice(0, pageSize - items.length);
    items.push(...taken.map((head) => ({ kind: kindOfSource(source), head })));
    const last = taken.at(-1);
    if (heads.length > taken.length && last) return { items, next: { source: place.source, after: last } };
    place = { source: place.source + 1, after: null };
    if (items.length === pageSize) {
      // The page is full at a source's end: is anything left in the sources after it?
      for (let s = place.source; s < sources.length; s++) {
        const more = await deps.store.harvest.harvestHeads(sources[s] as HarvestSource, filter, null, 1);
        if (more.length > 0) return { items, next: { source: s, after: null } };
      }
      return { items, next: null };
    }
  }
  return { items, next: null };
}

export async function listRecordsOrIdentifiers(
  deps: ServiceDeps<'harvest'>,
  request: ListRequest,
  context: ListContext,
): Promise<ListOutcome> {
  let state: TokenState;
  if (request.resumptionToken !== null) {
    const reading = readToken(context.secret, request.resumptionToken, context.now);
    if (!reading.ok) return fail('badResumptionToken', reading.message);
    if (reading.state.verb !== request.verb || reading.state.source >= HARVEST_SOURCES.length)
      return fail('badResumptionToken', `The resumption token is not one of ${request.verb}.`);
    state = reading.state;
  } else {
    const started = await startState(deps, request, context);
    if (!started.ok) return { ok: false, error: started.error };
    state = started.state;
  }
  const { items, next } = await readPage(deps, state, context.settings.pageSize);
  const prefix = state.prefix as MetadataPrefix;
  const list =
    request.verb === 'ListRecords'
      ? await recordsXml(deps, items, prefix, context)
      : items.map((item) => headerXml(item, context));
  const listed = request.verb === 'ListRecords' ? { record: list } : { header: list };
  if (list.length === 0) return fail('noRecordsMatch', 'No records match the request any more.');
  const resumed = request.resumptionToken !== null;
  const size = {
    '@_completeListSize': Math.max(state.total, state.cursor + items.length),
    '@_cursor': state.cursor,
  };
  let token: Record<string, unknown> | null = null;
  if (next) {
    const expires = new Date(context.now.getTime() + context.settings.tokenLifetimeMinutes * 60_000);
    const value = writeToken(context.secret, {
      ...state,
      ...next,
      cursor: state.cursor + items.length,
      expires: expires.getTime(),
    });
    token = { '#text': value, '@_expirationDate': utcSeconds(expires), ...size };
  } else if (resumed) {
    // The last part of a list answered in parts ends with an empty token (§3.5).
    token = { '#text': '', ...size };
  }
  return { ok: true, content: { ...listed, ...(token ? { resumptionToken: token } : {}) } };
}
