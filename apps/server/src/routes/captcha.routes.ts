import { ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { isHuman, markHuman } from '../http/human-check.ts';
import { serve } from '../http/serve-endpoint.ts';
import { newChallenge, redeemSolution } from '../services/captcha.service.ts';

/** The human check (spec 01 §7 Captcha; ADR 015): ALTCHA challenge, status and verification. */
export function captchaRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ENDPOINTS.captcha.challenge, async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      const { parameters, signature } = await newChallenge(deps);
      return { parameters: { ...parameters }, signature };
    });

    serve(app, ENDPOINTS.captcha.status, ({ request, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return { isHuman: isHuman(request, deps.now()) };
    });

    serve(app, ENDPOINTS.captcha.verify, async ({ request, reply, body }) => {
      await redeemSolution(deps, body.recaptchaResponse);
      markHuman(reply, request.protocol === 'https', deps.now());
      reply.header('cache-control', 'no-store');
      return { result: 'ok' as const };
    });
  };
}
