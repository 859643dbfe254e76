// POST /api/sharing/SendSmsInvites — invitations by SMS (SNS), once per Idempotency-Key.
import { smsSharingDeps } from '../../composition/sharing-sms';
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { api } from '../../platform/http-api';
import { sendSmsInvites } from '../../domain/sharing/sms-invites';

export const handler = api(sharingRoutes.sendSmsInvites).handler(({ caller, body, event }) =>
  sendSmsInvites(smsSharingDeps, caller, body, event.headers['idempotency-key']),
);
