// POST /api/sharing/SendSmsInvites — invitations by SMS (SNS), once per Idempotency-Key.
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { api } from '../../platform/http-api';
import { sendSmsInvites } from '../../domain/sharing/sms-invites';

export const handler = api(sharingRoutes.sendSmsInvites).handler(({ caller, body, event }) =>
  sendSmsInvites(caller, body, event.headers['idempotency-key']),
);
