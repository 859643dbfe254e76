// GetShareKit: everything the Share page needs for one participant, in a few reads: the
// participant and event (2 GetItems), the templates (1), the invitations (1 Query) and today's
// two cap counters (2 GetItems, in parallel).
import type { ShareKit } from '@thon/shared/api/schemas/sharing';
import { dailyEmailInvitesPerParticipant, dailySmsInvitesPerParticipant } from '@thon/shared/catalog/limits';
import { shareCountGoal } from '@thon/shared/catalog/donations';
import { maskRecipient } from '@thon/shared/sharing/recipients';
import { participantPageUrl } from '@thon/shared/sharing/share-links';
import type { ShareLanguage } from '@thon/shared/sharing/share-language';
import { renderTemplate } from '@thon/shared/sharing/share-templates';
import type { Caller } from '../caller';
import { remainingToday } from './invite-sends';
import { inviteChannelOnTheWire, inviteStatusOnTheWire } from './invite-wire';
import type { SharingPorts } from './ports';
import { eventShareTemplates, placeholderValues, participantShareName, shareLinksFor } from './share-content';
import { canSendFor, readShareSubject } from './share-subject';

export type ShareKitDeps = Pick<
  SharingPorts,
  'subjects' | 'templates' | 'invites' | 'attempts' | 'clock' | 'site'
>;

export async function shareKit(
  deps: ShareKitDeps,
  caller: Caller,
  participantId: string,
  language: ShareLanguage = 'en',
): Promise<ShareKit> {
  const subject = await readShareSubject(deps, caller, participantId);
  const { participant, event, access } = subject;
  const [{ templates, version }, invites, emailLeft, smsLeft] = await Promise.all([
    eventShareTemplates(deps.templates, event.eventId, language),
    deps.invites.listInvitesOfParticipant(participantId),
    remainingToday(deps, { channel: 'Email', dailyCap: dailyEmailInvitesPerParticipant }, participantId),
    remainingToday(deps, { channel: 'Sms', dailyCap: dailySmsInvitesPerParticipant }, participantId),
  ]);
  const origin = deps.site.webOrigin();
  const links = shareLinksFor(origin, participantId, version);
  const render = (template: string, link: string) =>
    renderTemplate(template, placeholderValues(participant, event, link));
  return {
    ParticipantId: participantId,
    ParticipantName: participantShareName(participant),
    EventId: event.eventId,
    EventName: event.name,
    Language: language,
    PageUrl: participantPageUrl(origin, participantId),
    Links: links,
    Rendered: {
      EmailSubject: render(templates.EmailSubject, links.email),
      EmailBody: render(templates.EmailBody, links.email),
      Sms: render(templates.Sms, links.sms),
      GuestShare: render(templates.GuestShare, '{EventUrl}'),
    },
    SharesCount: participant.sharesCount ?? 0,
    ShareGoal: shareCountGoal,
    Invites: invites
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
      .map((invite) => ({
        Channel: inviteChannelOnTheWire[invite.channel],
        Recipient: access === 'full' ? invite.recipient : maskRecipient(invite.recipient),
        Status: inviteStatusOnTheWire[invite.status],
        SentAt: invite.sentAt,
        ...(invite.reminderSentAt ? { ReminderSentAt: invite.reminderSentAt } : {}),
      })),
    RemainingToday: { Email: emailLeft, Sms: smsLeft },
    CanSend: canSendFor(subject),
  };
}
