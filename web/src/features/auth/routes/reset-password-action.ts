// /reset-password's route action: the page posts the link's token and the new password through
// its fetcher; the API's refusal (an expired or used link, a weak password) is the answer's message.
import type { ActionFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { resetPassword } from '../api/reset-password';

export const passwordChanged = 'Your password has been changed. You can now log in with it.';

export type ResetPasswordAnswer = { ok: boolean; message: string };

export async function resetPasswordAction({ request }: ActionFunctionArgs): Promise<ResetPasswordAnswer> {
  const { token, password } = (await request.json()) as { token: string; password: string };
  try {
    await resetPassword(token, password);
    return { ok: true, message: passwordChanged };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, message: error.message };
  }
}
