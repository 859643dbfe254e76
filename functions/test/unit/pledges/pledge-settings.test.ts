// An organizer's pledge settings, payout onboarding and donors' messages on in-memory ports: who
// may read and change what (the event's organizer and super admins; the commission a super
// admin's; another organizer's Thon answers as an unknown one), the spec's floors, a completed
// Thon locked with nothing half-written, the payout status refreshed from the provider, and one
// connected account per organization.
import { describe, expect, it } from 'vitest';
import { thonLocked } from '@thon/shared/api/schemas/events';
import {
  initialPledgeTooSmall,
  noAccess,
  noSuchEvent,
  noSuchPledge,
  oneTimeGiftTooSmall,
} from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { Conflict, Forbidden, NotFound, RuleBroken } from '../../../src/domain/errors';
import { setPledgeMessageHidden } from '../../../src/domain/pledges/message-visibility';
import { startPayoutOnboarding } from '../../../src/domain/pledges/payout-account';
import { changePledgeSettings, pledgeSettings } from '../../../src/domain/pledges/pledge-settings';
import { RecordingCdn } from '../../support/in-memory/cdn';
import { FixedClock } from '../../support/in-memory/clock';
import { InMemoryFranchiseDefaults } from '../../support/in-memory/franchise-defaults';
import { SequentialIds } from '../../support/in-memory/ids';
import { InMemoryPaymentProvider } from '../../support/in-memory/payments';
import { PledgeRecords } from '../../support/in-memory/pledge-records';
import { InMemoryPledgeSettings } from '../../support/in-memory/pledge-settings';

const caller = (userId: string, role: Caller['role']): Caller => ({ userId, sessionId: 's', role });
const organizer = caller('organizer-1', 'organizer');
const otherOrganizer = caller('organizer-2', 'organizer');
const superAdmin = caller('admin-1', 'super-admin');

function settingsWorld(status: 'draft' | 'live' | 'completed' = 'live') {
  const records = new PledgeRecords()
    .addOrganization({ organizationId: 'org-1', name: 'Maple PTA', payoutAccountId: 'acct_school' })
    .addEvent({ eventId: 'event-1', organizationId: 'org-1', organizerUserId: 'organizer-1', status })
    .addUser({
      userId: 'organizer-1',
      email: 'organizer@maple.test',
      firstName: 'Olga',
      lastName: 'Organizer',
    })
    .addPledge({ pledgeId: 'pledge-1', eventId: 'event-1', participantId: 'kid-1', message: 'Go Leo!' });
  const store = new InMemoryPledgeSettings(records);
  const payments = new InMemoryPaymentProvider();
  const cdn = new RecordingCdn();
  const franchises = new InMemoryFranchiseDefaults();
  const deps = {
    thons: records,
    franchises,
    pledges: records,
    settings: store,
    messages: store,
    payments,
    cdn,
    links: { webOrigin: () => 'https://thon.test' },
    clock: new FixedClock(Date.UTC(2026, 10, 27, 12)),
    ids: new SequentialIds(),
  };
  return { records, payments, cdn, deps, store, franchises };
}

async function refused(answer: Promise<unknown>, kind: new (message: string) => Error, message: string) {
  const error: unknown = await answer.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(kind);
  expect((error as Error).message).toBe(message);
}

describe('pledge settings: who may read and change them', () => {
  it('lets the organizer set minimums and the tax statement, not the commission', async () => {
    const world = settingsWorld();
    const answer = await changePledgeSettings(world.deps, organizer, 'event-1', {
      InitialPledgeMinimum: 0.5,
      OneTimeGiftMinimum: 15,
      TaxStatement: 'EIN 12-3456789',
    });
    expect(answer).toMatchObject({
      InitialPledgeMinimum: 0.5,
      OneTimeGiftMinimum: 15,
      TaxStatement: 'EIN 12-3456789',
      CanEditCommission: false,
    });
    expect(world.records.event('event-1')).toMatchObject({
      initialPledgeMinimumCents: 50,
      oneTimeGiftMinimumCents: 1500,
    });
    await refused(
      changePledgeSettings(world.deps, organizer, 'event-1', {
        CommissionPercent: 5,
        TaxStatement: 'changed',
      }),
      Forbidden,
      noAccess,
    );
    expect(world.records.event('event-1').commissionPercent).toBeUndefined();
    expect(world.records.organizations.get('org-1')?.taxStatement).toBe('EIN 12-3456789');
  });

  it('lets a super admin set the commission', async () => {
    const world = settingsWorld();
    const answer = await changePledgeSettings(world.deps, superAdmin, 'event-1', { CommissionPercent: 7 });
    expect(answer).toMatchObject({ CommissionPercent: 7, CanEditCommission: true });
  });

  it('answers another organizer’s Thon and an unknown one alike, reading and writing nothing', async () => {
    const world = settingsWorld();
    await refused(pledgeSettings(world.deps, otherOrganizer, 'event-1'), NotFound, noSuchEvent);
    await refused(
      changePledgeSettings(world.deps, otherOrganizer, 'event-1', { TaxStatement: 'mine now' }),
      NotFound,
      noSuchEvent,
    );
    await refused(pledgeSettings(world.deps, organizer, 'event-9'), NotFound, noSuchEvent);
    expect(world.records.organizations.get('org-1')?.taxStatement).toBeUndefined();
    expect(world.payments.accountStatusRequests).toEqual([]);
  });

  it('keeps minimums at the spec’s floors (a live Thon’s gifts: $10)', async () => {
    const world = settingsWorld();
    await refused(
      changePledgeSettings(world.deps, organizer, 'event-1', { InitialPledgeMinimum: 0.29 }),
      RuleBroken,
      initialPledgeTooSmall(0.3),
    );
    await refused(
      changePledgeSettings(world.deps, organizer, 'event-1', { OneTimeGiftMinimum: 9 }),
      RuleBroken,
      oneTimeGiftTooSmall(10),
    );
    const draft = settingsWorld('draft');
    await expect(
      changePledgeSettings(draft.deps, organizer, 'event-1', { OneTimeGiftMinimum: 5 }),
    ).resolves.toMatchObject({ OneTimeGiftMinimum: 5 });
  });

  it('locks a completed Thon’s settings, the organization’s tax statement included', async () => {
    const world = settingsWorld('completed');
    await refused(
      changePledgeSettings(world.deps, superAdmin, 'event-1', { CommissionPercent: 3, TaxStatement: 'late' }),
      Conflict,
      thonLocked,
    );
    // The tax statement alone (the organization's, no event write to refuse it) is locked as well.
    await refused(
      changePledgeSettings(world.deps, organizer, 'event-1', { TaxStatement: 'late' }),
      Conflict,
      thonLocked,
    );
    expect(world.records.event('event-1').commissionPercent).toBeUndefined();
    expect(world.records.organizations.get('org-1')?.taxStatement).toBeUndefined();
  });
});

describe('pledge settings: the audit entry written with the change', () => {
  it('names who, the Thon and only the fields that changed, before and after', async () => {
    const world = settingsWorld();
    world.records.event('event-1').initialPledgeMinimumCents = 50;
    await changePledgeSettings(world.deps, organizer, 'event-1', {
      InitialPledgeMinimum: 0.75,
      OneTimeGiftMinimum: 12,
    });
    expect(world.store.auditEntries).toEqual([
      {
        month: '2026-11',
        at: '2026-11-27T12:00:00.000Z',
        entryId: '00000000-0000-4000-8000-000000000001',
        actorUserId: 'organizer-1',
        actorName: 'Olga Organizer',
        actorRole: 'organizer',
        action: 'pledge-settings-changed',
        subjectKind: 'thon',
        subjectId: 'event-1',
        before: JSON.stringify({ initialPledgeMinimumCents: 50, oneTimeGiftMinimumCents: null }),
        after: JSON.stringify({ initialPledgeMinimumCents: 75, oneTimeGiftMinimumCents: 1200 }),
        expiresAt: Date.UTC(2028, 10, 27, 12) / 1000,
      },
    ]);
  });

  it("carries the Thon's franchise, so its franchisee users read it", async () => {
    const world = settingsWorld();
    world.records.event('event-1').franchiseId = 'franchise-east';
    await changePledgeSettings(world.deps, superAdmin, 'event-1', { CommissionPercent: 12 });
    expect(world.store.auditEntries.map((entry) => [entry.franchiseId, entry.after])).toEqual([
      ['franchise-east', JSON.stringify({ commissionPercent: 12 })],
    ]);
  });

  it('writes no entry for a save that changes nothing, nor for a refused one', async () => {
    const world = settingsWorld();
    world.records.event('event-1').commissionPercent = 12;
    await changePledgeSettings(world.deps, superAdmin, 'event-1', { CommissionPercent: 12 });
    await refused(
      changePledgeSettings(world.deps, organizer, 'event-1', { CommissionPercent: 3 }),
      Forbidden,
      noAccess,
    );
    expect(world.store.auditEntries).toEqual([]);
  });
});

describe('payout status and onboarding', () => {
  it('asks the provider about an account not yet enabled and stores its answer', async () => {
    const world = settingsWorld();
    world.payments.accountState = { chargesEnabled: true, payoutsEnabled: false, detailsSubmitted: true };
    const answer = await pledgeSettings(world.deps, organizer, 'event-1');
    expect(answer.Payout).toEqual({ Status: 'Enabled', ChargesEnabled: true, PayoutsEnabled: false });
    expect(world.records.organizations.get('org-1')).toMatchObject({ payoutChargesEnabled: true });
    world.payments.accountState = { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true };
    await pledgeSettings(world.deps, organizer, 'event-1');
    await pledgeSettings(world.deps, organizer, 'event-1');
    // Fully enabled once stored: not asked again.
    expect(world.payments.accountStatusRequests).toEqual(['acct_school', 'acct_school']);
  });

  it('creates one account per organization, however often onboarding starts', async () => {
    const world = settingsWorld();
    world.records.addOrganization({ organizationId: 'org-1', name: 'Maple PTA' });
    const first = await startPayoutOnboarding(world.deps, organizer, 'event-1');
    const again = await startPayoutOnboarding(world.deps, organizer, 'event-1');
    const accountId = world.records.organizations.get('org-1')?.payoutAccountId;
    expect(accountId).toMatch(/^acct_/);
    expect(first.Url).toBe(`https://connect.example/${accountId}`);
    expect(again.Url).toBe(first.Url);
    await refused(startPayoutOnboarding(world.deps, otherOrganizer, 'event-1'), NotFound, noSuchEvent);
  });
});

describe('a donor’s message hidden', () => {
  it('hides it for the event’s organizer and invalidates the student page', async () => {
    const world = settingsWorld();
    const answer = await setPledgeMessageHidden(world.deps, organizer, {
      PledgeId: 'pledge-1',
      MessageHidden: true,
    });
    expect(answer).toEqual({ PledgeId: 'pledge-1', MessageHidden: true });
    expect(world.records.pledge('pledge-1').messageHidden).toBe(true);
    expect(world.cdn.invalidated).toHaveLength(1);
  });

  it('answers another organizer’s pledge as an unknown one', async () => {
    const world = settingsWorld();
    await refused(
      setPledgeMessageHidden(world.deps, otherOrganizer, { PledgeId: 'pledge-1', MessageHidden: true }),
      NotFound,
      noSuchPledge,
    );
    expect(world.records.pledge('pledge-1').messageHidden).toBeUndefined();
    expect(world.cdn.invalidated).toEqual([]);
  });
});
