// The pledge form's options on in-memory ports: the Thon's own terms (maximum, minimums,
// commission) and whether pledges are open; a hidden, unapproved or unknown child, a draft Thon and
// a Thon past its names' retention period all answer like an unknown child.
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultCommissionPercent } from '@thon/shared/catalog/donations';
import { noSuchParticipant, pledgesClosed } from '@thon/shared/catalog/messages';
import { NotFound } from '../../../src/domain/errors';
import { pledgeOptions, type PledgeOptionsDeps } from '../../../src/domain/pledges/pledge-options';
import { InMemoryFranchiseDefaults } from '../../support/in-memory/franchise-defaults';
import { FixedClock } from '../../support/in-memory/clock';
import { PledgeRecords } from '../../support/in-memory/pledge-records';

const duringThon = Date.parse('2026-04-20T15:00:00Z');
const event = {
  name: 'Fun Run',
  unitName: 'lap',
  endDate: '2026-05-01',
  timeZone: 'America/New_York',
  organizationName: 'Lincoln Elementary',
};

let records: PledgeRecords;
let deps: PledgeOptionsDeps;

beforeEach(() => {
  records = new PledgeRecords()
    .addEvent({
      ...event,
      eventId: 'live',
      status: 'live',
      participantCount: 600,
      maxUnits: 40,
      commissionPercent: 7,
      oneTimeGiftMinimumCents: 1_500,
    })
    .addEvent({ ...event, eventId: 'ended', status: 'completed' })
    .addEvent({ ...event, eventId: 'draft', status: 'draft' })
    .addParticipant({
      participantId: 'p1',
      eventId: 'live',
      firstName: 'Ada',
      lastName: 'Lovelace',
      units: 12,
    })
    .addParticipant({ participantId: 'done', eventId: 'ended', firstName: 'Bo', lastName: 'Brown' })
    .addParticipant({ participantId: 'drafted', eventId: 'draft', firstName: 'Cy', lastName: 'Cole' })
    .addParticipant({
      participantId: 'hidden',
      eventId: 'live',
      firstName: 'Hal',
      lastName: 'H',
      hiddenFromPublic: true,
    })
    .addParticipant({
      participantId: 'waiting',
      eventId: 'live',
      firstName: 'Wy',
      lastName: 'W',
      awaitingApproval: true,
    });
  deps = {
    thons: records,
    franchises: new InMemoryFranchiseDefaults(),
    clock: new FixedClock(duringThon),
    privacy: { publicNamesRetentionDays: () => 30 },
  };
});

describe('pledge options', () => {
  it("give a live Thon's own terms: its maximum, gift minimum and commission, open", async () => {
    const options = await pledgeOptions(deps, 'p1');
    expect(options).toMatchObject({
      ParticipantId: 'p1',
      DisplayName: 'Ada L.',
      EventId: 'live',
      EventName: 'Fun Run',
      OrganizationName: 'Lincoln Elementary',
      UnitName: 'lap',
      MaxUnits: 40,
      Units: 12,
      MinimumGift: 15,
      CommissionPercent: 7,
      PledgesOpen: true,
    });
    expect(options).not.toHaveProperty('ClosedReason');
  });

  it("cap the Thon's maximum at the catalogue's for its participant count", async () => {
    // 600 runners allow 1,200 units; a Thon without a count yet allows none.
    records.event('live').maxUnits = 5_000;
    expect((await pledgeOptions(deps, 'p1')).MaxUnits).toBe(1_200);
    records.event('live').participantCount = 0;
    expect((await pledgeOptions(deps, 'p1')).MaxUnits).toBe(0);
  });

  it('say a completed Thon takes no more pledges, and fall back to the platform commission', async () => {
    const options = await pledgeOptions(deps, 'done');
    expect(options.PledgesOpen).toBe(false);
    expect(options.ClosedReason).toBe(pledgesClosed);
    expect(options.CommissionPercent).toBe(defaultCommissionPercent);
  });

  it.each(['unknown', 'hidden', 'waiting', 'drafted'])('answer %s like an unknown child', async (id) => {
    await expect(pledgeOptions(deps, id)).rejects.toEqual(new NotFound(noSuchParticipant));
  });

  it("answer like an unknown child once a completed Thon's retention period has passed", async () => {
    await expect(pledgeOptions(deps, 'done')).resolves.toBeDefined();
    deps.clock = new FixedClock(Date.parse('2026-06-15T15:00:00Z'));
    await expect(pledgeOptions(deps, 'done')).rejects.toEqual(new NotFound(noSuchParticipant));
  });
});
