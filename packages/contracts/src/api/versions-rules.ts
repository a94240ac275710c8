/**
 * The pending-regroup banners and the cover shelf of a work page (spec 02 §9; ADR 010). Without
 * zod, so the browser has them without the schemas (ADR 035).
 */

export const PENDING_BANNERS = {
  separation: {
    heading: 'Separation Pending',
    text: 'Editions are being separated from this work. This can take a few minutes; until then, search results may still list them under this work.',
  },
  merge: {
    heading: 'Merge Pending',
    text: 'Editions are being added to this work. This can take a few minutes; until then, search results may not list them under this work yet.',
  },
} as const;

/** The perspective shelf of covers (spec 02 §9). */
export const SHELF = { maxCovers: 10, height: 200, step: 10, aspectRatio: 1.5, overlap: 0.75 } as const;
