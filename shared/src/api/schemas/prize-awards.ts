// Prize awards on the wire (docs/prizes.md, Awards and the nightly lock): the pick list of a Thon
// or one class, and the moves a person makes (picked, delivered to the class, handed out, or back
// to locked). An award's id is opaque to clients; each move names the Version it was read at, so a
// decision made on a stale page is refused rather than applied twice.
import * as z from 'zod';
import { awardMoveTargets, awardStates, type AwardMoveTarget } from '../../prizes/award-states';
import { requiredId } from './required-fields';

/** The most awards one MovePrizeAwards call moves (a class's pick list fits in one). */
export const maxPrizeAwardMoves = 100;

/** Where an award may stand on the wire: the stored states plus the derived 'earned'. */
export const prizeAwardStateSchema = z.enum(['earned', ...awardStates], {
  error: `State must be one of earned, ${awardStates.join(', ')}`,
});
export type PrizeAwardStateWire = z.infer<typeof prizeAwardStateSchema>;

export const listPrizeAwardsQuerySchema = z.strictObject({
  ThonId: requiredId('ThonId'),
  /** One class's awards (a teacher must name a class of theirs). */
  TeamId: requiredId('TeamId').optional(),
  State: prizeAwardStateSchema.optional(),
  /** 'true' adds the derived earned rows: levels reached now that no lock has fixed yet. */
  IncludeEarned: z
    .enum(['true', 'false'], { error: 'IncludeEarned must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});
export type ListPrizeAwardsQuery = z.infer<typeof listPrizeAwardsQuerySchema>;

export const prizeAwardItemSchema = z.strictObject({
  ProductName: z.string(),
  Quantity: z.number().int(),
  /** The shirt size handed over; absent when the product has no sizes (or the size is unknown). */
  SizeCode: z.string().optional(),
});

export const prizeAwardSchema = z.strictObject({
  /** Absent on a derived earned row (nothing stored to move yet). */
  AwardId: z.string().optional(),
  TeamId: z.string(),
  ClassName: z.string(),
  ParticipantId: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  ShirtSize: z.string().optional(),
  LevelId: z.string(),
  LevelName: z.string(),
  Items: z.array(prizeAwardItemSchema),
  State: prizeAwardStateSchema,
  /** The night whose lock fixed it (YYYY-MM-DD); absent on an earned row. */
  Night: z.string().optional(),
  /** What a move names; absent on an earned row. */
  Version: z.number().int().optional(),
  /** 'superseded' (a higher level replaced it) or 'creditFell' (a refund or cancel). */
  VoidReason: z.string().optional(),
});
export type PrizeAwardWire = z.infer<typeof prizeAwardSchema>;

export const listPrizeAwardsResponseSchema = z.strictObject({
  /** Sorted by class, last name, first name, then level threshold. */
  Awards: z.array(prizeAwardSchema),
  /** How many rows stand in each state (of the rows answered; every state, 0 when none). */
  Counts: z.record(prizeAwardStateSchema, z.number().int()),
});
export type ListPrizeAwardsResponse = z.infer<typeof listPrizeAwardsResponseSchema>;

export const movePrizeAwardsRequestSchema = z.strictObject({
  ThonId: requiredId('ThonId'),
  To: z.enum(awardMoveTargets as [AwardMoveTarget, ...AwardMoveTarget[]], {
    error: `To must be one of ${awardMoveTargets.join(', ')}`,
  }),
  Moves: z
    .array(
      z.strictObject({
        AwardId: requiredId('AwardId'),
        Version: z
          .number({ error: 'Version must be a number' })
          .int('Version must be a whole number')
          .min(1, 'Version must be at least 1'),
      }),
    )
    .min(1, 'Choose at least one award')
    .max(maxPrizeAwardMoves, `At most ${maxPrizeAwardMoves} awards move at once`),
});
export type MovePrizeAwardsRequest = z.infer<typeof movePrizeAwardsRequestSchema>;

export const movePrizeAwardsResponseSchema = z.strictObject({
  Moved: z.array(z.string()),
  Refused: z.array(z.strictObject({ AwardId: z.string(), Message: z.string() })),
});
export type MovePrizeAwardsResponse = z.infer<typeof movePrizeAwardsResponseSchema>;
