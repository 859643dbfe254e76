// The access-code logins: typed on the login page, or base64 from a QR code. Each answers a
// session token or one of the result strings of spec section 4.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { callApi } from '../../../lib/api-client';

export function logInWithAccessCode(accessCode: string) {
  return callApi(authRoutes.loginWithAccessCode, { body: { AccessCode: accessCode } });
}

export function logInWithQrCode(base64AccessCode: string) {
  return callApi(authRoutes.loginWithAccessCodeForQrCode, { body: { AccessCode: base64AccessCode } });
}
