import { z } from 'zod';
import { IncludeRawQuerySchema } from '../api/versions.ts';
import { VersionRefSchema, VersionSeparatedSchema, WorkVersionSchema } from '../api/records.ts';
import { recordIdText } from '../input.ts';
import { endpoint } from './endpoint.ts';

/** Spec 02 §2: a version (edition) of a work, and the work a version or source record belongs to. */
export const versions = {
  get: endpoint({
    method: 'GET',
    path: '/work/:id/version/:versionId',
    group: 'records',
    summary: 'A version of a work; 301 when it has been separated into another work',
    params: z.object({ id: recordIdText('work'), versionId: recordIdText('version') }),
    query: IncludeRawQuerySchema,
    response: WorkVersionSchema,
    errors: [301, 400, 401, 403, 404, 410, 500],
    // The 301 names the work the version lives in now, in its body (no Location header, ADR 007).
    errorBodies: { 301: VersionSeparatedSchema },
  }),
  workOf: endpoint({
    method: 'GET',
    path: '/work/version/:id',
    group: 'records',
    summary: 'The work a version belongs to',
    params: z.object({ id: recordIdText('version') }),
    response: VersionRefSchema,
    errors: [404, 410, 500],
  }),
  ofSourceRecord: endpoint({
    method: 'GET',
    path: '/work/nbdid/:id',
    group: 'records',
    summary: 'The work and version of a National Bibliographic Database (source record) id',
    // A control number, optionally with its organisation ('AuCNLKIN:123').
    params: z.object({ id: z.string().max(80) }),
    response: VersionRefSchema,
    errors: [404, 410, 500],
  }),
};
