// The share page's calls: the participant's share kit and the email and text invitations. Each
// send carries the Idempotency-Key of its attempt (see use-invite-send.ts).
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import type { ShareLanguage } from '@thon/shared/sharing/share-language';
import { callApi } from '../../../lib/api-client';

/** The kit with the templates rendered in `language`, as the sends in that language will be. */
export function loadShareKit(participantId: string, language: ShareLanguage, signal?: AbortSignal) {
  return callApi(
    sharingRoutes.getShareKit,
    { path: { participantId }, query: { Language: language } },
    { signal },
  );
}

export type ShareKit = Awaited<ReturnType<typeof loadShareKit>>;
export type Invite = ShareKit['Invites'][number];

export function sendEmailInvites(
  request: { ParticipantId: string; Recipients: string[]; PersonalNote?: string; Language: ShareLanguage },
  idempotencyKey: string,
) {
  return callApi(
    sharingRoutes.sendEmailInvites,
    { body: request, query: {} },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function sendSmsInvites(
  request: { ParticipantId: string; Recipients: string[]; Language: ShareLanguage },
  idempotencyKey: string,
) {
  return callApi(
    sharingRoutes.sendSmsInvites,
    { body: request, query: {} },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export type SendInvitesAnswer = Awaited<ReturnType<typeof sendSmsInvites>>;

export function unsubscribe(token: string) {
  return callApi(sharingRoutes.unsubscribe, { query: { Token: token } });
}
