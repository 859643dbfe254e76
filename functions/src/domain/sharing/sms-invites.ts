// SendSmsInvites: the SMS template per number through SNS, with the STOP note; numbers on SNS's
// opt-out list (people who replied STOP) are asked about first and skipped. A test Thon's go only
// to its outbox.
import type { z } from 'zod';
import type { sendSmsInvitesRequestSchema, SendInvitesResponse } from '@thon/shared/api/schemas/sharing';
import { dailySmsInvitesPerParticipant } from '@thon/shared/catalog/limits';
import { inviteMessagesFor } from '@thon/shared/catalog/invite-messages';
import { dailyInviteCapReached, numberOptedOut } from '@thon/shared/catalog/sharing-messages';
import { normalizeMobile } from '@thon/shared/sharing/recipients';
import { renderTemplate } from '@thon/shared/sharing/share-templates';
import type { Caller } from '../caller';
import type { SharingPorts } from './ports';
import { eventShareTemplates, placeholderValues, shareLinksFor } from './share-content';
import { assertCanSend, readShareSubject } from './share-subject';
import { sendInvites } from './invite-sends';
import { smsOfThon } from './test-outbox';

type Request = z.infer<typeof sendSmsInvitesRequestSchema>;

export type SendSmsInvitesDeps = Pick<
  SharingPorts,
  | 'subjects'
  | 'templates'
  | 'attempts'
  | 'clock'
  | 'invites'
  | 'sends'
  | 'sms'
  | 'testOutbox'
  | 'site'
  | 'logger'
  | 'metrics'
>;

export async function sendSmsInvites(
  deps: SendSmsInvitesDeps,
  caller: Caller,
  request: Request,
  idempotencyKey: string | undefined,
): Promise<SendInvitesResponse> {
  const subject = await readShareSubject(deps, caller, request.ParticipantId);
  assertCanSend(subject);
  const { participant, event } = subject;
  const language = request.Language ?? 'en';
  const { templates, version } = await eventShareTemplates(deps.templates, event.eventId, language);
  const link = shareLinksFor(deps.site.webOrigin(), participant.participantId, version).sms;
  const values = placeholderValues(participant, event, link);
  const message = `${renderTemplate(templates.Sms, values)} ${inviteMessagesFor(language).smsOptOutNote}`;
  const sms = smsOfThon(deps, event);
  return sendInvites(deps, {
    caller,
    subject,
    entries: request.Recipients,
    idempotencyKey,
    request,
    language,
    adapter: {
      channel: 'Sms',
      dailyCap: dailySmsInvitesPerParticipant,
      capMessage: dailyInviteCapReached(dailySmsInvitesPerParticipant, 'text'),
      // The edge let only numbers in the spec's phone pattern through.
      normalize: (entry) => normalizeMobile(entry) ?? entry,
      skipsOf: () => Promise.resolve(new Map()),
      skipBeforeSend: async (recipient) =>
        (await sms.isPhoneNumberOptedOut(recipient)) ? numberOptedOut : undefined,
      deliver: (recipient) => sms.sendSms(recipient, message),
    },
  });
}
