// In-memory settings and message stores (domain/pledges/ports.ts PledgeSettingsStore,
// PledgeMessages) over the maps of PledgeRecords, each write under its DynamoDB condition: the
// event's status among those allowed, one payout account per organization, a status stored only
// for the account asked about, a message flag only on a pledge of the event checked. A settings
// change keeps its audit entry beside it, as the transaction does.
import type { AuditEntryRecord } from '../../../src/data/repositories/audit-log-repository';
import type { PledgeMessages, PledgeSettingsStore } from '../../../src/domain/pledges/ports';
import type { PledgeRecords } from './pledge-records';

export class InMemoryPledgeSettings implements PledgeSettingsStore, PledgeMessages {
  constructor(private readonly records: PledgeRecords) {}

  /** Audit entries written with a settings change (in DynamoDB, the same transaction). */
  readonly auditEntries: AuditEntryRecord[] = [];

  updatePledgeSettings: PledgeSettingsStore['updatePledgeSettings'] = (eventId, changes, statuses, audit) => {
    const event = this.records.events.get(eventId);
    if (!event || !statuses.includes(event.status)) return Promise.resolve(undefined);
    const next = { ...event, ...changes };
    this.records.events.set(eventId, next);
    if (audit) this.auditEntries.push(structuredClone(audit));
    return Promise.resolve(structuredClone(next));
  };

  setTaxStatement: PledgeSettingsStore['setTaxStatement'] = (organizationId, taxStatement) => {
    const organization = this.records.organizations.get(organizationId);
    if (organization) {
      const { taxStatement: _before, ...rest } = organization;
      this.records.organizations.set(organizationId, taxStatement ? { ...rest, taxStatement } : rest);
    }
    return Promise.resolve();
  };

  setPayoutAccount: PledgeSettingsStore['setPayoutAccount'] = (organizationId, accountId) => {
    const organization = this.records.organizations.get(organizationId);
    const stored = organization?.payoutAccountId;
    if (!organization || (stored !== undefined && stored !== accountId)) return Promise.resolve('taken');
    this.records.organizations.set(organizationId, { ...organization, payoutAccountId: accountId });
    return Promise.resolve('set');
  };

  recordPayoutStatus: PledgeSettingsStore['recordPayoutStatus'] = (organizationId, accountId, status) => {
    const organization = this.records.organizations.get(organizationId);
    if (organization?.payoutAccountId !== accountId) return Promise.resolve(false);
    this.records.organizations.set(organizationId, {
      ...organization,
      payoutChargesEnabled: status.chargesEnabled,
      payoutsEnabled: status.payoutsEnabled,
    });
    return Promise.resolve(true);
  };

  setPledgeMessageHidden: PledgeMessages['setPledgeMessageHidden'] = (pledgeId, eventId, hidden) => {
    const pledge = this.records.pledges.get(pledgeId);
    if (pledge?.eventId !== eventId) return Promise.resolve(false);
    this.records.pledges.set(pledgeId, { ...pledge, messageHidden: hidden });
    return Promise.resolve(true);
  };
}
