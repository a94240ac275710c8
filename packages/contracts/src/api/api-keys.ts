import { z } from 'zod';
import { text } from '../input.ts';
import {
  API_DETAIL_MAX,
  API_KEY_MESSAGES,
  APPLICATION_STAGES,
  KEY_STATUSES,
  parseQuota,
} from './api-key-rules.ts';

/**
 * API keys (issue 18 §2; spec 03 §3 API details, §7 PUT /profile/api, POST /profile/api/extend,
 * DELETE /profile/api; ADR 050): the owner's calls, the data managers' calls and their answers.
 * The rules and words are in api-key-rules.ts.
 */

/** Today's requests against the daily limit of the quota (null when the quota has none). */
export const ApiKeyUsageSchema = z.object({
  today: z.number().int().min(0),
  dailyLimit: z.number().int().nullable(),
});

/**
 * Spec 03 §3 API details, for its owner: the key is only ever its non-secret prefix here (the
 * whole key is shown once, in `issuedKey`, when it is made). `keyStatus` is null until a key
 * exists (an application waiting, or approved and not yet shown).
 */
export const ApiDetailsSchema = z.object({
  key: z.string().nullable(),
  commercial: z.enum(['Y', 'N']),
  quota: z.string(),
  purpose: z.string(),
  /** DD MMM YYYY; null before a key is issued, and for a deactivated key (spec 03 §4 shows none). */
  expiryDate: z.string().nullable(),
  keyStatus: z.enum(KEY_STATUSES).nullable(),
  organisation: z.string().nullable(),
  contact: z.string(),
  email: z.string(),
  phone: z.string(),
  stage: z.enum(APPLICATION_STAGES),
  expiringSoon: z.boolean(),
  /** Why a data manager deactivated the key (spec: never without a recorded reason). */
  deactivationReason: z.string().nullable(),
  usage: ApiKeyUsageSchema,
});
export type ApiDetails = z.infer<typeof ApiDetailsSchema>;

const field = (max: number) =>
  text()
    .max(max * 4)
    .nullish();

/**
 * PUT /profile/api: partial API details. With no application yet it applies (every required
 * field then); with one it changes what is given. Lengths and shapes are checked by the service
 * with the spec's own messages, so the page shows 03 §5's words on the field.
 */
export const ApiDetailsBodySchema = z.object({
  purpose: field(API_DETAIL_MAX.purpose),
  contact: field(API_DETAIL_MAX.contact),
  email: field(API_DETAIL_MAX.email),
  phone: field(API_DETAIL_MAX.phone),
  organisation: field(API_DETAIL_MAX.organisation),
  commercial: z.enum(['Y', 'N']).optional(),
});
export type ApiDetailsBody = z.input<typeof ApiDetailsBodySchema>;

/** The owner's answer: the details, and the whole key when this call made one (shown once). */
export const ApiKeyResultSchema = z.object({
  apiDetails: ApiDetailsSchema,
  issuedKey: z.string().nullable(),
});
export type ApiKeyResult = z.infer<typeof ApiKeyResultSchema>;

export const ApiKeyDeletedSchema = z.object({ deleted: z.literal(true) });

/** A quota as written, checked by the spec's suffixes. */
export const QuotaSchema = text()
  .trim()
  .max(200)
  .refine((q) => parseQuota(q) !== null, { message: API_KEY_MESSAGES.quotaInvalid });

/** What data managers see of a key or application. */
export const ApiKeyApplicationSchema = z.object({
  id: z.number(),
  username: z.string(),
  displayName: z.string(),
  commercial: z.enum(['Y', 'N']),
  quota: z.string(),
  purpose: z.string(),
  organisation: z.string().nullable(),
  contact: z.string(),
  email: z.string(),
  phone: z.string(),
  stage: z.enum(APPLICATION_STAGES),
  keyStatus: z.enum(KEY_STATUSES).nullable(),
  key: z.string().nullable(),
  applied: z.string(),
  expiryDate: z.string().nullable(),
  deactivationReason: z.string().nullable(),
  todayUse: z.number().int().min(0),
});
export type ApiKeyApplication = z.infer<typeof ApiKeyApplicationSchema>;

export const API_KEY_LIST_STATES = ['pending', 'current', 'deactivated', 'all'] as const;
/** Paging written out here: profile-details.ts imports this module, so importing the shared paging would be a cycle. */
export const ApiKeyApplicationsQuerySchema = z.object({
  state: z.enum(API_KEY_LIST_STATES).default('pending'),
  startPos: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ApiKeyApplicationsQuery = z.infer<typeof ApiKeyApplicationsQuerySchema>;
export const ApiKeyApplicationsSchema = z.object({
  total: z.number().int().min(0),
  applications: z.array(ApiKeyApplicationSchema),
});
export type ApiKeyApplications = z.infer<typeof ApiKeyApplicationsSchema>;

/** Approve: the quota may be set at once (absent: the configured commercial default). */
export const ApproveApiKeyBodySchema = z.object({ quota: QuotaSchema.optional() });
export const ApiKeyQuotaBodySchema = z.object({ quota: QuotaSchema });
export const DeactivateApiKeyBodySchema = z.object({
  reason: text().trim().min(1, API_KEY_MESSAGES.reasonRequired).max(API_DETAIL_MAX.reason),
});
