import {
  ApiErrorSchema,
  CaptchaChallengeSchema,
  CaptchaStatusSchema,
  CaptchaVerifyBodySchema,
  CaptchaVerifySchema,
} from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { isHuman, markHuman } from '../http/human-check.ts';
import { newChallenge, redeemSolution } from '../services/captcha-service.ts';

/** The human check (spec 01 §7 Captcha; ADR 015): ALTCHA challenge, status and verification. */
export function captchaRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/captcha/challenge',
      {
        schema: {
          tags: ['captcha'],
          summary: 'A fresh ALTCHA proof-of-work challenge for the widget',
          response: { 200: CaptchaChallengeSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const { parameters, signature } = await newChallenge(deps);
        return { parameters: { ...parameters }, signature };
      },
    );

    app.get(
      '/captcha/status',
      {
        schema: {
          tags: ['captcha'],
          summary: 'Whether this browser has passed the human check (isHuman)',
          response: { 200: CaptchaStatusSchema },
        },
      },
      (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { isHuman: isHuman(request, deps.now()) };
      },
    );

    app.post(
      '/captcha/verify',
      {
        schema: {
          tags: ['captcha'],
          summary: 'Submit a solved ALTCHA payload as recaptchaResponse; marks the browser human',
          description: 'A forged, expired or already used payload is refused (400).',
          body: CaptchaVerifyBodySchema,
          response: { 200: CaptchaVerifySchema, 400: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        await redeemSolution(deps, request.body.recaptchaResponse);
        markHuman(reply, request.protocol === 'https', deps.now());
        reply.header('cache-control', 'no-store');
        return { result: 'ok' as const };
      },
    );
  };
}
