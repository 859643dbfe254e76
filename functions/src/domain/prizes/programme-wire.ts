// The stored programme as the editor reads it (GetPrizeProgramme and both saves answer it).
import type { PrizeItemWire, PrizeProgrammeWire } from '@thon/shared/api/schemas/prizes';
import { defaultPrizeDivisor } from '@thon/shared/prizes/prize-credit';
import type { PrizeProgrammeRecord } from '../../data/repositories/prize-programmes-repository';

type StoredItem = PrizeProgrammeRecord['supplies'][number];

export function prizeItemWire(item: StoredItem): PrizeItemWire {
  return {
    ProductId: item.productId,
    VendorId: item.vendorId,
    ProductName: item.productName,
    VendorName: item.vendorName,
    ...(item.imageUrl ? { ImageUrl: item.imageUrl } : {}),
    Sized: item.sized,
    Quantity: item.quantity,
  };
}

/** The programme, or the empty one (version 0) a Thon starts with. */
export function programmeWire(
  eventId: string,
  unitName: string,
  programme: PrizeProgrammeRecord | undefined,
): PrizeProgrammeWire {
  return {
    ThonId: eventId,
    Mode: programme?.mode ?? 'cumulative',
    Divisor: programme?.divisor ?? defaultPrizeDivisor,
    Levels: [...(programme?.levels ?? [])]
      .sort((a, b) => a.thresholdPerUnitCents - b.thresholdPerUnitCents)
      .map((level) => ({
        LevelId: level.levelId,
        Name: level.name,
        ThresholdPerUnitCents: level.thresholdPerUnitCents,
        ...(level.pictureUrl ? { PictureUrl: level.pictureUrl } : {}),
        Prizes: level.prizes.map(prizeItemWire),
      })),
    Supplies: (programme?.supplies ?? []).map(prizeItemWire),
    Version: programme?.version ?? 0,
    Challenges: (programme?.challenges ?? []).map((challenge) => ({
      ChallengeId: challenge.challengeId,
      Name: challenge.name,
      Metric: challenge.metric,
      Target: challenge.target,
      Reward: challenge.reward,
    })),
    ChallengesVersion: programme?.challengesVersion ?? 0,
    DefaultDivisor: defaultPrizeDivisor,
    UnitName: unitName,
  };
}
