// The public view of a Thon's prizes (GetThonPrizes, docs/prizes.md): the levels with their
// pictures and prize names, and each class challenge with every class's progress. A small module of
// its own: the event page loads it without the organizer's programme schemas. No child is named and
// no child's money appears: only class (team) figures.
import * as z from 'zod';
import { challengeMetrics } from '../../prizes/challenge-targets';

export const thonPrizesPathSchema = z.strictObject({
  eventId: z.string().trim().min(1, 'eventId is required').max(128),
});

const percent = z.number().int().min(0).max(100);

export const classProgressSchema = z.strictObject({
  TeamId: z.string(),
  ClassName: z.string(),
  Participants: z.number().int(),
  /** Participants with at least one standing pledge. */
  Participating: z.number().int(),
  ParticipationPercent: percent,
  /** Distinct donors among the class's standing pledges. */
  Donors: z.number().int(),
  RaisedCents: z.number().int(),
  /** Raised per participant of the class, rounded down. */
  PerChildCents: z.number().int(),
  /** Percent of the challenge's target reached, capped at 100. */
  Progress: percent,
  Met: z.boolean(),
});
export type ClassProgressWire = z.infer<typeof classProgressSchema>;

export const thonPrizesSchema = z.strictObject({
  EventId: z.string(),
  /** 'cumulative' (every level up to the one reached) or 'top' (the highest only). */
  Mode: z.enum(['cumulative', 'top']),
  Divisor: z.number().int(),
  UnitName: z.string(),
  /** Lowest threshold first. */
  Levels: z.array(
    z.strictObject({
      Name: z.string(),
      ThresholdPerUnitCents: z.number().int(),
      PictureUrl: z.string().optional(),
      PrizeNames: z.array(z.string()),
    }),
  ),
  Challenges: z.array(
    z.strictObject({
      ChallengeId: z.string(),
      Name: z.string(),
      Metric: z.enum(challengeMetrics),
      /** participation: percent; donors: a count; perChild and raised: cents. */
      Target: z.number().int(),
      Reward: z.string(),
      Classes: z.array(classProgressSchema),
    }),
  ),
});
export type ThonPrizesWire = z.infer<typeof thonPrizesSchema>;
