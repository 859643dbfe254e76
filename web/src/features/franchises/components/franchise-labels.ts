// How the console writes a franchise's facts, in its list and on its page.
import type { Franchise, FranchiseStatus } from '../api/franchise-calls';

export const franchiseStatusLabel: Readonly<Record<FranchiseStatus, string>> = {
  active: 'Active',
  suspended: 'Suspended',
};

const noneYet = 'None';

export const statesText = (franchise: Franchise) => franchise.Territory.States.join(', ') || noneYet;
export const zipPrefixesText = (franchise: Franchise) =>
  franchise.Territory.ZipPrefixes.join(', ') || noneYet;
export const commissionText = (franchise: Franchise) => `${franchise.DefaultCommissionPercent}%`;
