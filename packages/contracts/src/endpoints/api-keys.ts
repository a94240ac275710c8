import { z } from 'zod';
import {
  ApiDetailsBodySchema,
  ApiKeyApplicationSchema,
  ApiKeyApplicationsQuerySchema,
  ApiKeyApplicationsSchema,
  ApiKeyDeletedSchema,
  ApiKeyQuotaBodySchema,
  ApiKeyResultSchema,
  ApproveApiKeyBodySchema,
  DeactivateApiKeyBodySchema,
} from '../api/api-keys.ts';
import { recordId } from '../input.ts';
import { endpoint } from './endpoint.ts';

/** Spec 03 §7 Profile: the signed-in reader's own API key (issue 18 §2, ADR 050). */
export const apiKeys = {
  save: endpoint({
    method: 'PUT',
    path: '/profile/api',
    group: 'api keys',
    summary: 'Apply for an API key, or change the details of your application or key',
    description:
      'Partial API details (purpose, contact, email, phone, organisation, commercial Y or N). With no application yet every required field is needed: a non-commercial key is issued at once (unless the operator has turned that off) and its whole key is in issuedKey, shown this once; a commercial application waits for a data manager. A refused field answers 400 with the spec’s message and `details: { field, problems }`. 403 for a deactivated key.',
    body: ApiDetailsBodySchema,
    response: ApiKeyResultSchema,
    errors: [400, 401, 403, 409],
  }),
  extend: endpoint({
    method: 'POST',
    path: '/profile/api/extend',
    group: 'api keys',
    summary: 'Renew your API key: 12 more months when it is expiring soon, 12 from now when it has expired',
    description: '409 while it is neither expiring soon nor expired; 403 when deactivated; 404 with no key.',
    response: ApiKeyResultSchema,
    errors: [401, 403, 404, 409],
  }),
  reveal: endpoint({
    method: 'POST',
    path: '/profile/api/key',
    group: 'api keys',
    summary: 'Make a new secret for your approved or current key and show it this once',
    description:
      'An approved commercial key is first shown this way; for a current key the old secret stops working at once. 409 while the application waits for approval; 403 when deactivated; 404 with no key.',
    response: ApiKeyResultSchema,
    errors: [401, 403, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/profile/api',
    group: 'api keys',
    summary: 'Delete your API key or application (not a deactivated key)',
    response: ApiKeyDeletedSchema,
    errors: [401, 403, 404],
  }),
};

const keyId = z.object({ id: recordId('API key') });

/** Data managers: pending commercial applications, approval, quotas and deactivation (ADR 050). */
export const apiKeyReview = {
  applications: endpoint({
    method: 'GET',
    path: '/apiKey/applications',
    group: 'api keys',
    summary: 'API key applications and keys by state, oldest first (data managers)',
    description: 'state: pending (the default), current, deactivated or all; startPos and pageSize.',
    query: ApiKeyApplicationsQuerySchema,
    response: ApiKeyApplicationsSchema,
    errors: [400, 401, 403],
  }),
  approve: endpoint({
    method: 'POST',
    path: '/apiKey/:id/approve',
    group: 'api keys',
    summary: 'Approve a pending application, optionally with its quota (data managers)',
    description:
      'Its owner is told, and sees the key once on their Developers tab. 409 when it is not pending.',
    params: keyId,
    body: ApproveApiKeyBodySchema,
    response: ApiKeyApplicationSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  quota: endpoint({
    method: 'POST',
    path: '/apiKey/:id/quota',
    group: 'api keys',
    summary: "Set a key's quota, such as 1000/d or 10/s,20000/d (data managers)",
    params: keyId,
    body: ApiKeyQuotaBodySchema,
    response: ApiKeyApplicationSchema,
    errors: [400, 401, 403, 404],
  }),
  deactivate: endpoint({
    method: 'POST',
    path: '/apiKey/:id/deactivate',
    group: 'api keys',
    summary: 'Deactivate a key or decline an application, with the reason sent to its owner (data managers)',
    description: '409 when it is deactivated already.',
    params: keyId,
    body: DeactivateApiKeyBodySchema,
    response: ApiKeyApplicationSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};
