// In-memory invitation mail (domain/sharing/ports.ts InviteMailer): the messages, in order; an
// address in `failing` throws as a refused send would.
import type { InviteEmail, InviteMailer } from '../../../src/domain/sharing/ports';

export class InMemoryInviteMailer implements InviteMailer {
  readonly sent: InviteEmail[] = [];
  readonly failing = new Set<string>();

  sendInviteEmail = (message: InviteEmail) => {
    if (this.failing.has(message.to)) return Promise.reject(new Error(`refused: ${message.to}`));
    this.sent.push(message);
    return Promise.resolve(`email-${this.sent.length}`);
  };
}
