// The pledge values between the table and the API. The table's strings are the data layer's
// (data/stored-values) and never change; the API's may. Each map is a full Record, so the type
// checker makes every stored value name its wire value, and a wire value added to the API cannot
// reach the table unmapped.
import type { offlineMethods, PledgeKind, PledgeStatus } from '@thon/shared/api/schemas/pledges';
import type {
  StoredOfflineMethod,
  StoredPledgeKind,
  StoredPledgeStatus,
} from '../../data/stored-values/pledges';

export const pledgeStatusOnTheWire: Readonly<Record<StoredPledgeStatus, PledgeStatus>> = {
  Pending: 'Pending',
  Scheduled: 'Scheduled',
  Charging: 'Charging',
  Charged: 'Charged',
  Failed: 'Failed',
  RequiresAction: 'RequiresAction',
  BelowMinimum: 'BelowMinimum',
  Offline: 'Offline',
  Cancelled: 'Cancelled',
  Refunded: 'Refunded',
  Disputed: 'Disputed',
  NeedsReview: 'NeedsReview',
};

/** A status the API names (a report's filter) as the table holds it. */
export const storedPledgeStatusOf: Readonly<Record<PledgeStatus, StoredPledgeStatus>> = {
  Pending: 'Pending',
  Scheduled: 'Scheduled',
  Charging: 'Charging',
  Charged: 'Charged',
  Failed: 'Failed',
  RequiresAction: 'RequiresAction',
  BelowMinimum: 'BelowMinimum',
  Offline: 'Offline',
  Cancelled: 'Cancelled',
  Refunded: 'Refunded',
  Disputed: 'Disputed',
  NeedsReview: 'NeedsReview',
};

export const pledgeKindOnTheWire: Readonly<Record<StoredPledgeKind, PledgeKind>> = {
  'per-unit': 'PerUnit',
  flat: 'Flat',
  offline: 'Offline',
};

/** The kind a donor asks for (CreatePledge) as the table holds it. */
export const storedPledgeKindOf: Readonly<Record<PledgeKind, StoredPledgeKind>> = {
  PerUnit: 'per-unit',
  Flat: 'flat',
  Offline: 'offline',
};

export type OfflineMethod = (typeof offlineMethods)[number];

/** How an organizer says an offline gift was paid, as the table holds it (never read back out). */
export const storedOfflineMethodOf: Readonly<Record<OfflineMethod, StoredOfflineMethod>> = {
  Cash: 'cash',
  Check: 'check',
};
