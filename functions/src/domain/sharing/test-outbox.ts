// Where a Thon's invitations go: a test Thon's (a rehearsal, even in production) only to its
// outbox, kept in the table, never to SES or SNS; every other Thon's through the senders wired
// in. A test Thon with no outbox wired fails its sends rather than reaching a real inbox or phone.
import type { Sms } from '../ports/sms';
import type { InviteEmail, InviteMailer } from './ports';

/** One kept message, as the outbox stores it. */
export type TestOutboxMessage =
  | {
      channel: 'email';
      eventId: string;
      to: string;
      fromName: string;
      replyTo?: string;
      subject: string;
      text: string;
      html: string;
    }
  | { channel: 'sms'; eventId: string; to: string; text: string };

export interface TestOutbox {
  /** Keeps it; answers its id (in place of the provider's message id). */
  keep(message: TestOutboxMessage): Promise<string>;
}

export const noTestOutbox = "A test Thon's invitations go only to its outbox; none is wired here.";

interface ThonOfSend {
  eventId: string;
  isTest?: boolean | undefined;
}

function outboxOf(testOutbox: TestOutbox | undefined): TestOutbox {
  if (!testOutbox) throw new Error(noTestOutbox);
  return testOutbox;
}

/** The invitation mail of a Thon. */
export function inviteMailOfThon(
  deps: { inviteMail: InviteMailer; testOutbox?: TestOutbox | undefined },
  event: ThonOfSend,
): InviteMailer {
  if (event.isTest !== true) return deps.inviteMail;
  return {
    // async: a missing outbox is a rejected send (settled Failed), like a provider's refusal.
    sendInviteEmail: async (message: InviteEmail) =>
      outboxOf(deps.testOutbox).keep({
        channel: 'email',
        eventId: event.eventId,
        to: message.to,
        fromName: message.fromName,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
      }),
  };
}

/**
 * The text messages of a Thon. A test Thon's reach no phone, so no opt-out list is asked (that is
 * SNS's): every number is kept in the outbox.
 */
export function smsOfThon(deps: { sms: Sms; testOutbox?: TestOutbox | undefined }, event: ThonOfSend): Sms {
  if (event.isTest !== true) return deps.sms;
  return {
    isPhoneNumberOptedOut: () => Promise.resolve(false),
    sendSms: async (phoneNumber, message) =>
      outboxOf(deps.testOutbox).keep({
        channel: 'sms',
        eventId: event.eventId,
        to: phoneNumber,
        text: message,
      }),
  };
}
