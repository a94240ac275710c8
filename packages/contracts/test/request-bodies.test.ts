import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from '../src/index.ts';

/**
 * Every request body the API reads (the contracts' `*BodySchema`, the only bodies routes accept)
 * holds no text that escapes the control-character rule and no number beyond the stores' id range
 * (ADR 024): a field added later without them fails here, before PostgreSQL can refuse it.
 */

interface Def {
  type: string;
  checks?: unknown[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  valueType?: z.ZodType;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);
const PLAIN = new Set(['boolean', 'enum', 'literal', 'null', 'undefined', 'transform']);

/** Where in a schema a string lacks the text rule or a number is unbounded: their paths. */
function unguarded(schema: z.ZodType, path: string): string[] {
  const { def } = (schema as unknown as { _zod: { def: Def } })._zod;
  const into = (child: z.ZodType | undefined, at = path) => (child ? unguarded(child, at) : [`${at} (?)`]);
  if (def.type === 'string') return def.checks?.includes(contracts.NO_CONTROL_CHARACTERS) ? [] : [path];
  if (def.type === 'number')
    return ((schema as z.ZodNumber).maxValue ?? Infinity) <= contracts.ID_MAX ? [] : [path];
  if (def.type === 'object')
    return Object.entries(def.shape ?? {}).flatMap(([key, child]) => unguarded(child, `${path}/${key}`));
  if (def.type === 'array') return into(def.element, `${path}/0`);
  if (def.type === 'union') return (def.options ?? []).flatMap((option) => unguarded(option, path));
  if (def.type === 'record') return into(def.valueType, `${path}/*`);
  if (def.type === 'pipe') return into(def.in);
  if (WRAPPERS.has(def.type)) return into(def.innerType);
  if (PLAIN.has(def.type)) return [];
  return [`${path} (${def.type})`];
}

const BODIES = Object.entries(contracts).filter(([name]) => name.endsWith('BodySchema')) as [
  string,
  z.ZodType,
][];

describe('request bodies', () => {
  it('are all found', () => {
    expect(BODIES.map(([name]) => name).sort()).toEqual([
      'AddListItemsBodySchema',
      'AddNoteBodySchema',
      'AddTagsBodySchema',
      'AddUrlItemBodySchema',
      'ApiDetailsBodySchema',
      'ApiKeyQuotaBodySchema',
      'ApproveApiKeyBodySchema',
      'BlockBodySchema',
      'BulkDeleteTagsBodySchema',
      'CaptchaVerifyBodySchema',
      'CollaborationRequestBodySchema',
      'CorrectionBodySchema',
      'CreateDownloadBodySchema',
      'DeactivateApiKeyBodySchema',
      'EmailChangeBodySchema',
      'EmailConfirmBodySchema',
      'ItemNoteBodySchema',
      'MergeWorksBodySchema',
      'ModerationBodySchema',
      'MoveItemBodySchema',
      'NoteBodySchema',
      'PasswordChangeBodySchema',
      'PasswordConfirmBodySchema',
      'PrivacyBodySchema',
      'ProfileDetailsBodySchema',
      'RevertBodySchema',
      'ReviewBodySchema',
      'SplitWorkBodySchema',
      'ThumbnailBodySchema',
      'UpdateListBodySchema',
      'UsernameChangeBodySchema',
    ]);
  });

  it.each(BODIES)(
    '%s: every text refuses control characters, every number stays in the id range',
    (_, schema) => {
      expect(unguarded(schema, '')).toEqual([]);
    },
  );

  it('the walk notices a plain string and an unbounded number', async () => {
    const { z } = await import('zod');
    expect(unguarded(z.object({ a: z.string(), b: z.array(z.number().int()) }), '')).toEqual(['/a', '/b/0']);
  });
});
