// An organization's payout account status as a word, the same on the organizer's Thon page and in
// the console's organizations.
import type { PayoutStateWire } from '@thon/shared/api/schemas/payout-state';

export const payoutStatusLabels: Record<PayoutStateWire['Status'], string> = {
  NotConnected: 'Not connected',
  Pending: 'Pending',
  Enabled: 'Enabled',
};
