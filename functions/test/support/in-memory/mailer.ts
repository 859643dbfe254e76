// A mailer that keeps what it was asked to send, in order; `failing` plays SES refusing.
import type { EmailMessage, Mailer } from '../../../src/domain/ports/mailer';

export class RecordingMailer implements Mailer {
  readonly sent: EmailMessage[] = [];
  failing = false;

  send(message: EmailMessage): Promise<void> {
    if (this.failing) return Promise.reject(new Error('SES refused the message'));
    this.sent.push(message);
    return Promise.resolve();
  }

  /** The subjects of the messages sent to `to`. */
  subjectsTo(to: string): string[] {
    return this.sent.filter((message) => message.to === to).map((message) => message.subject);
  }
}
