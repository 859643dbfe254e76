// The sharing deps with the invitation mail (SES) and the id key (unsubscribe links): email
// invitations and the reminder job.
import type { SharingPorts } from '../domain/sharing/ports';
import { secretIdKey } from '../platform/id-key';
import { sesInviteMailer } from '../platform/invite-email';
import { sharingDeps } from './sharing';

export const emailSharingDeps: Omit<SharingPorts, 'sms'> = {
  ...sharingDeps,
  idKey: secretIdKey,
  inviteMail: sesInviteMailer,
};
