import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ServiceDeps } from '../deps.ts';
import { invalid } from '../domain/errors.ts';

/**
 * The human check (ADR 015): ALTCHA proof of work, self-hosted. Challenges are signed with a key
 * of their own kept in the store (so every instance agrees), expire after ten minutes, and each
 * solved challenge is redeemed once.
 */

const SECRET_KEY = 'secret.altcha';
const ALGORITHM = 'SHA-256';
/** Hash rounds per try and the range of tries a browser needs: about a second of work (ADR 015). */
const COST = 10;
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 15_000;
export const CHALLENGE_SECONDS = 600;

const secrets = new WeakMap<ServiceDeps<'content'>['store'], Promise<string>>();

function hmacSecret(deps: ServiceDeps<'content'>): Promise<string> {
  let secret = secrets.get(deps.store);
  if (!secret) {
    secret = (async () => {
      await deps.store.content.insertConfigEntryIfMissing(SECRET_KEY, randomBytes(32).toString('base64url'));
      const stored = await deps.store.content.getConfigEntry(SECRET_KEY);
      if (!stored) throw new Error('The human-check secret could not be stored');
      return stored;
    })();
    secrets.set(deps.store, secret);
  }
  return secret;
}

export async function newChallenge(deps: ServiceDeps<'content'>): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(deps.now().getTime() + CHALLENGE_SECONDS * 1000),
    hmacSignatureSecret: await hmacSecret(deps),
  });
}

const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({ algorithm: z.string(), expiresAt: z.number().optional() }).passthrough(),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

const unverified = () =>
  invalid('The ALTCHA check could not be verified. Please try again.', { code: 'invalid_captcha' });

/** The widget's payload (base64 JSON) checked: genuine, solved, unexpired and not used before. */
export async function redeemSolution(
  deps: ServiceDeps<'captcha' | 'content'>,
  encoded: string,
): Promise<void> {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    throw unverified();
  }
  const payload = PayloadSchema.safeParse(json);
  if (!payload.success || payload.data.challenge.parameters.algorithm !== ALGORITHM) throw unverified();
  const challenge = payload.data.challenge as unknown as Challenge;
  const result = await verifySolution({
    challenge,
    solution: payload.data.solution,
    deriveKey,
    hmacSignatureSecret: await hmacSecret(deps),
  });
  if (!result.verified) throw unverified();
  const nowSeconds = Math.floor(deps.now().getTime() / 1000);
  const expires = payload.data.challenge.parameters.expiresAt ?? nowSeconds + CHALLENGE_SECONDS;
  const first = await deps.store.captcha.spendCaptcha(
    payload.data.challenge.signature,
    new Date(expires * 1000).toISOString(),
    deps.now().toISOString(),
  );
  if (!first) throw unverified();
}
