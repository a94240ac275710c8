import type { Generated } from 'kysely';

/** API keys, applications and quota counters (issue 18 §2, ADR 050; migration 031). */

export type ApiKeyStage = 'pending' | 'ready' | 'issued';

export interface ApiKeyTable {
  id: Generated<number>;
  userId: number;
  stage: ApiKeyStage;
  /** 1 for commercial use. */
  commercial: number;
  quota: string;
  purpose: string;
  organisation: string | null;
  contact: string;
  email: string;
  phone: string;
  /** SHA-256 (hex) of the key; never the key itself. */
  keyHash: string | null;
  keyPrefix: string | null;
  appliedAt: string;
  approvedAt: string | null;
  approvedBy: number | null;
  issuedAt: string | null;
  expiresAt: string | null;
  deactivatedAt: string | null;
  deactivatedBy: number | null;
  deactivationReason: string | null;
}

/** Requests of one subject (a key or a keyless address) in one fixed window. */
export interface ApiUsageTable {
  subject: string;
  windowMs: number;
  windowStart: string;
  count: number;
}
