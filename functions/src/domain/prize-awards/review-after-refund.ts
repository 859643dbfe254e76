// A participant's awards checked again right after one of their pledges stopped counting (a
// refund, a dispute): every award not handed out whose own threshold the credit no longer reaches
// is voided (creditFell), each conditioned on the state and version read. Best effort: the money
// move has committed already and must not fail for this; a failure is logged, and tonight's lock
// voids what this missed.
import { creditOnceCents } from '@thon/shared/prizes/prize-credit';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { Logger } from '../ports/logger';
import type { Clock } from '../ports/clock';
import type { PrizeAwardReview } from '../ports/prize-award-review';
import { applyPlans } from './apply-plan';
import { voidsFor } from './award-plan';
import { creditPledgeOf } from './pledge-credit';
import type { PrizeAwardStore, ThonPledgeReads } from './ports';

export interface AwardReviewDeps {
  awards: Pick<
    PrizeAwardStore,
    'getPrizeProgrammes' | 'listPrizeAwards' | 'createPrizeAward' | 'movePrizeAward'
  >;
  pledges: Pick<ThonPledgeReads, 'listPledgesOfParticipant'>;
  participants: { getParticipant(participantId: string): Promise<ParticipantRecord | undefined> };
  clock: Clock;
  logger: Logger;
}

/** The awards voided (0 when none stood, or there is no programme). */
export async function voidAwardsCreditNoLongerReaches(
  deps: AwardReviewDeps,
  pledge: { eventId: string; participantId: string },
): Promise<number> {
  const participant = await deps.participants.getParticipant(pledge.participantId);
  if (!participant) return 0;
  // The awards stand under the class the participant was in at the lock: their own team now.
  const awards = await deps.awards.listPrizeAwards(pledge.eventId, {
    teamId: participant.teamId,
    participantId: participant.participantId,
  });
  if (awards.length === 0) return 0;
  const [programme] = await deps.awards.getPrizeProgrammes([pledge.eventId]);
  if (!programme) return 0;
  const pledges = await deps.pledges.listPledgesOfParticipant(participant.participantId);
  const credit = creditOnceCents(pledges.map(creditPledgeOf), programme.divisor);
  // Only what the credit no longer reaches: superseding a lower level is the lock's own business.
  const voids = voidsFor(programme, participant, credit, awards).filter(
    ({ reason }) => reason === 'creditFell',
  );
  if (voids.length === 0) return 0;
  const at = new Date(deps.clock.nowMs()).toISOString();
  return (await applyPlans(deps.awards, [{ create: [], restore: [], voids }], at)).voided;
}

/** The port the pledge code calls: logs a failure instead of throwing it. */
export function prizeAwardReview(deps: AwardReviewDeps): PrizeAwardReview {
  return {
    creditFell: async (pledge) => {
      try {
        await voidAwardsCreditNoLongerReaches(deps, pledge);
      } catch (error) {
        deps.logger.error('Prize awards not checked after a pledge stopped counting', {
          eventId: pledge.eventId,
          participantId: pledge.participantId,
          error: String(error),
        });
      }
    },
  };
}
