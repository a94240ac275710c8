import fc from 'fast-check';
import { HOSTILE_STRINGS, hostileString, hostileValue } from './hostile-values.ts';
import { type JsonSchema, shapedInput, shapedValue } from './json-schema-arbitrary.ts';
import { BODY_METHODS, type ProbedRoute, pathParameters } from './route-table.ts';

/** Who makes a call: the runner turns this into cookies and headers (a session, the human check). */
export const CALLERS = ['anonymous', 'human', 'reader', 'dataManager'] as const;
export type CallerKind = (typeof CALLERS)[number];

/** One generated request, as it goes on the wire. */
export interface ProbeRequest {
  method: string;
  /** Path and query, encoded (and sometimes malformed on purpose). */
  url: string;
  headers: Record<string, string>;
  body?: string;
  caller: CallerKind;
  /** False: the call leaves out or spoils its CSRF token or Origin, as a forged one would. */
  sameSite: boolean;
  remoteAddress: string;
}

export interface ProbeContext {
  /** Real values by parameter name (record ids, user names, keys), so calls also reach found records. */
  known: Readonly<Record<string, readonly unknown[]>>;
  /** Parameters of the search and explore calls, whose query schema takes any key. */
  searchQuery: fc.Arbitrary<[string, string][]>;
  /** Field names of the sign-in, sign-up and reset forms, whose bodies have no schema. */
  formFields: readonly string[];
}

/** Percent-encodes text as UTF-8 (a lone surrogate becomes U+FFFD), leaving unreserved characters. */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Path segments whose encoding is itself broken or that try to climb out. */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '..',
  '.',
  '%2e%2e',
  '..%2F..',
  'a%2Fb',
  '%00',
  '',
];

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

function pathValue(
  schema: JsonSchema | undefined,
  context: ProbeContext,
  name: string,
): fc.Arbitrary<string> {
  const shaped = shapedValue(schema ?? { type: 'string' }, { hostile: true, known: context.known }, name);
  return fc.oneof(
    { weight: 8, arbitrary: shaped.map((v) => percentEncode(asText(v))) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

function pathOf(route: ProbedRoute, context: ProbeContext): fc.Arbitrary<string> {
  const names = pathParameters(route.url);
  const values = names.map((name) =>
    name === '*'
      ? fc.array(pathValue(undefined, context, name), { maxLength: 4 }).map((parts) => parts.join('/'))
      : pathValue(route.params?.properties?.[name], context, name),
  );
  return fc.tuple(...values).map((filled) => {
    let i = 0;
    return route.url
      .split('/')
      .map((segment) => (segment.startsWith(':') || segment === '*' ? (filled[i++] ?? '') : segment))
      .join('/');
  });
}

/** A query string: the schema's parameters (or the search's), extra ones, and broken encodings. */
function queryOf(route: ProbedRoute, context: ProbeContext): fc.Arbitrary<string> {
  const schema = route.querystring;
  const freeForm = schema?.additionalProperties !== undefined && schema.additionalProperties !== false;
  const pairs: fc.Arbitrary<[string, string][]> = freeForm
    ? context.searchQuery
    : shapedInput(schema ?? { type: 'object' }, { hostile: true, known: context.known }).map((value) =>
        Object.entries(value as Record<string, unknown>).flatMap(([key, v]): [string, string][] =>
          Array.isArray(v) ? v.map((item): [string, string] => [key, asText(item)]) : [[key, asText(v)]],
        ),
      );
  const extra = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string()), hostileString),
    {
      maxLength: 2,
    },
  );
  const encoded = fc
    .tuple(pairs, extra)
    .map(([own, more]) =>
      [...own, ...more].map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&'),
    );
  const broken = fc.constantFrom(
    '%',
    'a=%zz',
    '&&&=',
    'a[b]=1&a[c]=2',
    'a=1&a=2&a=3',
    '=x',
    '__proto__[x]=1',
    'x'.repeat(9000),
  );
  return fc
    .oneof(
      { weight: 6, arbitrary: encoded },
      { weight: 1, arbitrary: broken },
      { weight: 1, arbitrary: fc.constant('') },
    )
    .map((query) => (query === '' ? '' : `?${query}`));
}

const JSON_TYPE = 'application/json';
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/JSON',
  'application/vnd.api+json',
  'application/octet-stream',
  '',
  ';;;',
];
const BROKEN_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '[1,]',
  'NaN',
  '\u0000',
  '{"a":1}}',
  '',
  'null',
  '"',
  '\uFEFF{}',
  '{"a":1e999999}',
];
/** JSON nested 100,000 deep: valid, but a recursive reader would overflow its stack. */
const DEEP_JSON = [
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000),
];

/** A body and its content type; undefined type: no Content-Type header at all. */
type Body = { body?: string; type?: string };

function bodyOf(route: ProbedRoute, context: ProbeContext): fc.Arbitrary<Body> {
  const schema: JsonSchema = route.body ?? {
    type: 'object',
    properties: Object.fromEntries(context.formFields.map((f) => [f, { type: 'string' }])),
  };
  const valid = shapedInput(schema, { hostile: false, known: context.known }).map((v) => JSON.stringify(v));
  const bent = shapedInput(schema, { hostile: true, known: context.known }).map(
    (v) => JSON.stringify(v) ?? 'null',
  );
  const form = shapedInput(schema, { hostile: true, known: context.known }).map((v) =>
    new URLSearchParams(
      Object.entries(typeof v === 'object' && v !== null ? v : { value: v }).map(
        ([k, x]): [string, string] => [k, asText(x)],
      ),
    ).toString(),
  );
  const json = (text: fc.Arbitrary<string>): fc.Arbitrary<Body> =>
    text.map((body) => ({ body, type: JSON_TYPE }));
  return fc.oneof(
    { weight: 4, arbitrary: json(valid) },
    { weight: 6, arbitrary: json(bent) },
    { weight: 2, arbitrary: json(hostileValue.map((v) => JSON.stringify(v) ?? 'null')) },
    { weight: 2, arbitrary: json(fc.oneof(fc.constantFrom(...BROKEN_JSON), fc.string({ unit: 'binary' }))) },
    { weight: 1, arbitrary: json(fc.constantFrom(...DEEP_JSON)) },
    {
      weight: route.body ? 1 : 4,
      arbitrary: form.map((body) => ({ body, type: 'application/x-www-form-urlencoded' })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(bent, fc.constantFrom(...WRONG_TYPES)).map(([body, type]) => ({ body, type })),
    },
    { weight: 1, arbitrary: bent.map((body) => ({ body })) },
    { weight: 1, arbitrary: fc.constant({ type: JSON_TYPE }) },
    // Past the body limit (1 MiB).
    {
      weight: 1,
      arbitrary: fc.constant({ body: `{"content":"${'a'.repeat(1_100_000)}"}`, type: JSON_TYPE }),
    },
  );
}

const optionalHeaders = fc.record(
  {
    accept: fc.constantFrom(
      'application/json',
      'text/html',
      '*/*',
      'image/png',
      '',
      '\u0000',
      'application/json;q=0',
    ),
    'accept-language': fc.constantFrom('en-AU', '*', 'zz-ZZ;q=2', 'x'.repeat(500)),
    'if-none-match': fc.constantFrom('"x"', '*', 'W/"', ''),
    'if-modified-since': fc.constantFrom('yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT', ''),
    range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=9999999999-', 'lines=1-2'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage', ''),
    'x-forwarded-host': fc.constantFrom('evil.example', ''),
    cookie: fc.constantFrom(
      'trove_session=forged',
      'trove_human=forged',
      'trove_csrf=a; trove_csrf=b',
      '=;=;',
      '\u00ff',
    ),
  },
  { requiredKeys: [] },
);

/** Every request a client could send to the route: mostly well-shaped, often hostile, sometimes broken. */
export function requestArbitrary(route: ProbedRoute, context: ProbeContext): fc.Arbitrary<ProbeRequest> {
  const hasBody = BODY_METHODS.has(route.method);
  // A GET may carry a body (and is refused or ignored); a HEAD's would be read as the next request.
  const body: fc.Arbitrary<Body> = hasBody
    ? bodyOf(route, context)
    : route.method === 'HEAD'
      ? fc.constant({})
      : fc.oneof({ weight: 9, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: bodyOf(route, context) });
  return fc
    .record({
      path: pathOf(route, context),
      query: queryOf(route, context),
      body,
      headers: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: optionalHeaders }),
      caller: fc.constantFrom(...CALLERS),
      sameSite: fc.oneof(
        { weight: 9, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      remoteAddress: fc.ipV4(),
    })
    .map(({ path, query, body: { body: payload, type }, headers, caller, sameSite, remoteAddress }) => ({
      method: route.method,
      url: `${path}${query}`,
      headers: type === undefined ? { ...headers } : { ...headers, 'content-type': type },
      ...(payload === undefined ? {} : { body: payload }),
      caller,
      sameSite,
      remoteAddress,
    }));
}
