import fc from 'fast-check';
import { hostileValue } from './hostile-values.ts';

/** The part of JSON Schema (draft 2020-12, as zod writes it) that the route schemas use. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

export interface ShapeOptions {
  /** Some values (about one in six) are hostile rather than what the schema asks for. */
  hostile: boolean;
  /** Real values by property name (record ids, user names, keys), offered beside generated ones. */
  known?: Readonly<Record<string, readonly unknown[]>>;
}

/** Generated strings stay short unless the schema's own limits are the point. */
const TYPICAL_LENGTH = 24;
const INT32 = 2 ** 31 - 1;

/**
 * Values in the shape a schema describes: what a well-meaning client sends, at the edges of each
 * limit, with hostile values mixed in when asked. Validation is not the judge here: the server is.
 */
export function shapedValue(schema: JsonSchema, options: ShapeOptions, name?: string): fc.Arbitrary<unknown> {
  const valid = validValue(schema, options, name);
  const known = name ? options.known?.[name] : undefined;
  const choices: fc.WeightedArbitrary<unknown>[] = [{ weight: 5, arbitrary: valid }];
  if (known && known.length > 0) choices.push({ weight: 3, arbitrary: fc.constantFrom(...known) });
  if (options.hostile) choices.push({ weight: 1, arbitrary: hostileValue });
  return choices.length === 1 ? valid : fc.oneof(...choices);
}

/** A whole input (a body, a query) of the schema's shape; hostile values only inside it. */
export function shapedInput(schema: JsonSchema, options: ShapeOptions): fc.Arbitrary<unknown> {
  return validValue(schema, options);
}

function validValue(schema: JsonSchema, options: ShapeOptions, name?: string): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => shapedValue(s, options, name)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], options, name);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => validValue({ ...schema, type }, options, name)));
  }
  switch (schema.type) {
    case 'string':
      return stringValue(schema);
    case 'integer':
      return integerValue(schema);
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e9,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e9,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(shapedValue(schema.items ?? {}, options, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
      return objectValue(schema, options);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  const typical = fc.string({
    unit: 'grapheme',
    minLength: min,
    maxLength: Math.max(min, Math.min(max, TYPICAL_LENGTH)),
  });
  // The longest the schema allows, and one more: the edge where limits are checked.
  const edges = fc
    .tuple(fc.constantFrom(max, max + 1), fc.constantFrom('a', 'é', '中'))
    .map(([length, ch]) => ch.repeat(length));
  return fc.oneof({ weight: 6, arbitrary: typical }, { weight: 1, arbitrary: edges });
}

function integerValue(schema: JsonSchema): fc.Arbitrary<number> {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum === undefined ? -Number.MAX_SAFE_INTEGER : schema.exclusiveMinimum + 1);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum === undefined ? Number.MAX_SAFE_INTEGER : schema.exclusiveMaximum - 1);
  const small = fc.integer({
    min: Math.max(min, -1000),
    max: Math.max(Math.max(min, -1000), Math.min(max, 1000)),
  });
  const int32 = fc.integer({
    min: Math.max(min, -INT32 - 1),
    max: Math.max(Math.max(min, -INT32 - 1), Math.min(max, INT32)),
  });
  const whole = fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
  return fc.oneof(
    { weight: 4, arbitrary: small },
    { weight: 2, arbitrary: int32 },
    { weight: 1, arbitrary: whole },
    fc.constantFrom(min, max),
  );
}

function objectValue(schema: JsonSchema, options: ShapeOptions): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const model = Object.fromEntries(properties.map(([key, s]) => [key, shapedValue(s, options, key)]));
  const required = (schema.required ?? []).filter((key) => key in model);
  // A hostile client also leaves out what is required.
  const record = fc.record(model, { requiredKeys: options.hostile ? [] : required });
  const extra = schema.additionalProperties;
  if (!extra || typeof extra !== 'object') return record;
  const extras = fc.dictionary(fc.string({ maxLength: 12 }), shapedValue(extra, options), { maxKeys: 4 });
  return fc.tuple(record, extras).map(([known, more]) => ({ ...more, ...known }));
}
