// The error body every 4xx/5xx answer carries. `message` is safe to show a person.
import * as z from 'zod';

export const apiErrorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
