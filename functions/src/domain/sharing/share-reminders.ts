// The reminder job (hourly in AWS, on a timer locally): 3 days before a Thon ends, each
// person invited by email who has not pledged to that participant gets one reminder, unless they
// unsubscribed or bounced. "Once" is a conditional write on the invitation before the send.
// Events are found through the reminder-due items the email sends write, by day: no Scan.
import pLimit from 'p-limit';
import { inviteMessagesFor } from '@thon/shared/catalog/invite-messages';
import { formatDisplayCalendarDate } from '@thon/shared/catalog/display-format';
import { participantPageUrl, shareLink } from '@thon/shared/sharing/share-links';
import { templateId } from '@thon/shared/sharing/share-templates';
import { getEvent, type EventRecord } from '../../data/repositories/events-repository';
import { getParticipants, type ParticipantRecord } from '../../data/repositories/participants-repository';
import { listPledgesOfParticipant } from '../../data/repositories/pledges-repository';
import {
  listInvitesOfEvent,
  markReminderSent,
  type InviteRecord,
} from '../../data/repositories/share-invites-repository';
import {
  forgetReminderDue,
  listRemindersDue,
  markRemindersDone,
  noteReminderDue,
} from '../../data/repositories/share-reminders-repository';
import { suppressedAmong } from '../../data/repositories/share-suppressions-repository';
import { setting } from '../../platform/environment';
import { sendInviteEmail } from '../../platform/invite-email';
import { logger } from '../../platform/logger';
import { inviteEmailContent } from './invite-email-content';
import { participantShareName, placeholderValues } from './share-content';
import { addDays, eventHasEnded, reminderDaysBeforeEnd, reminderDueDate, utcDay } from './reminder-dates';
import { sendConcurrency } from './invite-sends';

export interface ReminderRun {
  events: number;
  reminded: number;
  skipped: number;
}

/** Donor emails (lowercased) that pledged to the participant. */
async function pledgedEmails(participantId: string): Promise<Set<string>> {
  const pledges = await listPledgesOfParticipant(participantId);
  return new Set(pledges.map((pledge) => pledge.donorEmail.toLowerCase()));
}

async function remind(
  invite: InviteRecord,
  participant: ParticipantRecord,
  event: EventRecord,
): Promise<void> {
  const reminderTemplate = templateId('reminder', 0);
  const page = participantPageUrl(setting('webOrigin'), participant.participantId);
  const link = shareLink(page, 'email', reminderTemplate);
  const values = placeholderValues(participant, event, link);
  const name = participantShareName(participant);
  // In the invitation's own language (older invitations carry none: English).
  const language = invite.language ?? 'en';
  const { reminderBody, reminderLinkLabel, reminderSubject } = inviteMessagesFor(language);
  const paragraph = reminderBody(
    name,
    event.name,
    // A scheduled run has no request, so no X-Time-Zone: the Thon's last day is a calendar day
    // in the event's own TimeZone, written MM/dd/yyyy as it is (no zone moves a day).
    formatDisplayCalendarDate(event.endDate),
  );
  const content = await inviteEmailContent({
    templates: {
      EmailSubject: reminderSubject(name, event.name),
      EmailBody: `${paragraph}\n\n${reminderLinkLabel(name)}: {EventUrl}`,
    },
    values,
    recipient: invite.recipient,
    language,
  });
  await sendInviteEmail({
    to: invite.recipient,
    fromName: name,
    ...content,
    tags: { participantId: participant.participantId, template: reminderTemplate },
  });
}

async function remindEvent(event: EventRecord, now: Date): Promise<Omit<ReminderRun, 'events'>> {
  const invites = (await listInvitesOfEvent(event.eventId, 'Email')).filter(
    (invite) => invite.status === 'Sent' && !invite.reminderSentAt,
  );
  if (invites.length === 0) return { reminded: 0, skipped: 0 };
  const participantIds = [...new Set(invites.map((invite) => invite.participantId))];
  const [participants, suppressed, pledged] = await Promise.all([
    getParticipants(participantIds),
    suppressedAmong(invites.map((invite) => invite.recipient)),
    Promise.all(participantIds.map(async (id) => [id, await pledgedEmails(id)] as const)).then(
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
        if (!(await markReminderSent(invite, at))) return;
        try {
          await remind(invite, participant, event);
          reminded += 1;
        } catch (error) {
          logger.warn('Reminder not sent', { error: String(error) });
        }
      }),
    ),
  );
  return { reminded, skipped };
}

export async function sendShareReminders(now = new Date()): Promise<ReminderRun> {
  const today = utcDay(now);
  const run: ReminderRun = { events: 0, reminded: 0, skipped: 0 };
  // Today and the days a missed run may have left (the reminder window is 3 days long).
  for (let back = 0; back <= reminderDaysBeforeEnd; back += 1) {
    const day = addDays(today, -back);
    for (const due of await listRemindersDue(day)) {
      if (due.doneAt) continue;
      const event = await getEvent(due.eventId);
      if (!event) {
        await forgetReminderDue(day, due.eventId);
        continue;
      }
      const dueDate = reminderDueDate(event.endDate);
      if (dueDate !== day) {
        // The end date moved: the reminder moves with it.
        await noteReminderDue(dueDate, event.eventId);
        await forgetReminderDue(day, event.eventId);
        if (dueDate > today) continue;
      }
      if (event.status === 'live' && !eventHasEnded(event.endDate, now)) {
        const outcome = await remindEvent(event, now);
        run.events += 1;
        run.reminded += outcome.reminded;
        run.skipped += outcome.skipped;
      }
      await markRemindersDone(dueDate, event.eventId);
    }
  }
  logger.info('Share reminders', { ...run });
  return run;
}
