/**
 * An OAI-PMH request's arguments checked as the protocol says (OAI-PMH 2.0 §3.1, §3.6): one verb,
 * only the arguments it allows, each once, required ones present, a resumption token exclusive,
 * dates in the granularity the repository declares. Pure: the answer is a request or an error.
 */

export const OAI_VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'GetRecord',
  'ListIdentifiers',
  'ListRecords',
] as const;
export type OaiVerb = (typeof OAI_VERBS)[number];

export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

export interface OaiError {
  code: OaiErrorCode;
  message: string;
}

/** A day, or a second in UTC: the two granularities of OAI-PMH (this repository declares seconds). */
export interface OaiDate {
  /** As the harvester wrote it. */
  text: string;
  granularity: 'day' | 'second';
  /** The first and last instant it covers, as the store's ISO text (milliseconds). */
  first: string;
  last: string;
}

export type OaiRequest =
  | { verb: 'Identify' }
  | { verb: 'ListMetadataFormats'; identifier: string | null }
  | { verb: 'ListSets'; resumptionToken: string | null }
  | { verb: 'GetRecord'; identifier: string; metadataPrefix: string }
  | {
      verb: 'ListIdentifiers' | 'ListRecords';
      resumptionToken: string;
    }
  | {
      verb: 'ListIdentifiers' | 'ListRecords';
      resumptionToken: null;
      metadataPrefix: string;
      from: OaiDate | null;
      until: OaiDate | null;
      set: string | null;
    };

export type OaiArguments = Record<string, string | string[] | undefined>;

export type ParsedRequest =
  | { ok: true; request: OaiRequest; echo: Record<string, string> }
  | { ok: false; error: OaiError; echo: Record<string, string> | null };

const ALLOWED: Record<OaiVerb, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
  ListIdentifiers: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
  ListRecords: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
};

const bad = (message: string): ParsedRequest => ({
  ok: false,
  error: { code: 'badArgument', message },
  echo: null,
});

/** The forms OAI-PMH.xsd gives these arguments, so that every answer echoing them is valid. */
const SYNTAX: Record<string, RegExp> = {
  metadataPrefix: /^[A-Za-z0-9\-_.!~*'()]+$/,
  set: /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/,
  identifier: /^[^\s\p{Cc}<>"{}|\\^`]+$/u,
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/** A from or until value in either granularity; null when it is neither or no real date. */
export function parseOaiDate(text: string): OaiDate | null {
  const day = DAY.exec(text);
  const second = SECOND.exec(text);
  if (!day && !second) return null;
  const first = day ? `${text}T00:00:00.000Z` : `${text.slice(0, -1)}.000Z`;
  const parsed = new Date(first);
  // 2024-02-30 parses to March: only a date that prints back as written is real.
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString() !== first) return null;
  const last = day ? `${text}T23:59:59.999Z` : `${text.slice(0, -1)}.999Z`;
  return { text, granularity: day ? 'day' : 'second', first, last };
}

/** Checks the arguments of one request (query string or form body, already split into values). */
export function parseOaiArguments(args: OaiArguments): ParsedRequest {
  const verbs = [args.verb ?? []].flat();
  const verb = verbs[0];
  if (verbs.length !== 1 || verb === undefined)
    return {
      ok: false,
      error: {
        code: 'badVerb',
        message: verbs.length === 0 ? 'The verb argument is missing.' : 'The verb argument is repeated.',
      },
      echo: null,
    };
  if (!(OAI_VERBS as readonly string[]).includes(verb))
    return { ok: false, error: { code: 'badVerb', message: `${verb} is not an OAI-PMH verb.` }, echo: null };
  const rules = ALLOWED[verb as OaiVerb];
  const values = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(args)) {
    if (name === 'verb' || value === undefined) continue;
    const list = [value].flat();
    if (list.length !== 1) return bad(`The ${name} argument is repeated.`);
    const allowed = [...rules.required, ...rules.optional, rules.exclusive].includes(name);
    if (!allowed) return bad(`${verb} does not take the argument ${name}.`);
    values[name] = list[0] ?? '';
  }
  const echo = { verb, ...values };
  if (rules.exclusive && values[rules.exclusive] !== undefined) {
    if (Object.keys(values).length > 1) return bad(`The ${rules.exclusive} argument is exclusive.`);
    return { ok: true, request: { verb, resumptionToken: values[rules.exclusive] } as OaiRequest, echo };
  }
  const missing = rules.required.find((name) => values[name] === undefined);
  if (missing) return bad(`${verb} needs the argument ${missing}.`);
  const malformed = Object.entries(SYNTAX).find(
    ([name, rule]) => values[name] !== undefined && !rule.test(values[name]),
  );
  if (malformed) return bad(`The ${malformed[0]} argument is not well formed.`);
  switch (verb as OaiVerb) {
    case 'Identify':
      return { ok: true, request: { verb: 'Identify' }, echo };
    case 'ListMetadataFormats':
      return {
        ok: true,
        request: { verb: 'ListMetadataFormats', identifier: values.identifier ?? null },
        echo,
      };
    case 'ListSets':
      return { ok: true, request: { verb: 'ListSets', resumptionToken: null }, echo };
    case 'GetRecord':
      return {
        ok: true,
        request: {
          verb: 'GetRecord',
          identifier: values.identifier ?? '',
          metadataPrefix: values.metadataPrefix ?? '',
        },
        echo,
      };
    default:
      return listRequest(verb as 'ListIdentifiers' | 'ListRecords', values, echo);
  }
}

function listRequest(
  verb: 'ListIdentifiers' | 'ListRecords',
  values: Record<string, string>,
  echo: Record<string, string>,
): ParsedRequest {
  const from = values.from === undefined ? null : parseOaiDate(values.from);
  const until = values.until === undefined ? null : parseOaiDate(values.until);
  if (values.from !== undefined && !from)
    return bad('from must be a date (YYYY-MM-DD) or a UTC time (YYYY-MM-DDThh:mm:ssZ).');
  if (values.until !== undefined && !until)
    return bad('until must be a date (YYYY-MM-DD) or a UTC time (YYYY-MM-DDThh:mm:ssZ).');
  if (from && until && from.granularity !== until.granularity)
    return bad('from and until must have the same granularity.');
  if (from && until && from.first > until.last) return bad('from is later than until.');
  return {
    ok: true,
    request: {
      verb,
      resumptionToken: null,
      metadataPrefix: values.metadataPrefix ?? '',
      from,
      until,
      set: values.set ?? null,
    },
    echo,
  };
}
