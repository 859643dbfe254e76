// The franchise values as the table holds them: the data layer's own list, so the API's names may
// change (domain/franchises/franchise-wire.ts maps them) while franchises already written still read.

/** Whether a franchise may work: a suspended one keeps its territory, its users cannot sign in. */
export const storedFranchiseStatuses = ['active', 'suspended'] as const;
export type StoredFranchiseStatus = (typeof storedFranchiseStatuses)[number];

/** The franchise key of an item no franchise holds (a direct customer of the platform). */
export const storedDirectFranchise = 'direct';
