import type { CopyrightContext } from './copyright.ts';

/**
 * The copyright outcomes the work page does not show (spec 02 §2). Without zod, so the browser has
 * them without the schemas (ADR 035).
 */

/** The spec hides the box for these outcomes (ordinary in-copyright works). */
export const HIDDEN_COPYRIGHT_CONTEXTS: readonly CopyrightContext[] = ['2.1', '2.2'];
