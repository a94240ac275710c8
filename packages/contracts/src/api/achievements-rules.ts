/**
 * The achievement notice's timing (spec 01 §4, §9). Without zod, so the browser has them without
 * the schemas (ADR 035).
 */

/** How long an achievement notice stays (spec 01 §4, §9: auto-hide after 30 seconds). */
export const ACHIEVEMENT_NOTICE_MS = 30_000;
