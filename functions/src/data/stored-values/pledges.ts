// The pledge values as the table holds them. They are the data layer's own: the API's names may
// change (the domain maps between them) while items already written must still read, so these
// strings never change once stored.

/** A pledge's life, from CreatePledge through processing (the entity's `status`). */
export const storedPledgeStatuses = [
  'Pending',
  'Scheduled',
  'Charging',
  'Charged',
  'Failed',
  'RequiresAction',
  'BelowMinimum',
  'Offline',
  'Cancelled',
  'Refunded',
  'Disputed',
  'NeedsReview',
] as const;
export type StoredPledgeStatus = (typeof storedPledgeStatuses)[number];

/** A rate per unit, a one-time gift by card, or money an organizer recorded. */
export const storedPledgeKinds = ['per-unit', 'flat', 'offline'] as const;
export type StoredPledgeKind = (typeof storedPledgeKinds)[number];

/** How an offline pledge was paid. */
export const storedOfflineMethods = ['cash', 'check'] as const;
export type StoredOfflineMethod = (typeof storedOfflineMethods)[number];
