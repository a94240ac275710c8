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
