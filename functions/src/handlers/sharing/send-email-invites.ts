// POST /api/sharing/SendEmailInvites — invitations by email (SES), once per Idempotency-Key.
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { api } from '../../platform/http-api';
import { sendEmailInvites } from '../../domain/sharing/email-invites';

export const handler = api(sharingRoutes.sendEmailInvites).handler(({ caller, body, event }) =>
  sendEmailInvites(caller, body, event.headers['idempotency-key']),
);
