// In-memory invitation sends by idempotency key (domain/sharing/ports.ts ShareSendStore), with the
// DynamoDB store's conditions: a key starts once; only a send still "sending" since before the
// stale time may be taken over. Times come from the test's clock.
import type { ShareSendRecord } from '../../../src/data/repositories/share-sends-repository';
import type { Clock } from '../../../src/domain/ports/clock';
import type { ShareSendStore } from '../../../src/domain/sharing/ports';

export class InMemoryShareSends implements ShareSendStore {
  readonly sends = new Map<string, ShareSendRecord>();

  constructor(private readonly clock: Clock) {}

  private now = () => new Date(this.clock.nowMs()).toISOString();

  startSend = (sendKey: string, requestHash: string) => {
    if (this.sends.has(sendKey)) return Promise.resolve(false);
    this.sends.set(sendKey, {
      sendKey,
      requestHash,
      state: 'sending',
      startedAt: this.now(),
      expiresAt: this.clock.nowInSeconds() + 24 * 60 * 60,
    });
    return Promise.resolve(true);
  };

  getSend = (sendKey: string) => Promise.resolve(this.sends.get(sendKey));

  takeOverSend = (sendKey: string, staleBefore: string) => {
    const send = this.sends.get(sendKey);
    if (send?.state !== 'sending' || !(send.startedAt < staleBefore)) return Promise.resolve(false);
    send.startedAt = this.now();
    return Promise.resolve(true);
  };

  finishSend = (sendKey: string, response: unknown) => {
    const send = this.sends.get(sendKey);
    if (send) Object.assign(send, { state: 'done', response: JSON.stringify(response) });
    return Promise.resolve();
  };

  forgetSend = (sendKey: string) => {
    this.sends.delete(sendKey);
    return Promise.resolve();
  };
}
