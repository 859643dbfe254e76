// RecordShare (public): a social share of a participant's page counts toward the goal of 20.
// Anyone may share a public page, so each address counts at most 20 shares per participant an
// hour; beyond that the share is answered but not counted.
import type { z } from 'zod';
import type { recordShareRequestSchema, recordShareResponseSchema } from '@thon/shared/api/schemas/sharing';
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import { reserveAttemptSlot } from '../../data/repositories/attempts-repository';
import { getParticipant } from '../../data/repositories/participants-repository';
import { addShares } from '../../data/repositories/share-invites-repository';
import { nowInSeconds } from '../../platform/clock';
import { NotFound } from '../errors';
import { shownToDonors } from '../participants/public-visibility';

export const sharesPerAddressPerHour = 20;
const hourSeconds = 60 * 60;

export async function recordShare(
  request: z.infer<typeof recordShareRequestSchema>,
  sourceAddress: string,
): Promise<z.infer<typeof recordShareResponseSchema>> {
  const participant = await getParticipant(request.ParticipantId);
  if (!participant || !shownToDonors(participant)) throw new NotFound(noSuchParticipant);
  const now = nowInSeconds();
  const window = now - (now % hourSeconds);
  const counted = await reserveAttemptSlot(
    `shares:${request.ParticipantId}:${sourceAddress}`,
    window,
    window + hourSeconds,
    sharesPerAddressPerHour,
  );
  if (!counted) return { Counted: false, SharesCount: participant.sharesCount ?? 0 };
  return { Counted: true, SharesCount: await addShares(request.ParticipantId, 1) };
}
