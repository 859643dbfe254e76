// The prize awards' wording (docs/prizes.md, Awards and the nightly lock): why a move of an award
// was refused. Staff-facing (organizers, franchisee team leaders, teachers): English only.
import type { AwardState } from '../prizes/award-states';

const stateWords: Record<AwardState, string> = {
  locked: 'locked',
  picked: 'picked',
  delivered: 'delivered to the class',
  handedOut: 'handed out',
  void: 'void',
};

/** A move to the state the award already stands in. */
export const prizeAwardAlreadyIn = (state: AwardState) => `This award is already ${stateWords[state]}.`;
/** A move the award's state does not allow (a step skipped backwards, a void award). */
export const prizeAwardCannotMove = (from: AwardState, to: AwardState) =>
  from === 'void'
    ? 'This award is void: the credit behind it no longer reaches its level.'
    : `This award is ${stateWords[from]}; it cannot be marked ${stateWords[to]}.`;
export const prizeAwardNotFound = 'This award was not found.';
export const prizeAwardStale = 'This award was changed by someone else. Reload to see the changes.';
