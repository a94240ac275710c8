import {
  CaptchaChallengeSchema,
  CaptchaStatusSchema,
  CaptchaVerifyBodySchema,
  CaptchaVerifySchema,
} from '../api/captcha.ts';
import { endpoint } from './endpoint.ts';

/** The human check (spec 01 §7 Captcha; ADR 015): ALTCHA challenge, status and verification. */
export const captcha = {
  challenge: endpoint({
    method: 'GET',
    path: '/captcha/challenge',
    group: 'captcha',
    summary: 'A fresh ALTCHA proof-of-work challenge for the widget',
    response: CaptchaChallengeSchema,
    errors: [],
  }),
  status: endpoint({
    method: 'GET',
    path: '/captcha/status',
    group: 'captcha',
    summary: 'Whether this browser has passed the human check (isHuman)',
    response: CaptchaStatusSchema,
    errors: [],
  }),
  verify: endpoint({
    method: 'POST',
    path: '/captcha/verify',
    group: 'captcha',
    summary: 'Submit a solved ALTCHA payload as recaptchaResponse; marks the browser human',
    description: 'A forged, expired or already used payload is refused (400).',
    body: CaptchaVerifyBodySchema,
    response: CaptchaVerifySchema,
    errors: [400],
  }),
};
