import { z } from 'zod';

/** Every API error: a machine-readable code, a sentence for people, and optional details. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
