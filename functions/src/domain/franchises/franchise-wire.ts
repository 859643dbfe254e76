// A franchise's status between the table and the API. Both maps are full Records, so the type
// checker makes every stored status name its wire status and no wire status is stored unmapped.
import type { FranchiseStatus } from '@thon/shared/api/schemas/franchises';
import type { StoredFranchiseStatus } from '../../data/stored-values/franchises';

export const franchiseStatusOnTheWire: Readonly<Record<StoredFranchiseStatus, FranchiseStatus>> = {
  active: 'active',
  suspended: 'suspended',
};

export const storedFranchiseStatusOf: Readonly<Record<FranchiseStatus, StoredFranchiseStatus>> = {
  active: 'active',
  suspended: 'suspended',
};
