// Reads the email the emulator received (the local outbox), newest first.
import { inject } from 'vitest';
import { outboxSchema, type OutboxEmail, type OutboxSms } from '@thon/shared/api/dev-outbox';

export async function emailsTo(address: string): Promise<OutboxEmail[]> {
  const response = await fetch(inject('stack').outboxUrl);
  const { emails } = outboxSchema.parse(await response.json());
  return emails.filter((email) => email.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/** The SMS the emulator received for a number (E.164), newest first. */
export async function smsTo(phoneNumber: string): Promise<OutboxSms[]> {
  const response = await fetch(inject('stack').outboxUrl);
  const { sms } = outboxSchema.parse(await response.json());
  return sms.filter((message) => message.phoneNumber === phoneNumber);
}
