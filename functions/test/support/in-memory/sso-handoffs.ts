// In-memory single-sign-on codes (domain/auth/ports.ts SsoHandoffStore): kept by hash; taking one
// removes it, as the table's delete-and-return does, so a code works once.
import type { SsoHandoffRecord } from '../../../src/data/repositories/sso-handoffs-repository';
import type { SsoHandoffStore } from '../../../src/domain/auth/ports';

export class InMemorySsoHandoffs implements SsoHandoffStore {
  readonly handoffs = new Map<string, SsoHandoffRecord>();

  storeSsoHandoff = (handoff: SsoHandoffRecord) => {
    this.handoffs.set(handoff.codeHash, handoff);
    return Promise.resolve();
  };

  takeSsoHandoff = (codeHash: string) => {
    const handoff = this.handoffs.get(codeHash);
    this.handoffs.delete(codeHash);
    return Promise.resolve(handoff);
  };
}
