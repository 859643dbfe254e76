// The vendor values as the table holds them: the data layer's own list, so the API's names may
// change (the vendors' wire mapping) while vendors already written still read.

/** Whether a vendor may work: a suspended one keeps its products and orders, its users cannot sign in. */
export const storedVendorStatuses = ['active', 'suspended'] as const;
export type StoredVendorStatus = (typeof storedVendorStatuses)[number];
