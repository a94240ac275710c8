import { z } from 'zod';

/**
 * A language variety of AUSTLANG (AIATSIS) at its approximate location: a point for the
 * language-region map of the explore view, never a boundary.
 */
export const AustlangPointSchema = z.object({
  code: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type AustlangPoint = z.infer<typeof AustlangPointSchema>;

/** The AUSTLANG codes whose points are wanted (repeated, at most 200). */
export const AustlangQuerySchema = z.object({
  code: z.union([z.string().max(20), z.array(z.string().max(20)).max(200)]).optional(),
});

/** The state boundaries as a client reads them: a TopoJSON topology (its objects hold `states`). */
export const StateBoundariesSchema = z.looseObject({
  type: z.literal('Topology'),
  objects: z.looseObject({}),
});
