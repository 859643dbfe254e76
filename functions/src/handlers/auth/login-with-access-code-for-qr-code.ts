// POST /authentication/LoginWithAccessCodeForQRCode — as LoginWithAccessCode, code base64-encoded.
import { qrCodeNotValid } from '@thon/shared/catalog/messages';
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { loginWithAccessCode } from '../../domain/auth/access-code-login';
import { accessCodeLoginDeps } from '../../composition/sessions';
import { RuleBroken } from '../../domain/errors';

function decodeQrCode(encoded: string): string {
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  if (!/^[A-Za-z0-9-]{4,40}$/.test(decoded.trim())) throw new RuleBroken(qrCodeNotValid);
  return decoded;
}

export const handler = api(authRoutes.loginWithAccessCodeForQrCode).handler(({ body, event }) =>
  loginWithAccessCode(accessCodeLoginDeps, decodeQrCode(body.AccessCode), event.requestContext.http.sourceIp),
);
