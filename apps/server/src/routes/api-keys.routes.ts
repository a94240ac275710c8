import { ENDPOINTS } from '@trove/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Caller } from '../auth/caller.ts';
import type { AppDeps } from '../deps.ts';
import { admitted } from '../domain/decision.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { mayReviewApiKeys } from '../services/api-keys/api-key-policy.ts';
import {
  apiKeyApplications,
  approveApiKeyApplication,
  deactivateApiKey,
  setApiKeyQuota,
} from '../services/api-keys/api-key-review.service.ts';
import {
  removeApiKey,
  renewApiKey,
  revealApiKey,
  saveApiDetails,
} from '../services/api-keys/api-keys.service.ts';

/**
 * Spec 03 §7: the signed-in reader's own API key (issue 18 §2, ADR 050). A whole key appears in
 * these answers once, so none is ever stored by a cache.
 */
export function apiKeyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    serve(app, ENDPOINTS.apiKeys.save, ({ request, body }) => saveApiDetails(deps, callerOf(request), body));
    serve(app, ENDPOINTS.apiKeys.extend, ({ request }) => renewApiKey(deps, callerOf(request)));
    serve(app, ENDPOINTS.apiKeys.reveal, ({ request }) => revealApiKey(deps, callerOf(request)));
    serve(app, ENDPOINTS.apiKeys.remove, ({ request }) => removeApiKey(deps, callerOf(request)));
  };
}

function requireDataManager(request: FastifyRequest): Caller {
  const caller = callerOf(request);
  return admitted(caller, mayReviewApiKeys(caller));
}

/**
 * Data managers' review of applications, quotas and deactivation. The role is checked before the
 * query or body is read, so others learn nothing from validation.
 */
export function apiKeyReviewRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    app.addHook('preValidation', async (request) => {
      requireDataManager(request);
    });
    serve(app, ENDPOINTS.apiKeyReview.applications, ({ query }) => apiKeyApplications(deps, query));
    serve(app, ENDPOINTS.apiKeyReview.approve, ({ request, params, body }) =>
      approveApiKeyApplication(deps, requireDataManager(request).userId, params.id, body.quota),
    );
    serve(app, ENDPOINTS.apiKeyReview.quota, ({ params, body }) =>
      setApiKeyQuota(deps, params.id, body.quota),
    );
    serve(app, ENDPOINTS.apiKeyReview.deactivate, ({ request, params, body }) =>
      deactivateApiKey(deps, requireDataManager(request).userId, params.id, body.reason),
    );
  };
}
