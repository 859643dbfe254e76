// The class challenges form's values and the API's request: a money target (raised per child,
// raised by the class) is typed in dollars and sent as cents; participation is a percent and donors
// a count, typed whole. Checked with the API's own schema, its issues put back on their fields.
import {
  saveClassChallengesRequestSchema,
  type PrizeProgrammeWire,
  type SaveClassChallengesRequest,
} from '@thon/shared/api/schemas/prizes';
import type { ChallengeMetric } from '@thon/shared/prizes/challenge-targets';
import { thresholdCents } from './programme-form-values';

export interface ChallengeValues {
  ChallengeId: string;
  Name: string;
  Metric: ChallengeMetric;
  Target: string;
  Reward: string;
}

export interface ChallengesFormValues {
  Challenges: ChallengeValues[];
}

/** The metrics as the organizer reads them, and how a target of each is typed. */
export const metricChoices: readonly { value: ChallengeMetric; label: string; target: string }[] = [
  { value: 'participation', label: 'Participation (% of the class with a pledge)', target: 'Target (%)' },
  { value: 'donors', label: 'Donors (how many)', target: 'Target (donors)' },
  { value: 'perChild', label: 'Raised per child ($)', target: 'Target ($ per child)' },
  { value: 'raised', label: 'Raised by the class ($)', target: 'Target ($)' },
];

const inDollars = (metric: ChallengeMetric) => metric === 'perChild' || metric === 'raised';

export const emptyChallenge = (): ChallengeValues => ({
  ChallengeId: '',
  Name: '',
  Metric: 'participation',
  Target: '',
  Reward: '',
});

export function challengesFormValues(programme: PrizeProgrammeWire): ChallengesFormValues {
  return {
    Challenges: programme.Challenges.map((challenge) => ({
      ChallengeId: challenge.ChallengeId,
      Name: challenge.Name,
      Metric: challenge.Metric,
      Target: inDollars(challenge.Metric) ? String(challenge.Target / 100) : String(challenge.Target),
      Reward: challenge.Reward,
    })),
  };
}

function target(values: ChallengeValues): number {
  if (inDollars(values.Metric)) return thresholdCents(values.Target);
  return /^\d+$/u.test(values.Target.trim()) ? Number(values.Target.trim()) : Number.NaN;
}

export function challengesRequest(
  thonId: string,
  challengesVersion: number,
  values: ChallengesFormValues,
): SaveClassChallengesRequest {
  return {
    ThonId: thonId,
    ChallengesVersion: challengesVersion,
    Challenges: values.Challenges.map((challenge) => ({
      ...(challenge.ChallengeId ? { ChallengeId: challenge.ChallengeId } : {}),
      Name: challenge.Name,
      Metric: challenge.Metric,
      Target: target(challenge),
      Reward: challenge.Reward,
    })),
  };
}

/** Said for a money target that is not dollars and cents. */
export const targetNotDollars = 'Enter the target in dollars, e.g. 25.';

export function challengesFormErrors(values: ChallengesFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  values.Challenges.forEach((challenge, index) => {
    if (inDollars(challenge.Metric) && Number.isNaN(target(challenge)))
      errors[`Challenges.${index}.Target`] = targetNotDollars;
  });
  const result = saveClassChallengesRequestSchema.safeParse(challengesRequest('form', 0, values));
  if (!result.success)
    for (const issue of result.error.issues) {
      const [first, index, field] = issue.path.map(String);
      const key =
        first === 'Challenges' && index !== undefined && field !== undefined
          ? `Challenges.${index}.${field}`
          : (first ?? 'root');
      errors[key] ??= issue.message;
    }
  return errors;
}
