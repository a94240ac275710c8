import { describe, expect, it } from 'vitest';
import { validationMessage } from './validation-message.ts';

describe('the message of a request that failed its schema', () => {
  it("is the first problem's own words, without its path or a prefix", () => {
    const message = validationMessage(
      [
        { path: '/note', message: 'Your note is too long (201 characters).' },
        { path: '/versionId', message: 'Invalid input: expected number, received string' },
      ],
      'body',
    );
    expect(message).toBe('Your note is too long (201 characters).');
  });

  it("names the field when the words are zod's generic ones, which do not say where", () => {
    const problems = [
      { path: '/tags/0/content', message: 'Invalid input: expected string, received number' },
    ];
    expect(validationMessage(problems, 'body')).toBe(
      'tags/0/content: Invalid input: expected string, received number',
    );
    expect(
      validationMessage(
        [{ path: '/workIds', message: 'Too small: expected array to have >=2 items' }],
        'body',
      ),
    ).toBe('workIds: Too small: expected array to have >=2 items');
  });

  it('names the part of the request when the whole of it is wrong', () => {
    expect(
      validationMessage([{ path: '/', message: 'Invalid input: expected object, received null' }], 'body'),
    ).toBe('The request body is not valid: Invalid input: expected object, received null');
    expect(validationMessage([], 'querystring')).toBe('The query string is not valid.');
  });
});
