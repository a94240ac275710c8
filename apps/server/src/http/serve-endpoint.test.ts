import { ApiErrorSchema, endpoint } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeSchema } from './serve-endpoint.ts';

const Answer = z.object({ name: z.string() });
const call = {
  method: 'GET',
  path: '/thing/:id',
  group: 'things',
  summary: 'A thing',
  params: z.object({ id: z.string() }),
  response: Answer,
  errors: [404],
} as const;

describe('the route schema of an endpoint', () => {
  it('documents the call under its group, with its answer and its errors', () => {
    expect(routeSchema(endpoint({ ...call, description: 'More about it' }))).toEqual({
      tags: ['things'],
      summary: 'A thing',
      description: 'More about it',
      params: call.params,
      response: { 200: Answer, 404: ApiErrorSchema },
    });
  });

  it('leaves a file answer out of the response schemas, so it is sent as it is', () => {
    expect(routeSchema(endpoint({ ...call, file: true })).response).toEqual({ 404: ApiErrorSchema });
    expect(routeSchema(endpoint({ ...call, file: true, errors: [] }))).not.toHaveProperty('response');
  });

  it('hides a hidden call from the OpenAPI document', () => {
    const schema = routeSchema(endpoint({ ...call, hidden: true }));
    expect(schema.hide).toBe(true);
    expect(schema).not.toHaveProperty('tags');
  });
});
