// Carries out an award plan (award-plan.ts): every create only if absent, every void and restore
// conditioned on the state and version read. A write refused because another run or a person got
// there first is not an error: what stands now is theirs, and the next lock reads it again.
import pLimit from 'p-limit';
import type { AwardPlan } from './award-plan';
import type { PrizeAwardStore } from './ports';

/** Writes at once per Thon: enough to lock a school in seconds without a burst of throttling. */
const writeConcurrency = 16;

export interface PlanOutcome {
  locked: number;
  voided: number;
}

export async function applyPlans(
  awards: Pick<PrizeAwardStore, 'createPrizeAward' | 'movePrizeAward'>,
  plans: readonly AwardPlan[],
  at: string,
): Promise<PlanOutcome> {
  const limit = pLimit(writeConcurrency);
  const system = 'system';
  const writes = plans.flatMap((plan) => [
    ...plan.create.map((award) =>
      limit(async () => ({ locked: (await awards.createPrizeAward(award)) ? 1 : 0, voided: 0 })),
    ),
    ...plan.restore.map((award) =>
      limit(async () => ({
        locked: (await awards.movePrizeAward(award, 'locked', { state: 'locked', at, byUserId: system }))
          ? 1
          : 0,
        voided: 0,
      })),
    ),
    ...plan.voids.map(({ award, reason }) =>
      limit(async () => ({
        locked: 0,
        voided: (await awards.movePrizeAward(award, 'void', { state: 'void', at, byUserId: system }, reason))
          ? 1
          : 0,
      })),
    ),
  ]);
  const outcomes = await Promise.all(writes);
  return outcomes.reduce(
    (sum, one) => ({ locked: sum.locked + one.locked, voided: sum.voided + one.voided }),
    {
      locked: 0,
      voided: 0,
    },
  );
}
