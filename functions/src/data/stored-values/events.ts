// A Thon's status as the table holds it: the data layer's own list, so the API's names may change
// (the domain maps between them) while events already written still read.

export const storedEventStatuses = ['draft', 'live', 'completed', 'processed'] as const;
export type StoredEventStatus = (typeof storedEventStatuses)[number];
