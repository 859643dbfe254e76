// Class challenges (docs/prizes.md): what each metric measures and the targets an organizer may
// set. Participation and per-child figures make classes of different sizes comparable.
export const challengeMetrics = ['participation', 'donors', 'perChild', 'raised'] as const;
export type ChallengeMetric = (typeof challengeMetrics)[number];

/** Inclusive target bounds: participation in percent, donors a count, perChild and raised in cents. */
export const challengeTargetRange: Readonly<Record<ChallengeMetric, { min: number; max: number }>> = {
  participation: { min: 1, max: 100 },
  donors: { min: 1, max: 10_000 },
  perChild: { min: 1, max: 1_000_000 },
  // $10 million: above any school's whole Thon.
  raised: { min: 1, max: 1_000_000_000 },
};
