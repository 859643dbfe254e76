// A participant's prize standing from their pledges (pure): the stored pledges mapped to the credit
// rules of shared/src/prizes, the level reached and what the next one needs. The student page and
// the parent dashboard show it; nothing is stored for it (docs/prizes.md, Prize credit).
import type { StudentPrizeWire } from '@thon/shared/api/schemas/student-prize';
import { creditOnceCents } from '@thon/shared/prizes/prize-credit';
import { currentLevel, nextLevel } from '@thon/shared/prizes/prize-levels';
import type { PrizeProgrammeRecord } from '../../data/repositories/prize-programmes-repository';
// The stored pledge's credit fields, mapped once for the lock, the awards and these pages alike.
import { creditPledgeOf, type CreditPledgeFields } from '../prize-awards/pledge-credit';

/** The participant's credit in cents given once, from all their pledges. */
export function participantCreditOnceCents(pledges: readonly CreditPledgeFields[], divisor: number): number {
  return creditOnceCents(pledges.map(creditPledgeOf), divisor);
}

type Programme = Pick<PrizeProgrammeRecord, 'levels' | 'divisor'>;

const picture = (pictureUrl: string | undefined) => (pictureUrl ? { PictureUrl: pictureUrl } : {});

/** The prize block; undefined without a programme or without levels. */
export function participantPrize(
  programme: Programme | undefined,
  pledges: readonly CreditPledgeFields[],
  unitName: string,
): StudentPrizeWire | undefined {
  if (!programme || programme.levels.length === 0) return undefined;
  const once = participantCreditOnceCents(pledges, programme.divisor);
  const current = currentLevel(programme.levels, once, programme.divisor);
  const next = nextLevel(programme.levels, once, programme.divisor);
  return {
    ...(current ? { Current: { Name: current.name, ...picture(current.pictureUrl) } } : {}),
    ...(next
      ? {
          Next: {
            Name: next.level.name,
            ...picture(next.level.pictureUrl),
            MorePerUnitCents: next.perUnitCents,
            MoreOnceCents: next.onceCents,
          },
        }
      : {}),
    UnitName: unitName,
  };
}
