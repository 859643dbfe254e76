// RecordShare (public): a social share of a participant's page counts toward the goal of 20.
// Anyone may share a public page, so each address counts at most 20 shares per participant an
// hour; beyond that the share is answered but not counted.
import type { z } from 'zod';
import type { recordShareRequestSchema, recordShareResponseSchema } from '@thon/shared/api/schemas/sharing';
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import { NotFound } from '../errors';
import { shownToDonors } from '../participants/public-visibility';
import type { SharingPorts } from './ports';

export const sharesPerAddressPerHour = 20;
const hourSeconds = 60 * 60;

export type RecordShareDeps = Pick<SharingPorts, 'attempts' | 'clock' | 'invites'> & {
  subjects: Pick<SharingPorts['subjects'], 'getParticipant'>;
};

export async function recordShare(
  deps: RecordShareDeps,
  request: z.infer<typeof recordShareRequestSchema>,
  sourceAddress: string,
): Promise<z.infer<typeof recordShareResponseSchema>> {
  const participant = await deps.subjects.getParticipant(request.ParticipantId);
  if (!participant || !shownToDonors(participant)) throw new NotFound(noSuchParticipant);
  const now = deps.clock.nowInSeconds();
  const window = now - (now % hourSeconds);
  const counted = await deps.attempts.reserveAttemptSlot(
    `shares:${request.ParticipantId}:${sourceAddress}`,
    window,
    window + hourSeconds,
    sharesPerAddressPerHour,
  );
  if (!counted) return { Counted: false, SharesCount: participant.sharesCount ?? 0 };
  return { Counted: true, SharesCount: await deps.invites.addShares(request.ParticipantId, 1) };
}
