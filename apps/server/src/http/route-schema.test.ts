import { ApiErrorSchema, ENDPOINTS, VersionSeparatedSchema } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { routeSchema } from './serve-endpoint.ts';

describe('the route schema of an endpoint', () => {
  it('answers each error status with the API error body', () => {
    const { response } = routeSchema(ENDPOINTS.copyright.status) as { response: Record<number, unknown> };
    expect(Object.keys(response)).toEqual(['200', '404', '500']);
    expect(response[404]).toBe(ApiErrorSchema);
    expect(response[500]).toBe(ApiErrorSchema);
  });

  it('keeps the body an endpoint gives a status of its own: a separated version’s 301', () => {
    const { response } = routeSchema(ENDPOINTS.versions.get) as { response: Record<number, unknown> };
    expect(response[301]).toBe(VersionSeparatedSchema);
    expect(response[404]).toBe(ApiErrorSchema);
  });
});
