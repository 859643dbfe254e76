// POST /api/sharing/SendEmailInvites — invitations by email (SES), once per Idempotency-Key.
import { emailSharingDeps } from '../../composition/sharing-mail';
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { api } from '../../platform/http-api';
import { sendEmailInvites } from '../../domain/sharing/email-invites';

export const handler = api(sharingRoutes.sendEmailInvites).handler(({ caller, body, event }) =>
  sendEmailInvites(emailSharingDeps, caller, body, event.headers['idempotency-key']),
);
