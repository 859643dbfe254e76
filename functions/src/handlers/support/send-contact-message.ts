// POST /api/EmailTest/AdminFranchiseeEmailContact — the contact/support form (multipart, captcha).
import { contactDeps } from '../../composition/support-contact';
import { supportRoutes } from '@thon/shared/api/routes/support';
import { api } from '../../platform/http-api';
import { readMultipartBody } from '../../platform/multipart-body';
import { viewerTimeZone } from '../../platform/viewer-time-zone';
import { sendContactMessage } from '../../domain/support/send-contact-message';

export const handler = api(supportRoutes.sendContactMessage, { multipart: readMultipartBody }).handler(
  ({ body, event }) =>
    sendContactMessage(contactDeps, body, {
      timeZone: viewerTimeZone(event),
      clientAddress: event.requestContext.http.sourceIp,
    }),
);
