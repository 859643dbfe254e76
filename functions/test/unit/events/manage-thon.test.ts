// The organizer's Thon on in-memory ports: a new Thon draws another code when its code is taken and
// checks its reference-list fields first; an edit is checked merged with the stored fields and is
// refused once the Thon is locked; a status move follows the Thon's life, needs a payout account to
// go live, queues exactly the per-unit pledges awaiting a charge on completion, and empties the
// Thon's pages (its event page and each child's). Another organizer's Thon is refused.
import { beforeEach, describe, expect, it } from 'vitest';
import { statusChangeRefused, thonLocked } from '@thon/shared/api/schemas/events';
import {
  franchiseSuspendedThonNotLive,
  payoutAccountBeforeLive,
  thonNotCreated,
} from '@thon/shared/catalog/messages';
import type { FranchiseRecord } from '../../../src/data/repositories/franchises-repository';
import type { Caller } from '../../../src/domain/caller';
import { Conflict, Failed, NotFound, RuleBroken } from '../../../src/domain/errors';
import {
  changeThonStatus,
  createThon,
  myThons,
  thonAccessCodes,
  updateThon,
  type ChangeThonStatusDeps,
} from '../../../src/domain/events/manage-thon';
import { RecordingCdn } from '../../support/in-memory/cdn';
import { FixedClock } from '../../support/in-memory/clock';
import { InMemoryFranchiseCallers, InMemoryFranchises } from '../../support/in-memory/franchises';
import { SequentialIds } from '../../support/in-memory/ids';
import { RecordingLogger } from '../../support/in-memory/logger';
import { PledgeRecords } from '../../support/in-memory/pledge-records';
import { RecordingPledgeQueue } from '../../support/in-memory/pledge-queue';
import { Thons } from '../../support/in-memory/thons';
import { InMemoryThonScopes } from '../../support/in-memory/thon-scopes';

const organizer: Caller = { userId: 'org1', sessionId: 's', role: 'organizer' };
const otherOrganizer: Caller = { userId: 'org2', sessionId: 's', role: 'organizer' };

let thons: Thons;
let cdn: RecordingCdn;
let pledges: PledgeRecords;
let queue: RecordingPledgeQueue;
let statusDeps: ChangeThonStatusDeps;
let statusFranchises: InMemoryFranchises;
let logger: RecordingLogger;
const settings = { readReferenceLists: () => Promise.resolve(undefined) };
/** No territory holds these schools: their Thons belong to no franchise. */
const createDeps = (ids: SequentialIds) => ({
  thons,
  settings,
  franchises: new InMemoryFranchises(),
  callers: new InMemoryFranchiseCallers(),
  ids,
  clock: new FixedClock(Date.UTC(2026, 4, 4, 15)),
  logger,
});

const thonPages = (eventId: string, ...participantIds: string[]) => [
  `/api/events/GetEventPage/${eventId}`,
  ...participantIds.flatMap((id) => [
    `/api/participants/GetStudentPage/${id}`,
    `/api/sharing/GetGuestShare/${id}`,
  ]),
];

beforeEach(() => {
  logger = new RecordingLogger();
  thons = new Thons()
    .addEvent({
      eventId: 'e1',
      organizerUserId: 'org1',
      organizationId: 'o1',
      status: 'draft',
      name: 'Fun Run',
      startDate: '2026-05-01',
      endDate: '2026-05-02',
      minUnits: 5,
      maxUnits: 30,
    })
    .addOrganization({ organizationId: 'o1' })
    .addParticipant({
      participantId: 'p1',
      eventId: 'e1',
      firstName: 'Ada',
      lastName: 'L',
      teamId: 't',
      accessCode: 'AAAA2222',
    })
    .addParticipant({
      participantId: 'p2',
      eventId: 'e1',
      firstName: 'Alan',
      lastName: 'T',
      teamId: 't',
      accessCode: 'BBBB3333',
    })
    .addParticipant({
      participantId: 'x',
      eventId: 'other',
      firstName: 'X',
      lastName: 'Y',
      teamId: 't',
      accessCode: 'CCCC4444',
    });
  cdn = new RecordingCdn();
  pledges = new PledgeRecords()
    .addPledge({ pledgeId: 'due', eventId: 'e1', kind: 'per-unit', status: 'Scheduled' })
    .addPledge({ pledgeId: 'flat', eventId: 'e1', kind: 'flat', status: 'Scheduled' })
    .addPledge({ pledgeId: 'gone', eventId: 'e1', kind: 'per-unit', status: 'Cancelled' });
  queue = new RecordingPledgeQueue();
  statusFranchises = new InMemoryFranchises();
  statusDeps = {
    events: thons,
    callers: new InMemoryThonScopes(),
    thons,
    roster: thons,
    cdn,
    pledges,
    markers: pledges,
    queue,
    franchises: statusFranchises,
    lapUnits: { applyPendingLapUnits: () => Promise.resolve() },
  };
});

describe('creating a Thon', () => {
  const request = {
    Name: 'Spring Run',
    StartDate: '2026-04-01',
    EndDate: '2026-04-02',
    TimeZone: 'America/New_York',
    UnitName: 'lap',
    Goal: 5000,
    MinUnits: 1,
    MaxUnits: 40,
    OrganizationName: 'Lincoln Elementary',
    OrganizationType: 'Elementary School',
  };

  it('draws another event code when the first is taken', async () => {
    thons.codesTaken = 2;
    const ids = new SequentialIds();

    const thon = await createThon(createDeps(ids), organizer, request);

    expect(thon).toMatchObject({
      Name: 'Spring Run',
      Status: 'draft',
      OrganizationName: 'Lincoln Elementary',
    });
    expect(thons.events.get(thon.EventId)).toMatchObject({
      organizerUserId: 'org1',
      eventCode: thon.EventCode,
    });
    expect(thons.organizations.get(thon.OrganizationId)).toMatchObject({ name: 'Lincoln Elementary' });
  });

  it('gives up after five taken codes, writing nothing', async () => {
    thons.codesTaken = 5;

    await expect(createThon(createDeps(new SequentialIds()), organizer, request)).rejects.toThrow(
      new Failed(thonNotCreated),
    );
    expect(thons.events.size).toBe(1);
    expect(logger.entries).toEqual([{ level: 'error', message: 'No free event code after 5 attempts' }]);
  });

  it('answers a plain failure when the write fails, and logs why', async () => {
    const failure = new Error('table unavailable');
    thons.createEventWithOrganization = () => Promise.reject(failure);

    await expect(createThon(createDeps(new SequentialIds()), organizer, request)).rejects.toThrow(
      new Failed(thonNotCreated),
    );
    expect(logger.entries).toEqual([
      { level: 'error', message: 'Creating a Thon failed', facts: { error: failure } },
    ]);
  });

  it('refuses an organization type no list has, before writing', async () => {
    await expect(
      createThon(createDeps(new SequentialIds()), organizer, {
        ...request,
        OrganizationType: 'Circus',
      }),
    ).rejects.toBeInstanceOf(RuleBroken);
    expect(thons.events.size).toBe(1);
  });
});

describe('editing a Thon', () => {
  const deps = () => ({ events: thons, callers: new InMemoryThonScopes(), thons, roster: thons, cdn });

  it("writes the changes and empties the Thon's pages, not another Thon's", async () => {
    const thon = await updateThon(deps(), organizer, { EventId: 'e1', Name: 'Fall Run' });

    expect(thon.Name).toBe('Fall Run');
    expect(thons.events.get('e1')?.name).toBe('Fall Run');
    expect(cdn.invalidated).toEqual([thonPages('e1', 'p1', 'p2')]);
  });

  it('checks a partial edit merged with the stored fields', async () => {
    await expect(updateThon(deps(), organizer, { EventId: 'e1', MaxUnits: 4 })).rejects.toThrow(
      new RuleBroken('MaxUnits must not be below MinUnits'),
    );
    expect(thons.events.get('e1')?.maxUnits).toBe(30);
    expect(cdn.invalidated).toEqual([]);
  });

  it('refuses a locked Thon and another organizer’s, and writes nothing for no change', async () => {
    await expect(updateThon(deps(), otherOrganizer, { EventId: 'e1', Name: 'Mine' })).rejects.toBeInstanceOf(
      NotFound,
    );
    await updateThon(deps(), organizer, { EventId: 'e1' });
    thons.setEvent('e1', { status: 'completed' });
    await expect(updateThon(deps(), organizer, { EventId: 'e1', Name: 'Late' })).rejects.toThrow(
      new Conflict(thonLocked),
    );
    expect(thons.events.get('e1')?.name).toBe('Fun Run');
    expect(cdn.invalidated).toEqual([]);
  });
});

describe("a Thon's status", () => {
  it('goes live only with an organization that can receive payments', async () => {
    await expect(changeThonStatus(statusDeps, organizer, { EventId: 'e1', Status: 'live' })).rejects.toThrow(
      new Conflict(payoutAccountBeforeLive),
    );
    expect(thons.events.get('e1')?.status).toBe('draft');

    thons.addOrganization({ organizationId: 'o1', payoutChargesEnabled: true });
    const thon = await changeThonStatus(statusDeps, organizer, { EventId: 'e1', Status: 'live' });

    expect(thon.Status).toBe('live');
    expect(queue.queued).toEqual([]);
    expect(cdn.invalidated).toEqual([thonPages('e1', 'p1', 'p2')]);
  });

  it("does not go live while the Thon's franchise is suspended, and goes live once it is active", async () => {
    thons.addOrganization({ organizationId: 'o1', payoutChargesEnabled: true });
    thons.setEvent('e1', { franchiseId: 'f1' });
    const franchise = { franchiseId: 'f1', status: 'suspended' } as FranchiseRecord;
    statusFranchises.franchises.set('f1', franchise);
    await expect(changeThonStatus(statusDeps, organizer, { EventId: 'e1', Status: 'live' })).rejects.toThrow(
      new Conflict(franchiseSuspendedThonNotLive),
    );
    expect(thons.events.get('e1')?.status).toBe('draft');

    statusFranchises.franchises.set('f1', { ...franchise, status: 'active' });
    expect((await changeThonStatus(statusDeps, organizer, { EventId: 'e1', Status: 'live' })).Status).toBe(
      'live',
    );
  });

  it('on completion marks the Thon for the sweeper and queues only per-unit pledges awaiting a charge', async () => {
    thons.setEvent('e1', { status: 'live' });

    await changeThonStatus(statusDeps, organizer, { EventId: 'e1', Status: 'completed' });

    expect(thons.events.get('e1')?.status).toBe('completed');
    expect([...pledges.markers.values()]).toEqual([{ key: 'event:e1', eventId: 'e1' }]);
    expect(queue.queued).toEqual(['due']);
  });

  it('on completion writes the counted laps as units while the units are still open, then moves', async () => {
    thons.setEvent('e1', { status: 'live' });
    const statusWhenApplied: (string | undefined)[] = [];
    statusDeps.lapUnits = {
      applyPendingLapUnits: (eventId) => {
        statusWhenApplied.push(thons.events.get(eventId)?.status);
        return Promise.resolve();
      },
    };

    await changeThonStatus(statusDeps, organizer, { EventId: 'e1', Status: 'completed' });

    expect(statusWhenApplied).toEqual(['live']);
    expect(thons.events.get('e1')?.status).toBe('completed');
  });

  it('leaves the Thon as it was when its laps cannot be written as units', async () => {
    thons.setEvent('e1', { status: 'live' });
    statusDeps.lapUnits = { applyPendingLapUnits: () => Promise.reject(new Error('table unavailable')) };

    await expect(
      changeThonStatus(statusDeps, organizer, { EventId: 'e1', Status: 'completed' }),
    ).rejects.toThrow('table unavailable');
    expect(thons.events.get('e1')?.status).toBe('live');
    expect(queue.queued).toEqual([]);
  });

  it('refuses a skipped step, a move another request made first, and another organizer', async () => {
    await expect(
      changeThonStatus(statusDeps, organizer, { EventId: 'e1', Status: 'completed' }),
    ).rejects.toThrow(new Conflict(statusChangeRefused('draft', 'completed')));
    thons.setEvent('e1', { status: 'live' });
    thons.beforeStatusChange = () => thons.setEvent('e1', { status: 'completed' });
    await expect(
      changeThonStatus(statusDeps, organizer, { EventId: 'e1', Status: 'completed' }),
    ).rejects.toThrow(new Conflict(statusChangeRefused('live', 'completed')));
    await expect(
      changeThonStatus(statusDeps, otherOrganizer, { EventId: 'e1', Status: 'completed' }),
    ).rejects.toBeInstanceOf(NotFound);
    expect(queue.queued).toEqual([]);
    expect(pledges.markers.size).toBe(0);
    expect(cdn.invalidated).toEqual([]);
  });
});

describe("the organizer's lists", () => {
  it("lists the Thon's access codes for its organizer only", async () => {
    const codes = await thonAccessCodes(
      { events: thons, callers: new InMemoryThonScopes(), roster: thons },
      organizer,
      'e1',
    );
    expect(codes.map((code) => code.AccessCode)).toEqual(['AAAA2222', 'BBBB3333']);
    await expect(
      thonAccessCodes(
        { events: thons, callers: new InMemoryThonScopes(), roster: thons },
        otherOrganizer,
        'e1',
      ),
    ).rejects.toBeInstanceOf(NotFound);
  });

  it('lists only the caller’s Thons', async () => {
    thons.addEvent({ eventId: 'e9', organizerUserId: 'org2', status: 'draft', startDate: '2026-01-01' });
    expect((await myThons({ thons }, organizer)).map((thon) => thon.EventId)).toEqual(['e1']);
  });
});
