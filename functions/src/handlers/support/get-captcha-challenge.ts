// GET /api/EmailTest/GetCaptchaChallenge — a fresh ALTCHA challenge for the contact form's widget.
import { supportRoutes } from '@thon/shared/api/routes/support';
import { api } from '../../platform/http-api';
import { newCaptchaChallenge } from '../../platform/captcha';

export const handler = api(supportRoutes.getCaptchaChallenge).handler(() => newCaptchaChallenge());
