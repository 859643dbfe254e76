// How the prize pages name an award's state and items: "earned (locks tonight)" for a level reached
// since the last nightly lock, "Glow shirt (YM), Finisher medal x 2" for what to hand over.
import type { PrizeAwardStateWire, PrizeAwardWire } from '@thon/shared/api/schemas/prize-awards';
import type { AwardMoveTarget } from '@thon/shared/prizes/award-states';

export const stateLabels: Record<PrizeAwardStateWire, string> = {
  earned: 'earned (locks tonight)',
  locked: 'locked',
  picked: 'picked',
  delivered: 'delivered to the class',
  handedOut: 'handed out',
  void: 'void',
};

/** The states in the order an award moves through them. */
export const stateOrder: readonly PrizeAwardStateWire[] = [
  'earned',
  'locked',
  'picked',
  'delivered',
  'handedOut',
  'void',
];

/** What each bulk move is called on a button. */
export const moveLabels: Record<AwardMoveTarget, string> = {
  picked: 'Mark picked',
  delivered: 'Mark delivered to the class',
  handedOut: 'Mark handed out',
  locked: 'Undo picked (back to locked)',
};

export function itemText(item: PrizeAwardWire['Items'][number]): string {
  const size = item.SizeCode ? ` (${item.SizeCode})` : '';
  const quantity = item.Quantity > 1 ? ` x ${item.Quantity}` : '';
  return `${item.ProductName}${size}${quantity}`;
}

export const itemsText = (award: PrizeAwardWire) => award.Items.map(itemText).join(', ');

export const childName = (award: PrizeAwardWire) => `${award.FirstName} ${award.LastName}`;

/** How many rows stand in each state, in state order, leaving out the states none stands in. */
export function stateCounts(
  awards: readonly PrizeAwardWire[],
): { state: PrizeAwardStateWire; count: number }[] {
  return stateOrder
    .map((state) => ({ state, count: awards.filter((award) => award.State === state).length }))
    .filter((entry) => entry.count > 0);
}
