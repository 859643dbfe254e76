// A Thon's prize programme and class challenges on the wire (docs/prizes.md, Routes): what the
// organizer's editor reads and saves. The public view (GetThonPrizes) and the student page's prize
// block live in their own small modules (thon-prizes.ts, student-prize.ts): donor pages load those
// without these.
import * as z from 'zod';
import { defaultPrizeDivisor, maxPrizeDivisor, minPrizeDivisor } from '../../prizes/prize-credit';
import * as m from '../../catalog/prize-messages';
import { challengeMetrics, challengeTargetRange, type ChallengeMetric } from '../../prizes/challenge-targets';

export const maxPrizeLevels = 8;
export const maxLevelNameLength = 60;
/** $1,000 a unit: no school's level is dearer. */
export const maxThresholdPerUnitCents = 100_000;
export const maxPrizesPerLevel = 6;
export const maxPrizeQuantity = 10;
export const maxPrizeSupplies = 6;
export const maxClassChallenges = 6;
export const maxChallengeNameLength = 60;
export const maxChallengeRewardLength = 80;
export { defaultPrizeDivisor };

const idField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(128, `${name} is not valid`);
const version = z
  .number({ error: m.prizeVersionInvalid })
  .int(m.prizeVersionInvalid)
  .min(0, m.prizeVersionInvalid);

export const prizeModeSchema = z.enum(['cumulative', 'top'], { error: m.prizeModeInvalid });
export type PrizeModeWire = z.infer<typeof prizeModeSchema>;

export const getPrizeProgrammeQuerySchema = z.strictObject({ ThonId: idField('ThonId') });

const productRef = z
  .string({ error: m.prizeProductRequired })
  .trim()
  .min(1, m.prizeProductRequired)
  .max(128, m.prizeProductRequired);

const savedLevelSchema = z.strictObject({
  /** Absent for a new level (the server names it); kept for an edited one. */
  LevelId: z.string().trim().min(1).max(64).optional(),
  Name: z
    .string({ error: m.prizeLevelNameRequired })
    .trim()
    .min(1, m.prizeLevelNameRequired)
    .max(maxLevelNameLength, m.prizeLevelNameTooLong(maxLevelNameLength)),
  ThresholdPerUnitCents: z
    .number({ error: m.prizeThresholdInvalid(maxThresholdPerUnitCents) })
    .int(m.prizeThresholdInvalid(maxThresholdPerUnitCents))
    .min(0, m.prizeThresholdInvalid(maxThresholdPerUnitCents))
    .max(maxThresholdPerUnitCents, m.prizeThresholdInvalid(maxThresholdPerUnitCents)),
  /** Empty or one of this level's prizes' image URLs (pictures come from the prize products). */
  PictureUrl: z.string().trim().max(2048).optional(),
  Prizes: z
    .array(
      z.strictObject({
        ProductId: productRef,
        Quantity: z
          .number({ error: m.prizeQuantityInvalid(maxPrizeQuantity) })
          .int(m.prizeQuantityInvalid(maxPrizeQuantity))
          .min(1, m.prizeQuantityInvalid(maxPrizeQuantity))
          .max(maxPrizeQuantity, m.prizeQuantityInvalid(maxPrizeQuantity)),
      }),
    )
    .max(maxPrizesPerLevel, m.prizeLevelPrizesTooMany(maxPrizesPerLevel))
    .default([]),
});

export const savePrizeProgrammeRequestSchema = z
  .strictObject({
    ThonId: idField('ThonId'),
    /** The version read (0 when none was saved): a stale one is refused. */
    Version: version,
    Mode: prizeModeSchema,
    Divisor: z
      .number({ error: m.prizeDivisorInvalid(minPrizeDivisor, maxPrizeDivisor) })
      .int(m.prizeDivisorInvalid(minPrizeDivisor, maxPrizeDivisor))
      .min(minPrizeDivisor, m.prizeDivisorInvalid(minPrizeDivisor, maxPrizeDivisor))
      .max(maxPrizeDivisor, m.prizeDivisorInvalid(minPrizeDivisor, maxPrizeDivisor)),
    Levels: z.array(savedLevelSchema).max(maxPrizeLevels, m.prizeLevelsTooMany(maxPrizeLevels)),
    Supplies: z
      .array(z.strictObject({ ProductId: productRef }))
      .max(maxPrizeSupplies, m.prizeSuppliesTooMany(maxPrizeSupplies))
      .default([]),
  })
  .superRefine((body, ctx) => {
    // Distinct thresholds make "the next level" well defined; this also allows one level of 0.
    const seen = new Set<number>();
    body.Levels.forEach((level, index) => {
      if (seen.has(level.ThresholdPerUnitCents)) {
        ctx.addIssue({
          code: 'custom',
          path: ['Levels', index, 'ThresholdPerUnitCents'],
          message: m.prizeThresholdsNotDistinct,
        });
      }
      seen.add(level.ThresholdPerUnitCents);
    });
  });
export type SavePrizeProgrammeRequest = z.infer<typeof savePrizeProgrammeRequestSchema>;

/** A product as the programme copied it when saved. */
export const prizeItemSchema = z.strictObject({
  ProductId: z.string(),
  VendorId: z.string(),
  ProductName: z.string(),
  VendorName: z.string(),
  ImageUrl: z.string().optional(),
  /** The product comes in shirt sizes: each student gets their size. */
  Sized: z.boolean(),
  Quantity: z.number().int(),
});
export type PrizeItemWire = z.infer<typeof prizeItemSchema>;

export const challengeMetricSchema = z.enum(challengeMetrics, { error: m.challengeMetricInvalid });

const challengeSchema = z.strictObject({
  ChallengeId: z.string(),
  Name: z.string(),
  Metric: challengeMetricSchema,
  /** participation: percent; donors: a count; perChild and raised: cents. */
  Target: z.number().int(),
  Reward: z.string(),
});

export const prizeProgrammeSchema = z.strictObject({
  ThonId: z.string(),
  Mode: prizeModeSchema,
  Divisor: z.number().int(),
  Levels: z.array(
    z.strictObject({
      LevelId: z.string(),
      Name: z.string(),
      ThresholdPerUnitCents: z.number().int(),
      PictureUrl: z.string().optional(),
      Prizes: z.array(prizeItemSchema),
    }),
  ),
  Supplies: z.array(prizeItemSchema),
  /** 0 when no programme was saved yet. */
  Version: z.number().int(),
  Challenges: z.array(challengeSchema),
  ChallengesVersion: z.number().int(),
  /** What a new programme starts with (a flat gift of $30 counts as $1 a unit). */
  DefaultDivisor: z.number().int(),
  /** What a unit is called in this Thon ('lap'), for "$2 a lap". */
  UnitName: z.string(),
});
export type PrizeProgrammeWire = z.infer<typeof prizeProgrammeSchema>;

export const saveClassChallengesRequestSchema = z
  .strictObject({
    ThonId: idField('ThonId'),
    ChallengesVersion: version,
    Challenges: z
      .array(
        z.strictObject({
          ChallengeId: z.string().trim().min(1).max(64).optional(),
          Name: z
            .string({ error: m.challengeNameRequired })
            .trim()
            .min(1, m.challengeNameRequired)
            .max(maxChallengeNameLength, m.challengeNameTooLong(maxChallengeNameLength)),
          Metric: challengeMetricSchema,
          Target: z.number({ error: 'Target must be a whole number' }),
          Reward: z
            .string({ error: m.challengeRewardRequired })
            .trim()
            .min(1, m.challengeRewardRequired)
            .max(maxChallengeRewardLength, m.challengeRewardTooLong(maxChallengeRewardLength)),
        }),
      )
      .max(maxClassChallenges, m.challengesTooMany(maxClassChallenges)),
  })
  .superRefine((body, ctx) => {
    body.Challenges.forEach((challenge, index) => {
      const metric: ChallengeMetric = challenge.Metric;
      const range = challengeTargetRange[metric];
      if (
        !Number.isInteger(challenge.Target) ||
        challenge.Target < range.min ||
        challenge.Target > range.max
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['Challenges', index, 'Target'],
          message: m.challengeTargetInvalid(metric, range.min, range.max),
        });
      }
    });
  });
export type SaveClassChallengesRequest = z.infer<typeof saveClassChallengesRequestSchema>;

export const savePrizeProgrammeResponseSchema = prizeProgrammeSchema;
export const saveClassChallengesResponseSchema = prizeProgrammeSchema;
