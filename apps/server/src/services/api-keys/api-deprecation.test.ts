import { describe, expect, it } from 'vitest';
import { affects, deprecationHeaders } from './api-deprecation.ts';
import type { AnnouncedChange } from './api-key-settings.ts';
import { apiKeySettingsProblem, DEFAULT_API_KEY_SETTINGS } from './api-key-settings.ts';

const change: AnnouncedChange = {
  summary: 'reclevel=brief drops the snippet field',
  paths: ['/v3/result', '/v3/newspaper/*'],
  announced: '2027-01-01T00:00:00Z',
  deprecation: '2027-03-01T00:00:00Z',
  sunset: '2027-07-01T00:00:00Z',
  link: 'https://example.org/api/changes/1',
};

describe('Deprecation and Sunset headers (RFC 9745, RFC 8594)', () => {
  it('matches exact paths and prefixes ending in *, ignoring the query', () => {
    expect(affects(change, '/v3/result?q=x')).toBe(true);
    expect(affects(change, '/v3/newspaper/123')).toBe(true);
    expect(affects(change, '/v3/results')).toBe(false);
    expect(affects(change, '/v3/work/1')).toBe(false);
  });

  it('sends nothing before the announcement or for other paths', () => {
    expect(deprecationHeaders([change], '/v3/result', new Date('2026-12-31T23:59:59Z'))).toEqual({});
    expect(deprecationHeaders([change], '/v3/work/1', new Date('2027-02-01T00:00:00Z'))).toEqual({});
  });

  it('sends the deprecation as a structured date, the sunset as an HTTP-date, and links to the change', () => {
    expect(deprecationHeaders([change], '/v3/result', new Date('2027-02-01T00:00:00Z'))).toEqual({
      deprecation: '@1803859200',
      sunset: 'Thu, 01 Jul 2027 00:00:00 GMT',
      link: '<https://example.org/api/changes/1>; rel="deprecation"; type="text/html", <https://example.org/api/changes/1>; rel="sunset"; type="text/html"',
    });
  });

  it('refuses a change whose sunset comes before the notice period ends', () => {
    const settings = { ...DEFAULT_API_KEY_SETTINGS, changes: [change] };
    expect(apiKeySettingsProblem(settings)).toBeNull();
    const hasty = { ...change, sunset: '2027-06-30T00:00:00Z' };
    expect(apiKeySettingsProblem({ ...settings, changes: [hasty] })).toContain('6-month notice period');
    expect(apiKeySettingsProblem({ ...settings, keylessQuota: 'many' })).toContain('keylessQuota');
  });
});
