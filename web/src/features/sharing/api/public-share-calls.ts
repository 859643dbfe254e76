// The public sharing calls a donor page makes (GetGuestShare, RecordShare). The share buttons load
// this module on demand, so the sharing schemas stay out of the donor pages' first download.
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import type { socialShareChannels } from '@thon/shared/api/schemas/sharing';
import { callApi } from '@/lib/api-client';

export type SocialShareChannel = (typeof socialShareChannels)[number];

export function loadGuestShare(participantId: string, signal?: AbortSignal) {
  return callApi(sharingRoutes.getGuestShare, { path: { participantId }, query: {} }, { signal });
}

export type GuestShare = Awaited<ReturnType<typeof loadGuestShare>>;

/** Counts a social share toward the participant's goal; the answer has the new count. */
export function recordShare(participantId: string, channel: SocialShareChannel) {
  return callApi(sharingRoutes.recordShare, {
    body: { ParticipantId: participantId, Channel: channel },
    query: {},
  });
}
