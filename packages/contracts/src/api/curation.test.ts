import { describe, expect, it } from 'vitest';
import { MergeWorksBodySchema, SplitWorkBodySchema } from './curation.ts';
import {
  MERGE_COUNT_MESSAGE,
  MERGE_DISTINCT_MESSAGE,
  mergeNoteTooLong,
  separateNoteTooLong,
} from './curation-rules.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('merge body', () => {
  it('takes the target first and at least one other work, with an optional note', () => {
    expect(MergeWorksBodySchema.parse({ workIds: [3, 1] })).toEqual({ workIds: [3, 1], note: '' });
    expect(MergeWorksBodySchema.parse({ workIds: [3, 1, 2], note: 'n'.repeat(200) }).note).toHaveLength(200);
  });

  it('refuses fewer than 2 works, repeats, bad ids and notes over 200 characters', () => {
    expect(messagesOf(MergeWorksBodySchema.safeParse({ workIds: [3] }))).toEqual([MERGE_COUNT_MESSAGE]);
    expect(messagesOf(MergeWorksBodySchema.safeParse({ workIds: [3, 3] }))).toEqual([MERGE_DISTINCT_MESSAGE]);
    expect(MergeWorksBodySchema.safeParse({ workIds: [3, -1] }).success).toBe(false);
    expect(MergeWorksBodySchema.safeParse({ workIds: [3, 1.5] }).success).toBe(false);
    expect(messagesOf(MergeWorksBodySchema.safeParse({ workIds: [3, 1], note: 'n'.repeat(201) }))).toEqual([
      'Your note is too long (201 characters). The note must not be longer than 200 characters.',
    ]);
    expect(mergeNoteTooLong(250)).toBe(
      'Your note is too long (250 characters). The note must not be longer than 200 characters.',
    );
  });
});

describe('split body', () => {
  it('needs the version and limits the note to 200 characters', () => {
    expect(SplitWorkBodySchema.parse({ versionId: 7 })).toEqual({ versionId: 7, note: '' });
    expect(SplitWorkBodySchema.safeParse({ note: 'x' }).success).toBe(false);
    expect(messagesOf(SplitWorkBodySchema.safeParse({ versionId: 7, note: 'x'.repeat(230) }))).toEqual([
      separateNoteTooLong(230),
    ]);
    expect(separateNoteTooLong(230)).toBe(
      'Your note is too long (230 characters). The note must not be longer than 200 characters.',
    );
  });
});
