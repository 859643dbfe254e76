// How a pledge's kind, status, amount and cap read in the pledge lists and the organizer's report.
import type { PledgeKind, PledgeStatus } from '@thon/shared/api/schemas/pledges';
import { formatDollars } from '@thon/shared/catalog/money-format';

const kindLabels: Record<PledgeKind, string> = {
  PerUnit: 'Per unit',
  Flat: 'One-time gift',
  Offline: 'Cash or check',
};

const statusLabels: Record<PledgeStatus, string> = {
  Pending: 'Waiting for the donor to confirm',
  Scheduled: 'Scheduled',
  Charging: 'Charging',
  Charged: 'Paid',
  Failed: 'Payment failed',
  RequiresAction: 'Needs the donor’s action',
  BelowMinimum: 'Below the minimum',
  Offline: 'Cash or check received',
  Cancelled: 'Cancelled',
  Refunded: 'Refunded',
  Disputed: 'Disputed by the donor’s bank',
  NeedsReview: 'Under review',
};

export const pledgeKindLabel = (kind: PledgeKind) => kindLabels[kind];
export const pledgeStatusLabel = (status: PledgeStatus) => statusLabels[status];

/** The unit's plural: "laps" for "lap", "miles" for "mile". */
export const unitPlural = (unitName: string) => (unitName.endsWith('s') ? unitName : `${unitName}s`);

interface PledgeFigures {
  Kind: PledgeKind;
  Amount: number;
  MaxUnits?: number | undefined;
}

/** "$2 per lap" for a per-unit pledge, "$50" for a gift. */
export function pledgeAmountText(pledge: PledgeFigures, unitName: string): string {
  return pledge.Kind === 'PerUnit'
    ? `${formatDollars(pledge.Amount)} per ${unitName || 'unit'}`
    : formatDollars(pledge.Amount);
}

/** A per-unit pledge's cap: "At most 20 laps", "No cap"; nothing for a gift. */
export function pledgeCapText(pledge: PledgeFigures, unitName: string): string | undefined {
  if (pledge.Kind !== 'PerUnit') return undefined;
  return pledge.MaxUnits === undefined
    ? 'No cap'
    : `At most ${pledge.MaxUnits} ${pledge.MaxUnits === 1 ? unitName || 'unit' : unitPlural(unitName || 'unit')}`;
}
