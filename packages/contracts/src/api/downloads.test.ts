import { describe, expect, it } from 'vitest';
import { DOWNLOAD_MESSAGES, downloadFormProblems } from './downloads-rules.ts';

describe('download form rules (spec 01 §5)', () => {
  it('requires a name', () => {
    expect(downloadFormProblems({ name: '   ', description: '' })).toEqual([
      { field: 'name', message: 'You must provide a name for this download.' },
    ]);
  });

  it('refuses a name over 255 characters, saying how long it is', () => {
    expect(downloadFormProblems({ name: 'n'.repeat(256), description: '' })).toEqual([
      {
        field: 'name',
        message: 'Your name is too long (256 characters). The name must not be longer than 255 characters.',
      },
    ]);
    expect(downloadFormProblems({ name: 'n'.repeat(255), description: '' })).toEqual([]);
  });

  it('refuses a description over 1000 characters', () => {
    const problems = downloadFormProblems({ name: 'ok', description: 'd'.repeat(1001) });
    expect(problems).toEqual([
      {
        field: 'description',
        message:
          'Your description is too long (1001 characters). The description must not be longer than 1000 characters.',
      },
    ]);
    expect(downloadFormProblems({ name: 'ok', description: 'd'.repeat(1000) })).toEqual([]);
  });

  it('words the active-download limit as the spec does', () => {
    expect(DOWNLOAD_MESSAGES.tooMany(3)).toBe(
      'You already have 3 active downloads. Please wait until these have completed, or delete them from your User Profile before requesting another download.',
    );
  });
});
