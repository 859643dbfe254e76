// The sharing deps with text messages (SNS): text invitations.
import type { SharingPorts } from '../domain/sharing/ports';
import { snsSms } from '../platform/sms';
import { sharingDeps } from './sharing';

export const smsSharingDeps: Omit<SharingPorts, 'idKey' | 'inviteMail'> = { ...sharingDeps, sms: snsSms };
