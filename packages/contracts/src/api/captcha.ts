import { z } from 'zod';
import { text } from '../input.ts';

/** The human check in front of anonymous contributions (spec 01 §4, §7 Captcha; ADR 015). */

/** GET /captcha/challenge: an ALTCHA challenge (parameters and signature) for the widget. */
export const CaptchaChallengeSchema = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});

/** GET /captcha/status. */
export const CaptchaStatusSchema = z.object({ isHuman: z.boolean() });
export type CaptchaStatus = z.infer<typeof CaptchaStatusSchema>;

/** POST /captcha/verify: the spec's field name, holding the ALTCHA payload (base64 JSON). */
export const CaptchaVerifyBodySchema = z.object({ recaptchaResponse: text().min(1).max(8000) });
export const CaptchaVerifySchema = z.object({ result: z.literal('ok') });
