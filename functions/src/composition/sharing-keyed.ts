// The sharing deps with the id key (Secrets Manager), no sender: unsubscribe reads the address its
// token names.
import type { SharingPorts } from '../domain/sharing/ports';
import { secretIdKey } from '../platform/id-key';
import { sharingDeps } from './sharing';

export const keyedSharingDeps: Omit<SharingPorts, 'inviteMail' | 'sms'> = {
  ...sharingDeps,
  idKey: secretIdKey,
};
