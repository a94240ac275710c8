import type { ServiceDeps } from '../../deps.ts';
import type { HarvestSettings } from './harvest-settings.ts';
import { type OaiArguments, type OaiError, type OaiRequest, parseOaiArguments } from './oai-arguments.ts';
import {
  METADATA_FORMATS,
  type MetadataPrefix,
  type OaiSet,
  isMetadataPrefix,
  oaiSets,
  parseOaiIdentifier,
  repositoryIdentifier,
} from './oai-catalogue.ts';
import { MARC21 } from './marcxml.ts';
import { listRecordsOrIdentifiers } from './oai-lists.ts';
import { recordsXml } from './oai-records.ts';
import { type OaiBody, oaiDocument, utcSeconds } from './oai-xml.ts';

/**
 * OAI-PMH 2.0 (issue 18 §4, ADR 052): one request's arguments in, the XML document out. Every
 * protocol error is an `<error>` in a 200 answer, as the protocol requires; the verbs' work is in
 * oai-lists.ts (the lists) and here (the rest).
 */

export interface OaiOptions {
  /** Signs resumption tokens. */
  secret: string;
  settings: HarvestSettings;
  /** This answer's site address (PUBLIC_URL or the allowed host used). */
  siteUrl: string;
}

type Deps = ServiceDeps<'harvest' | 'content'>;
type Outcome = { ok: true; content: Record<string, unknown> } | { ok: false; error: OaiError };

const fail = (code: OaiError['code'], message: string): Outcome => ({ ok: false, error: { code, message } });

/** The configured contact, or the site's webmaster; OAI-PMH needs an address with a dotted domain. */
function adminEmail(deps: Deps): string {
  if (deps.config.contactEmail) return deps.config.contactEmail;
  const host = repositoryIdentifier(deps.config.publicUrl);
  return `webmaster@${host.includes('.') ? host : `${host}.localdomain`}`;
}

async function identify(deps: Deps, siteUrl: string): Promise<Outcome> {
  const earliest = await deps.store.harvest.earliestHarvestStamp();
  return {
    ok: true,
    content: {
      repositoryName: deps.config.productName,
      baseURL: `${siteUrl}/oai`,
      protocolVersion: '2.0',
      adminEmail: adminEmail(deps),
      earliestDatestamp: earliest ? utcSeconds(new Date(earliest)) : '1970-01-01T00:00:00Z',
      deletedRecord: 'persistent',
      granularity: 'YYYY-MM-DDThh:mm:ssZ',
    },
  };
}

function formatXml(format: (typeof METADATA_FORMATS)[number]) {
  return { metadataPrefix: format.prefix, schema: format.schema, metadataNamespace: format.namespace };
}

async function formatsOf(deps: Deps, identifier: string | null, repository: string): Promise<Outcome> {
  if (identifier === null) return { ok: true, content: { metadataFormat: METADATA_FORMATS.map(formatXml) } };
  const item = parseOaiIdentifier(repository, identifier);
  const head = item ? await deps.store.harvest.harvestHead(item.kind, item.id) : undefined;
  if (!item || !head) return fail('idDoesNotExist', `There is no record ${identifier}.`);
  if (head.deleted) return fail('noMetadataFormats', `${identifier} is deleted: it has no metadata.`);
  const hasMarc = item.kind === 'work' && (await deps.store.harvest.marcOfWorks([item.id])).size > 0;
  const formats = METADATA_FORMATS.filter((f) => f.prefix !== MARC21.prefix || hasMarc);
  return { ok: true, content: { metadataFormat: formats.map(formatXml) } };
}

function setsXml(sets: readonly OaiSet[], resumptionToken: string | null): Outcome {
  if (resumptionToken !== null)
    return fail('badResumptionToken', 'ListSets is answered whole: it issues no resumption tokens.');
  if (sets.length === 0) return fail('noSetHierarchy', 'This repository has no sets.');
  return {
    ok: true,
    content: {
      set: sets.map((s) => ({ setSpec: s.spec, setName: s.name })),
    },
  };
}

async function getRecord(
  deps: Deps,
  request: Extract<OaiRequest, { verb: 'GetRecord' }>,
  context: { repository: string; siteUrl: string; sets: readonly OaiSet[] },
): Promise<Outcome> {
  const item = parseOaiIdentifier(context.repository, request.identifier);
  const head = item ? await deps.store.harvest.harvestHead(item.kind, item.id) : undefined;
  if (!item || !head) return fail('idDoesNotExist', `There is no record ${request.identifier}.`);
  if (!isMetadataPrefix(request.metadataPrefix))
    return fail('cannotDisseminateFormat', `This repository has no format ${request.metadataPrefix}.`);
  const prefix: MetadataPrefix = request.metadataPrefix;
  const [record] = await recordsXml(deps, [{ kind: item.kind, head }], prefix, context);
  if (!record) return fail('cannotDisseminateFormat', `${request.identifier} cannot be had as ${prefix}.`);
  return { ok: true, content: { record } };
}

async function answer(deps: Deps, request: OaiRequest, options: OaiOptions): Promise<Outcome> {
  const repository = repositoryIdentifier(deps.config.publicUrl);
  switch (request.verb) {
    case 'Identify':
      return identify(deps, options.siteUrl);
    case 'ListMetadataFormats':
      return formatsOf(deps, request.identifier, repository);
    case 'ListSets':
      return setsXml(await oaiSets(deps), request.resumptionToken);
    case 'GetRecord':
      return getRecord(deps, request, { repository, siteUrl: options.siteUrl, sets: await oaiSets(deps) });
    case 'ListIdentifiers':
    case 'ListRecords':
      return listRecordsOrIdentifiers(deps, request, {
        repository,
        siteUrl: options.siteUrl,
        sets: await oaiSets(deps),
        secret: options.secret,
        settings: options.settings,
        now: deps.now(),
      });
  }
}

/** The XML answer to one OAI-PMH request, errors included. */
export async function oaiAnswer(deps: Deps, args: OaiArguments, options: OaiOptions): Promise<string> {
  const parsed = parseOaiArguments(args);
  const baseUrl = `${options.siteUrl}/oai`;
  const responseDate = deps.now();
  if (!parsed.ok)
    return oaiDocument({ responseDate, baseUrl, echo: parsed.echo, body: { error: [parsed.error] } });
  const outcome = await answer(deps, parsed.request, options);
  const body: OaiBody = outcome.ok
    ? { verb: parsed.request.verb, content: outcome.content }
    : { error: [outcome.error] };
  return oaiDocument({ responseDate, baseUrl, echo: parsed.echo, body });
}
