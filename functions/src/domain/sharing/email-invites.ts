// SendEmailInvites: the invitation email per recipient through SES, from the platform's verified
// address as "<participant> via Thon", replying to the parent when there is one (never exposing
// the child's own address), with a one-click unsubscribe. Notes the event's reminder day. A test
// Thon's go only to its outbox.
import type { z } from 'zod';
import type { sendEmailInvitesRequestSchema, SendInvitesResponse } from '@thon/shared/api/schemas/sharing';
import { dailyEmailInvitesPerParticipant } from '@thon/shared/catalog/limits';
import {
  dailyInviteCapReached,
  recipientUndeliverable,
  recipientUnsubscribed,
} from '@thon/shared/catalog/sharing-messages';
import { normalizeEmail } from '@thon/shared/sharing/recipients';
import { templateId } from '@thon/shared/sharing/share-templates';
import type { Caller } from '../caller';
import { inviteEmailContent } from './invite-email-content';
import type { SharingPorts } from './ports';
import { eventShareTemplates, placeholderValues, participantShareName, shareLinksFor } from './share-content';
import { reminderDueDate } from './reminder-dates';
import { assertCanSend, readShareSubject, type ShareSubject } from './share-subject';
import { sendInvites, type InviteChannelAdapter } from './invite-sends';
import { inviteMailOfThon } from './test-outbox';

export type SendEmailInvitesDeps = Omit<SharingPorts, 'sms'>;

type Request = z.infer<typeof sendEmailInvitesRequestSchema>;

/** The parent a reply reaches: the caller when a parent, else the parent who added the child. */
async function replyToOf(
  deps: SendEmailInvitesDeps,
  caller: Caller,
  subject: ShareSubject,
): Promise<string | undefined> {
  const parentId = caller.role === 'parent' ? caller.userId : subject.participant.createdByParentId;
  if (!parentId) return undefined;
  return (await deps.subjects.getUser(parentId))?.email;
}

export const emailSkipMessages = {
  Unsubscribed: recipientUnsubscribed,
  Bounced: recipientUndeliverable,
  Complained: recipientUnsubscribed,
} as const;

export async function sendEmailInvites(
  deps: SendEmailInvitesDeps,
  caller: Caller,
  request: Request,
  idempotencyKey: string | undefined,
): Promise<SendInvitesResponse> {
  const subject = await readShareSubject(deps, caller, request.ParticipantId);
  assertCanSend(subject);
  const { participant, event } = subject;
  const language = request.Language ?? 'en';
  const [{ templates, version }, replyTo] = await Promise.all([
    eventShareTemplates(deps.templates, event.eventId, language),
    replyToOf(deps, caller, subject),
  ]);
  const values = placeholderValues(
    participant,
    event,
    shareLinksFor(deps.site.webOrigin(), participant.participantId, version).email,
  );
  const adapter: InviteChannelAdapter = {
    channel: 'Email',
    dailyCap: dailyEmailInvitesPerParticipant,
    capMessage: dailyInviteCapReached(dailyEmailInvitesPerParticipant, 'email'),
    normalize: normalizeEmail,
    skipsOf: async (recipients) => {
      const suppressed = await deps.suppressions.suppressedAmong(recipients);
      return new Map([...suppressed].map(([email, reason]) => [email, emailSkipMessages[reason]]));
    },
    deliver: async (recipient) => {
      const content = await inviteEmailContent(deps, {
        templates,
        values,
        recipient,
        language,
        ...(request.PersonalNote ? { personalNote: request.PersonalNote } : {}),
      });
      return inviteMailOfThon(deps, event).sendInviteEmail({
        to: recipient,
        fromName: participantShareName(participant),
        ...(replyTo ? { replyTo } : {}),
        ...content,
        tags: { participantId: participant.participantId, template: templateId('email', version) },
      });
    },
  };
  return sendInvites(deps, {
    caller,
    subject,
    entries: request.Recipients,
    idempotencyKey,
    request,
    adapter,
    language,
    afterSent: () => deps.reminders.noteReminderDue(reminderDueDate(event.endDate), event.eventId),
  });
}
