// The public face of pledges: a supporter's first name and last initial (or "Anonymous") and their
// message, for pledges that stand. Never an email, phone or surname.
import { anonymousDonor } from '@thon/shared/catalog/messages';
import type { PledgeStatus } from '@thon/shared/api/schemas/pledges';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';
import { displayName } from '../events/public-pages';

/** Pledges a donor has committed to (not pending their confirmation, cancelled or failed). */
export const standingStatuses: readonly PledgeStatus[] = ['Scheduled', 'Charging', 'Charged', 'Offline'];

export const donorDisplayName = (
  pledge: Pick<PledgeRecord, 'anonymous' | 'donorFirstName' | 'donorLastName'>,
) => (pledge.anonymous ? anonymousDonor : displayName(pledge.donorFirstName, pledge.donorLastName));

export function supportersOf(pledges: readonly PledgeRecord[], count: number) {
  return pledges
    .filter((pledge) => standingStatuses.includes(pledge.status))
    .slice(0, count)
    .map((pledge) => ({
      Name: donorDisplayName(pledge),
      ...(pledge.message ? { Message: pledge.message } : {}),
      CreatedAt: pledge.createdAt,
    }));
}
