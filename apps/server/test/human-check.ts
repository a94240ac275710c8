import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { HUMAN_COOKIE } from '../src/http/human-check.ts';

/** Solves a fresh challenge with altcha-lib, as the widget does, and answers the payload to verify. */
export async function solvedPayload(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Passes the human check as an anonymous browser; answers the signed cookie's value. */
export async function humanCookieValue(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/captcha/verify',
    payload: { recaptchaResponse: await solvedPayload(app) },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ result: 'ok' });
  const cookie = res.cookies.find((c) => c.name === HUMAN_COOKIE);
  expect(cookie?.httpOnly).toBe(true);
  return cookie!.value;
}

/** The Cookie header of a browser that passed the human check. */
export async function humanCookie(app: FastifyInstance): Promise<string> {
  return `${HUMAN_COOKIE}=${await humanCookieValue(app)}`;
}
