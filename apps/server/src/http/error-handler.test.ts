import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DomainError } from '../domain/errors.ts';
import {
  type DomainErrorKind,
  broken,
  conflict,
  gone,
  invalid,
  moved,
  notFound,
  recordDeleted,
  recordNotFound,
  refused,
  tooMany,
  unauthenticated,
  unavailable,
} from '../domain/errors.ts';
import { answerOf, installErrorHandling } from './error-handler.ts';
import { HttpError } from './errors.ts';

/** Each kind, the failure a service throws, and the status and body the API answers for it. */
const CASES: [DomainErrorKind, DomainError, number, Record<string, unknown>][] = [
  [
    'not_found',
    recordNotFound('work', '7'),
    404,
    { error: 'not_found', message: 'A(n) work with 7 could not be found' },
  ],
  [
    'not_found',
    notFound('The collection X cannot be explored.', 'not_explorable'),
    404,
    { error: 'not_explorable', message: 'The collection X cannot be explored.' },
  ],
  [
    'gone',
    recordDeleted('work', '7', { mergedInto: 8 }),
    410,
    { error: 'deleted', message: 'The work with id 7 has been deleted.', details: { mergedInto: 8 } },
  ],
  [
    'gone',
    gone('The file of this download has been removed.', 'gone'),
    410,
    { error: 'gone', message: 'The file of this download has been removed.' },
  ],
  [
    'moved',
    moved('Version 5 has moved.', 'separated', { workId: 9, versionId: 5 }),
    301,
    { error: 'separated', message: 'Version 5 has moved.', details: { workId: 9, versionId: 5 } },
  ],
  [
    'unauthenticated',
    unauthenticated(),
    401,
    { error: 'unauthorised', message: 'You do not have permission to perform the requested action' },
  ],
  [
    'refused',
    refused(),
    403,
    { error: 'forbidden', message: 'You do not have permission to perform the requested action' },
  ],
  [
    'refused',
    refused('Not for this collection.', 'not_downloadable'),
    403,
    { error: 'not_downloadable', message: 'Not for this collection.' },
  ],
  [
    'invalid',
    invalid('name: too long', { code: 'validation', details: [{ path: ['name'], message: 'too long' }] }),
    400,
    { error: 'validation', message: 'name: too long', details: [{ path: ['name'], message: 'too long' }] },
  ],
  [
    'invalid',
    invalid('The "tag" field is required'),
    400,
    { error: 'invalid', message: 'The "tag" field is required' },
  ],
  [
    'conflict',
    conflict('Not finished yet.', 'not_ready'),
    409,
    { error: 'not_ready', message: 'Not finished yet.' },
  ],
  ['conflict', conflict('Pending.'), 409, { error: 'conflict', message: 'Pending.' }],
  ['too_many', tooMany('Wait a minute.'), 429, { error: 'rate_limited', message: 'Wait a minute.' }],
  ['unavailable', unavailable('Starting up.'), 503, { error: 'unavailable', message: 'Starting up.' }],
  // A server-side failure keeps its details for the log only.
  [
    'broken',
    broken('The stored content x is broken.', 'content_invalid', ['issue']),
    500,
    { error: 'content_invalid', message: 'The stored content x is broken.' },
  ],
];

describe('the HTTP error handler', () => {
  it('maps every kind of domain failure to one status', () => {
    const kinds = new Set(CASES.map(([kind]) => kind));
    expect([...kinds].sort()).toEqual(
      [
        'broken',
        'conflict',
        'gone',
        'invalid',
        'moved',
        'not_found',
        'refused',
        'too_many',
        'unauthenticated',
        'unavailable',
      ].sort(),
    );
  });

  it.each(CASES)('answers a %s failure with its status and body', (kind, error, status, body) => {
    expect(error.kind).toBe(kind);
    expect(answerOf(error)).toEqual({ status, body });
  });

  it('answers an HTTP-layer refusal with the status it names', () => {
    const error = new HttpError(403, 'csrf', 'The form was not accepted.');
    expect(answerOf(error)).toEqual({
      status: 403,
      body: { error: 'csrf', message: 'The form was not accepted.' },
    });
  });

  it.each(CASES)('sends a thrown %s failure as JSON', async (_kind, error, status, body) => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get('/', async () => {
      throw error;
    });
    const answer = await app.inject({ method: 'GET', url: '/' });
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual(body);
    await app.close();
  });
});
