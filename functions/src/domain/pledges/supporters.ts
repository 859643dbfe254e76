// The public face of pledges: a supporter's first name and last initial (or "Anonymous") and their
// message, for confirmed pledges only: a gift once charged, a per-unit pledge once its card is
// saved and the donor has confirmed it (not Pending), an offline pledge once recorded. A message
// the organizer hid is left out; the supporter still shows. Never an email, phone or surname.
import { anonymousDonor } from '@thon/shared/catalog/messages';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';
import type { StoredPledgeStatus } from '../../data/stored-values/pledges';
import { displayName } from '../display-name';

/** Pledges a donor has committed to (not pending their confirmation, cancelled or failed). */
export const standingStatuses: readonly StoredPledgeStatus[] = [
  'Scheduled',
  'Charging',
  'Charged',
  'Offline',
];

export const donorDisplayName = (
  pledge: Pick<PledgeRecord, 'anonymous' | 'donorFirstName' | 'donorLastName'>,
) => (pledge.anonymous ? anonymousDonor : displayName(pledge.donorFirstName, pledge.donorLastName));

/** Statuses in which each kind of pledge is confirmed (and so shown to the public). */
const confirmedStatuses: Readonly<Record<PledgeRecord['kind'], readonly StoredPledgeStatus[]>> = {
  flat: ['Charged'],
  'per-unit': ['Scheduled', 'Charging', 'Charged'],
  offline: ['Offline'],
};

export const shownInPublic = (pledge: Pick<PledgeRecord, 'kind' | 'status'>): boolean =>
  confirmedStatuses[pledge.kind].includes(pledge.status);

export function supportersOf(pledges: readonly PledgeRecord[], count: number) {
  return pledges
    .filter(shownInPublic)
    .slice(0, count)
    .map((pledge) => ({
      Name: donorDisplayName(pledge),
      ...(pledge.message && pledge.messageHidden !== true ? { Message: pledge.message } : {}),
      CreatedAt: pledge.createdAt,
    }));
}
