// What a lock (or a refund's review) does to one participant's awards, decided from what was read:
// the levels awarded now get an award if none stands (a void one at an awarded level is restored:
// the credit came back); in top mode a lower award not yet picked is voided as superseded; and any
// award not handed out whose own threshold the credit no longer reaches is voided (creditFell).
// Pure: the lock and the refund path carry the writes out, each conditioned on the state read.
import { voidable } from '@thon/shared/prizes/award-states';
import { reaches } from '@thon/shared/prizes/prize-credit';
import { awardedLevels, type PrizeMode } from '@thon/shared/prizes/prize-levels';
import type { PrizeAwardRecord, PrizeProgrammeRecord } from '../../data/repositories/prize-awards-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';

export type VoidReason = 'superseded' | 'creditFell';

export interface AwardPlan {
  /** New awards (state locked) for levels awarded with no award yet. */
  create: PrizeAwardRecord[];
  /** Void awards at a level awarded again: back to locked. */
  restore: PrizeAwardRecord[];
  /** Awards to void, each with why. */
  voids: { award: PrizeAwardRecord; reason: VoidReason }[];
}

export type PlanParticipant = Pick<
  ParticipantRecord,
  'eventId' | 'teamId' | 'participantId' | 'firstName' | 'lastName' | 'shirtSize' | 'awaitingApproval'
>;

export type PlanProgramme = Pick<PrizeProgrammeRecord, 'mode' | 'divisor' | 'levels'>;

/** The levels the participant's credit awards (none while awaiting approval). */
export function levelsAwarded(programme: PlanProgramme, participant: PlanParticipant, creditCents: number) {
  if (participant.awaitingApproval === true) return [];
  return awardedLevels(programme.levels, creditCents, programme.divisor, programme.mode as PrizeMode);
}

/** A new award of `level`, locked at `at` for `night`, sizes from the participant's shirt size. */
export function newAward(
  participant: PlanParticipant,
  level: PlanProgramme['levels'][number],
  night: string,
  at: string,
): PrizeAwardRecord {
  return {
    eventId: participant.eventId,
    teamId: participant.teamId,
    participantId: participant.participantId,
    levelId: level.levelId,
    levelName: level.name,
    thresholdPerUnitCents: level.thresholdPerUnitCents,
    firstName: participant.firstName,
    lastName: participant.lastName,
    items: level.prizes.map((prize) => ({
      productId: prize.productId,
      productName: prize.productName,
      quantity: prize.quantity,
      ...(prize.sized && participant.shirtSize ? { sizeCode: participant.shirtSize } : {}),
    })),
    state: 'locked',
    night,
    lockedAt: at,
    history: [{ state: 'locked', at, byUserId: 'system' }],
    version: 1,
  };
}

/** The voids a credit calls for, without creating anything (a refund's review between locks). */
export function voidsFor(
  programme: PlanProgramme,
  participant: PlanParticipant,
  creditCents: number,
  existing: readonly PrizeAwardRecord[],
): AwardPlan['voids'] {
  const awarded = new Set(levelsAwarded(programme, participant, creditCents).map((level) => level.levelId));
  const voids: AwardPlan['voids'] = [];
  for (const award of existing) {
    if (!voidable(award.state)) continue;
    if (!reaches(creditCents, award.thresholdPerUnitCents, programme.divisor)) {
      voids.push({ award, reason: 'creditFell' });
    } else if (programme.mode === 'top' && award.state === 'locked' && !awarded.has(award.levelId)) {
      // A higher level replaced it before anyone picked it.
      voids.push({ award, reason: 'superseded' });
    }
  }
  return voids;
}

/** Everything tonight's lock does for one participant. */
export function planAwards(
  programme: PlanProgramme,
  participant: PlanParticipant,
  creditCents: number,
  existing: readonly PrizeAwardRecord[],
  night: string,
  at: string,
): AwardPlan {
  const byLevel = new Map(existing.map((award) => [award.levelId, award]));
  const create: PrizeAwardRecord[] = [];
  const restore: PrizeAwardRecord[] = [];
  for (const level of levelsAwarded(programme, participant, creditCents)) {
    const found = byLevel.get(level.levelId);
    if (!found) create.push(newAward(participant, level, night, at));
    else if (found.state === 'void') restore.push(found);
  }
  return { create, restore, voids: voidsFor(programme, participant, creditCents, existing) };
}
