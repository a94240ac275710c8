import { createHmac } from 'node:crypto';
import { ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../auth/caller.ts';
import { admitted } from '../domain/decision.ts';
import { parseRecordId } from '../http/errors.ts';
import { isHuman } from '../http/human-check.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { mayLookAfterCorrections } from '../services/corrections/correction-policy.ts';
import { articleLines, textDiff, textHistory } from '../services/corrections/correction-read.service.ts';
import {
  approveCorrection,
  blockCorrector,
  correctionBlocks,
  heldCorrections,
  rejectCorrection,
  revertText,
  unblockCorrector,
} from '../services/corrections/correction-review.service.ts';
import { saveCorrection } from '../services/corrections/correction-save.service.ts';

/** The caller when they look after corrections (data managers); the policy's 401 or 403 otherwise. */
function requireDataManager(request: FastifyRequest): Caller {
  const caller = callerOf(request);
  return admitted(caller, mayLookAfterCorrections(caller));
}

/**
 * Text correction of newspaper and gazette articles (issue 17 §1, ADR 046): reading lines,
 * history and differences, and saving. Every answer depends on who asks or changes the text, so
 * none is cached. The per-address rate limit keys the address
 * with the cookie secret: the address itself is never stored.
 */
export function correctionRoutes(deps: AppDeps, secret: string): FastifyPluginAsyncZod {
  const addressKeyOf = (request: FastifyRequest) =>
    createHmac('sha256', secret).update(`correction-address:${request.ip}`).digest('base64url');
  const articleId = (raw: string) => parseRecordId('article', raw);
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    serve(app, ENDPOINTS.corrections.lines, ({ request, params }) =>
      articleLines(deps, callerOf(request), isHuman(request, deps.now()), params.id, articleId(params.id)),
    );
    serve(app, ENDPOINTS.corrections.save, ({ request, params, body }) =>
      saveCorrection(
        deps,
        {
          caller: callerOf(request),
          human: isHuman(request, deps.now()),
          addressKey: addressKeyOf(request),
        },
        params.id,
        articleId(params.id),
        body,
      ),
    );
    serve(app, ENDPOINTS.corrections.history, ({ request, params, query }) =>
      textHistory(deps, callerOf(request), params.id, articleId(params.id), query),
    );
    serve(app, ENDPOINTS.corrections.diff, ({ params, query }) =>
      textDiff(deps, params.id, articleId(params.id), query),
    );
  };
}

/**
 * What data managers do: revert, review held corrections, block and unblock. The role is checked
 * before the query or body is read, so others learn nothing from validation.
 */
export function correctionReviewRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const articleId = (raw: string) => parseRecordId('article', raw);
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    app.addHook('preValidation', async (request) => {
      requireDataManager(request);
    });

    serve(app, ENDPOINTS.corrections.revert, ({ request, params, body }) =>
      revertText(deps, requireDataManager(request), params.id, articleId(params.id), body),
    );
    serve(app, ENDPOINTS.corrections.held, ({ query }) => heldCorrections(deps, query));
    serve(app, ENDPOINTS.corrections.approve, ({ request, params, body }) =>
      approveCorrection(deps, requireDataManager(request), params.id, body.reason ?? null),
    );
    serve(app, ENDPOINTS.corrections.reject, ({ request, params, body }) =>
      rejectCorrection(deps, requireDataManager(request), params.id, body.reason ?? null),
    );
    serve(app, ENDPOINTS.corrections.blocks, () => correctionBlocks(deps));
    serve(app, ENDPOINTS.corrections.block, ({ request, body }) =>
      blockCorrector(deps, requireDataManager(request), body.username, body.reason),
    );
    serve(app, ENDPOINTS.corrections.unblock, ({ params }) => unblockCorrector(deps, params.username));
  };
}
