// The states of a prize award and the moves between them (docs/prizes.md). "earned" is never
// stored: it is a level reached today that tonight's lock has not fixed yet.
export const awardStates = ['locked', 'picked', 'delivered', 'handedOut', 'void'] as const;
export type AwardState = (typeof awardStates)[number];

/** The states a person may move an award to, and where each may come from. */
export const awardMoves = {
  picked: ['locked'],
  delivered: ['locked', 'picked'],
  handedOut: ['locked', 'picked', 'delivered'],
  // A mistaken step is undone one step back.
  locked: ['picked'],
} as const satisfies Partial<Record<AwardState, readonly AwardState[]>>;

export type AwardMoveTarget = keyof typeof awardMoves;
export const awardMoveTargets = Object.keys(awardMoves) as AwardMoveTarget[];

export function canMoveAward(from: AwardState, to: AwardMoveTarget): boolean {
  return (awardMoves[to] as readonly AwardState[]).includes(from);
}

/** An award the lock may still void (its credit fell): anything not yet handed out. */
export function voidable(state: AwardState): boolean {
  return state === 'locked' || state === 'picked' || state === 'delivered';
}
