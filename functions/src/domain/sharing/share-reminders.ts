// The reminder job (hourly in AWS, on a timer locally): 3 days before a Thon ends, each
// person invited by email who has not pledged to that participant gets one reminder, unless they
// unsubscribed or bounced. "Once" is a conditional write on the invitation before the send.
// Events are found through the reminder-due items the email sends write, by day: no Scan.
import pLimit from 'p-limit';
import { inviteMessagesFor } from '@thon/shared/catalog/invite-messages';
import { formatDisplayCalendarDate } from '@thon/shared/catalog/display-format';
import { participantPageUrl, shareLink } from '@thon/shared/sharing/share-links';
import { templateId } from '@thon/shared/sharing/share-templates';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { InviteRecord } from '../../data/repositories/share-invites-repository';
import { inviteEmailContent } from './invite-email-content';
import { shareLanguageOfStored } from './invite-wire';
import type { SharingPorts } from './ports';
import { participantShareName, placeholderValues } from './share-content';
import { addDays, eventHasEnded, reminderDaysBeforeEnd, reminderDueDate, utcDay } from './reminder-dates';
import { sendConcurrency } from './invite-sends';
import { inviteMailOfThon } from './test-outbox';

export type ShareRemindersDeps = Pick<
  SharingPorts,
  'invites' | 'reminders' | 'suppressions' | 'inviteMail' | 'testOutbox' | 'idKey' | 'site' | 'logger'
> & {
  subjects: Pick<SharingPorts['subjects'], 'getEvent' | 'getParticipants' | 'listPledgesOfParticipant'>;
};

export interface ReminderRun {
  events: number;
  reminded: number;
  skipped: number;
}

/** Donor emails (lowercased) that pledged to the participant. */
async function pledgedEmails(deps: ShareRemindersDeps, participantId: string): Promise<Set<string>> {
  const pledges = await deps.subjects.listPledgesOfParticipant(participantId);
  return new Set(pledges.map((pledge) => pledge.donorEmail.toLowerCase()));
}

async function remind(
  deps: ShareRemindersDeps,
  invite: InviteRecord,
  participant: ParticipantRecord,
  event: EventRecord,
): Promise<void> {
  const reminderTemplate = templateId('reminder', 0);
  const page = participantPageUrl(deps.site.webOrigin(), participant.participantId);
  const link = shareLink(page, 'email', reminderTemplate);
  const values = placeholderValues(participant, event, link);
  const name = participantShareName(participant);
  // In the invitation's own language (older invitations carry none: English).
  const language = shareLanguageOfStored[invite.language ?? 'en'];
  const { reminderBody, reminderLinkLabel, reminderSubject } = inviteMessagesFor(language);
  const paragraph = reminderBody(
    name,
    event.name,
    // A scheduled run has no request, so no X-Time-Zone: the Thon's last day is a calendar day
    // in the event's own TimeZone, written MM/dd/yyyy as it is (no zone moves a day).
    formatDisplayCalendarDate(event.endDate),
  );
  const content = await inviteEmailContent(deps, {
    templates: {
      EmailSubject: reminderSubject(name, event.name),
      EmailBody: `${paragraph}\n\n${reminderLinkLabel(name)}: {EventUrl}`,
    },
    values,
    recipient: invite.recipient,
    language,
  });
  await inviteMailOfThon(deps, event).sendInviteEmail({
    to: invite.recipient,
    fromName: name,
    ...content,
    tags: { participantId: participant.participantId, template: reminderTemplate },
  });
}

async function remindEvent(
  deps: ShareRemindersDeps,
  event: EventRecord,
  now: Date,
): Promise<Omit<ReminderRun, 'events'>> {
  const invites = (await deps.invites.listInvitesOfEvent(event.eventId, 'Email')).filter(
    (invite) => invite.status === 'Sent' && !invite.reminderSentAt,
  );
  if (invites.length === 0) return { reminded: 0, skipped: 0 };
  const participantIds = [...new Set(invites.map((invite) => invite.participantId))];
  const [participants, suppressed, pledged] = await Promise.all([
    deps.subjects.getParticipants(participantIds),
    deps.suppressions.suppressedAmong(invites.map((invite) => invite.recipient)),
    Promise.all(participantIds.map(async (id) => [id, await pledgedEmails(deps, id)] as const)).then(
      (pairs) => new Map(pairs),
    ),
  ]);
  const byId = new Map(participants.map((participant) => [participant.participantId, participant]));
  const limit = pLimit(sendConcurrency);
  let reminded = 0;
  let skipped = 0;
  const at = now.toISOString();
  await Promise.all(
    invites.map((invite) =>
      limit(async () => {
        const participant = byId.get(invite.participantId);
        if (
          !participant ||
          participant.hiddenFromPublic === true ||
          suppressed.has(invite.recipient) ||
          pledged.get(invite.participantId)?.has(invite.recipient)
        ) {
          skipped += 1;
          return;
        }
        // At most once: the mark goes first, so a concurrent run or a retry never sends twice.
        if (!(await deps.invites.markReminderSent(invite, at))) return;
        try {
          await remind(deps, invite, participant, event);
          reminded += 1;
        } catch (error) {
          deps.logger.warn('Reminder not sent', { error: String(error) });
        }
      }),
    ),
  );
  return { reminded, skipped };
}

export async function sendShareReminders(deps: ShareRemindersDeps, now: Date): Promise<ReminderRun> {
  const today = utcDay(now);
  const run: ReminderRun = { events: 0, reminded: 0, skipped: 0 };
  // Today and the days a missed run may have left (the reminder window is 3 days long).
  for (let back = 0; back <= reminderDaysBeforeEnd; back += 1) {
    const day = addDays(today, -back);
    for (const due of await deps.reminders.listRemindersDue(day)) {
      if (due.doneAt) continue;
      const event = await deps.subjects.getEvent(due.eventId);
      if (!event) {
        await deps.reminders.forgetReminderDue(day, due.eventId);
        continue;
      }
      const dueDate = reminderDueDate(event.endDate);
      if (dueDate !== day) {
        // The end date moved: the reminder moves with it.
        await deps.reminders.noteReminderDue(dueDate, event.eventId);
        await deps.reminders.forgetReminderDue(day, event.eventId);
        if (dueDate > today) continue;
      }
      if (event.status === 'live' && !eventHasEnded(event.endDate, now)) {
        const outcome = await remindEvent(deps, event, now);
        run.events += 1;
        run.reminded += outcome.reminded;
        run.skipped += outcome.skipped;
      }
      await deps.reminders.markRemindersDone(dueDate, event.eventId);
    }
  }
  deps.logger.info('Share reminders', { ...run });
  return run;
}
