// The error body every 4xx/5xx answer carries. `message` is safe to show a person.
import * as z from 'zod';

/**
 * Refusals a client acts on by code rather than by words: `CaptchaRequired` (429) asks the client
 * to solve the captcha (GetCaptchaChallenge) and send the request again with its solution.
 */
export const refusalCodes = ['CaptchaRequired'] as const;
export type RefusalCode = (typeof refusalCodes)[number];

export const apiErrorSchema = z.object({
  message: z.string(),
  // A string, not the enum: a code added later must not make an open tab drop the message.
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
