// Which commission a Thon's pledges pay: the event's own when a super admin or franchisee user set
// one, else its franchise's default, else the platform's.
import { defaultCommissionPercent, maxCommissionPercent } from '../catalog/donations';

export interface CommissionSources {
  /** The Thon's own percent; absent (or null, as stored) when never set. */
  eventPercent?: number | null;
  /** The default of the Thon's franchise; absent when the organization has no franchise. */
  franchiseDefaultPercent?: number | null;
}

// A stored value that is not a number (never set, or corrupt) falls through to the next source
// rather than making the commission NaN.
const isSet = (percent: number | null | undefined): percent is number =>
  typeof percent === 'number' && Number.isFinite(percent);

/** The effective commission percent, always within 0 to the spec's maximum. */
export function effectiveCommissionPercent(sources: CommissionSources): number {
  const percent = [sources.eventPercent, sources.franchiseDefaultPercent].find(isSet) ?? defaultCommissionPercent;
  return Math.min(maxCommissionPercent, Math.max(0, percent));
}
