import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, errorsByParam } from './validation.ts';

describe('validation messages', () => {
  it('are the spec 01 §5 messages word for word', () => {
    expect(VALIDATION_MESSAGES).toEqual([
      'Not a valid year',
      'Not a valid ISBN',
      'Not a valid ISSN',
      'Not a valid ISMN',
      'Date must be YYYY, or YYYY-MM, or YYYY-MM-DD',
    ]);
  });

  it('keeps the first message of each field', () => {
    expect(
      errorsByParam([
        { param: 'isbn', message: 'Not a valid ISBN' },
        { param: 'isbn', message: 'another' },
        { param: 'year.to', message: 'Not a valid year' },
      ]),
    ).toEqual({ isbn: 'Not a valid ISBN', 'year.to': 'Not a valid year' });
  });
});
