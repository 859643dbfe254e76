// In-memory text messages (domain/ports/sms.ts): what was sent to whom, and a STOP list.
import type { Sms } from '../../../src/domain/ports/sms';

export class InMemorySms implements Sms {
  readonly sent: { phoneNumber: string; message: string }[] = [];
  readonly optedOut = new Set<string>();

  isPhoneNumberOptedOut = (phoneNumber: string) => Promise.resolve(this.optedOut.has(phoneNumber));

  sendSms = (phoneNumber: string, message: string) => {
    this.sent.push({ phoneNumber, message });
    return Promise.resolve(`sms-${this.sent.length}`);
  };
}
