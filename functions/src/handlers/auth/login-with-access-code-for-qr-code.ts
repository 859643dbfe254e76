// POST /authentication/LoginWithAccessCodeForQRCode — as LoginWithAccessCode, code base64-encoded.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { loginWithAccessCode } from '../../domain/auth/access-code-login';
import { BadRequestError } from '../../platform/errors';

function decodeQrCode(encoded: string): string {
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  if (!/^[A-Za-z0-9-]{4,40}$/.test(decoded.trim())) throw new BadRequestError('The QR code is not valid.');
  return decoded;
}

export const handler = api(routes.loginWithAccessCodeForQrCode).handler(({ body, event }) =>
  loginWithAccessCode(decodeQrCode(body.AccessCode), event.requestContext.http.sourceIp),
);
