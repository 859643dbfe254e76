// GetReconciliation on in-memory ports: a month's bounds (a leap February), a per-unit pledge not
// settled yet counted at its participant's units, a month scope asking the provider for that month's
// payouts only (none asked for an organization without an account), a franchisee user's month read
// as their own franchise's, and one without a franchise reaching nothing.
import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { OrganizationRecord } from '../../../src/data/repositories/organizations-repository';
import type { ParticipantRecord } from '../../../src/data/repositories/participants-repository';
import type { PledgeRecord } from '../../../src/data/repositories/pledges-repository';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import type { Caller } from '../../../src/domain/caller';
import { NotFound } from '../../../src/domain/errors';
import type { PayoutRecord } from '../../../src/domain/ports/payments';
import { getReconciliation } from '../../../src/domain/reports/get-reconciliation';
import type { ReportPorts, ThonListPage } from '../../../src/domain/reports/ports';
import { monthRange } from '../../../src/domain/reports/reconciliation-thons';

const thon = (overrides: Partial<EventRecord>): EventRecord =>
  ({
    eventId: 'ev-1',
    organizationId: 'org-1',
    organizationName: 'Maple PTA',
    franchiseId: 'fr-north',
    name: 'Maple Fun Run',
    status: 'live',
    startDate: '2028-02-10',
    timeZone: 'America/Chicago',
    maxUnits: 50,
    // The units ceiling grows with the participants; none would cap every estimate at 0.
    participantCount: 1,
    ...overrides,
  }) as EventRecord;

function world() {
  const events = [thon({}), thon({ eventId: 'ev-test', isTest: true })];
  const pledges: PledgeRecord[] = [
    {
      pledgeId: 'p-1',
      eventId: 'ev-1',
      participantId: 'kid-1',
      kind: 'per-unit',
      status: 'Scheduled',
      amountCents: 300,
      commissionPercent: 10,
      coverExpense: false,
      createdAt: '2028-02-11T12:00:00.000Z',
    } as PledgeRecord,
  ];
  const participants = [{ participantId: 'kid-1', eventId: 'ev-1', units: 7 } as ParticipantRecord];
  const organizations = [
    { organizationId: 'org-1', name: 'Maple PTA', payoutAccountId: 'acct_1' } as OrganizationRecord,
    { organizationId: 'org-2', name: 'Birch PTA' } as OrganizationRecord,
  ];
  const users = new Map<string, Partial<UserRecord>>([
    ['fran', { userId: 'fran', franchiseId: 'fr-north' }],
    ['lost', { userId: 'lost' }],
  ]);
  const franchisePages: { franchiseId: string; page: ThonListPage }[] = [];
  const payoutRequests: { accountId: string; from?: Date; before?: Date }[] = [];
  const payout: PayoutRecord = {
    payoutId: 'po_1',
    amountCents: 2500,
    status: 'paid',
    createdAt: new Date('2028-02-20T00:00:00Z'),
    arrivalDate: new Date('2028-02-22T00:00:00Z'),
  };
  const deps: ReportPorts = {
    reads: {
      getEvent: (eventId) => Promise.resolve(events.find((event) => event.eventId === eventId)),
      listEventsOfFranchise: (franchiseId, page) => {
        franchisePages.push({ franchiseId, page });
        return Promise.resolve({ items: events.filter((event) => event.franchiseId === franchiseId) });
      },
      listAllEvents: () => Promise.resolve({ items: events }),
      listPledgesOfEvent: (eventId) =>
        Promise.resolve(pledges.filter((pledge) => pledge.eventId === eventId)),
      listParticipantsOfEvent: () => Promise.resolve(participants),
      getOrganization: (organizationId) =>
        Promise.resolve(organizations.find((organization) => organization.organizationId === organizationId)),
    },
    users: { getUser: (userId) => Promise.resolve(users.get(userId) as UserRecord | undefined) },
    payments: {
      listPayouts: (input) => {
        payoutRequests.push(input);
        return Promise.resolve([payout]);
      },
    },
  };
  return { deps, events, franchisePages, payoutRequests };
}

const caller = (userId: string, role: Caller['role']) => ({ userId, role, sessionId: 's' }) as Caller;
const query = (overrides: Record<string, unknown>) =>
  ({ PageSize: 25, Format: 'json', ...overrides }) as Parameters<typeof getReconciliation>[2];

describe('reconciliation months', () => {
  it('spans the whole month, a leap February to the 29th, payouts to the next month start', () => {
    expect(monthRange('2028-02')).toEqual({
      fromDate: '2028-02-01',
      toDate: '2028-02-29',
      from: new Date('2028-02-01T00:00:00Z'),
      before: new Date('2028-03-01T00:00:00Z'),
    });
    expect(monthRange('2026-12').toDate).toBe('2026-12-31');
  });
});

describe('GetReconciliation on in-memory ports', () => {
  it("counts a per-unit pledge not settled yet at its participant's units, test Thons left out", async () => {
    const { deps } = world();
    const body = await getReconciliation(
      deps,
      caller('admin', 'super-admin'),
      query({ FranchiseId: 'fr-north' }),
    );
    expect(body.Rows.map((row) => row.EventId)).toEqual(['ev-1']);
    // $3 × 7 laps.
    expect(body.Totals).toMatchObject({ Pledges: 1, GrossPledgedCents: 2100, ChargedCents: 0 });
  });

  it("reads a franchisee user's month as their franchise's, with that month's payouts only", async () => {
    const { deps, franchisePages, payoutRequests } = world();
    const body = await getReconciliation(
      deps,
      caller('fran', 'franchisee-user'),
      query({ Month: '2028-02' }),
    );
    expect(franchisePages).toEqual([
      { franchiseId: 'fr-north', page: { limit: 25, fromDate: '2028-02-01', toDate: '2028-02-29' } },
    ]);
    expect(payoutRequests).toEqual([
      {
        accountId: 'acct_1',
        from: new Date('2028-02-01T00:00:00Z'),
        before: new Date('2028-03-01T00:00:00Z'),
      },
    ]);
    expect(body.Payouts).toEqual([
      expect.objectContaining({ OrganizationId: 'org-1', AccountConnected: true, PayoutsCents: 2500 }),
    ]);
    expect(body.PayoutsCents).toBe(2500);
  });

  it('asks the provider nothing for an organization without a payout account', async () => {
    const { deps, events, payoutRequests } = world();
    events.push(thon({ eventId: 'ev-2', organizationId: 'org-2' }));
    const body = await getReconciliation(deps, caller('admin', 'super-admin'), query({ EventId: 'ev-2' }));
    expect(body.Payouts).toEqual([
      {
        OrganizationId: 'org-2',
        OrganizationName: 'Birch PTA',
        AccountConnected: false,
        PayoutsCents: 0,
        Payouts: [],
      },
    ]);
    expect(payoutRequests).toEqual([]);
  });

  it('gives a franchisee user without a franchise nothing, as an unknown id', async () => {
    const { deps, franchisePages } = world();
    await expect(
      getReconciliation(deps, caller('lost', 'franchisee-user'), query({ Month: '2028-02' })),
    ).rejects.toBeInstanceOf(NotFound);
    await expect(
      getReconciliation(deps, caller('lost', 'franchisee-user'), query({ FranchiseId: 'direct' })),
    ).rejects.toBeInstanceOf(NotFound);
    expect(franchisePages).toEqual([]);
  });
});
