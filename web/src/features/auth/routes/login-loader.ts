// The login page's commands (spec section 2), carried out before the page shows:
// ?action=logout signs out and goes to /home; ?action=accesscode&code=<base64> is a QR login.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { qrAccessCodeLoginRequestSchema } from '@thon/shared/api/schemas/auth';
import { accessCodeInvalid } from '@thon/shared/catalog/messages';
import { ApiError } from '../../../lib/api-client';
import { landing } from '../../../lib/landing';
import { readLoginCommand, readLoginRedirect } from '../../../lib/login-query';
import { signOut } from '../../../lib/sign-out';
import { logInWithQrCode } from '../api/log-in-with-access-code';
import { signInWithAccessCode, type AccessCodeSignIn } from '../utils/sign-in-with-access-code';

export interface LoginLoaderData {
  /** Why a QR login did not sign the person in; '' otherwise. */
  message: string;
}

const qrCodeSchema = qrAccessCodeLoginRequestSchema.pick({ AccessCode: true });

async function qrLogin(code: string): Promise<AccessCodeSignIn> {
  const parsed = qrCodeSchema.safeParse({ AccessCode: code });
  if (!parsed.success) {
    return { kind: 'refused', message: parsed.error.issues[0]?.message ?? accessCodeInvalid };
  }
  try {
    return await signInWithAccessCode(() => logInWithQrCode(parsed.data.AccessCode));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { kind: 'refused', message: error.message };
  }
}

export async function loginLoader({ request }: LoaderFunctionArgs): Promise<LoginLoaderData> {
  const url = new URL(request.url);
  const command = readLoginCommand(url);
  if (command?.kind === 'logout') {
    await signOut();
    throw redirect(landing.afterLogout);
  }
  if (command?.kind === 'access-code') {
    const result = await qrLogin(command.code);
    if (result.kind === 'signed-in') throw redirect(readLoginRedirect(url) ?? landing.afterAccessCode);
    if (result.kind === 'not-allowed') throw redirect('/');
    return { message: result.message };
  }
  return { message: '' };
}
