// The pledge area's reads on in-memory ports: an organizer's report of their own Thon only (another
// organizer's is refused, an unknown one 404), its totals in exact cents; a participant's pledges
// only to whom the access decision lets see them; a signed-in donor's pledges by their address.
import { describe, expect, it } from 'vitest';
import { noAccess, noSuchEvent, noSuchParticipant } from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { Forbidden, NotFound } from '../../../src/domain/errors';
import { myPledges } from '../../../src/domain/pledges/my-pledges';
import { participantPledges } from '../../../src/domain/pledges/participant-pledges';
import type { PledgeListings } from '../../../src/domain/pledges/ports';
import { processingReport } from '../../../src/domain/pledges/processing/processing-report';
import { thonPledges } from '../../../src/domain/pledges/thon-pledges';
import { PledgeRecords } from '../../support/in-memory/pledge-records';

const caller = (userId: string, role: Caller['role']): Caller => ({ userId, sessionId: 's', role });
const organizer = caller('organizer-1', 'organizer');
const otherOrganizer = caller('organizer-2', 'organizer');

function readsWorld() {
  const records = new PledgeRecords()
    .addEvent({
      eventId: 'event-1',
      organizationId: 'org-1',
      organizerUserId: 'organizer-1',
      status: 'live',
      name: 'Spring Thon',
      unitName: 'laps',
      maxUnits: 20,
      participantCount: 200,
    })
    .addParticipant({
      participantId: 'kid-1',
      eventId: 'event-1',
      teamId: 'team-1',
      firstName: 'Leo',
      lastName: 'Park',
      units: 7,
      raisedCents: 1234,
    })
    .addUser({ userId: 'donor-1', email: 'Ada@Example.com' })
    .addPledge({
      pledgeId: 'p-unit',
      eventId: 'event-1',
      participantId: 'kid-1',
      teamId: 'team-1',
      kind: 'per-unit',
      status: 'Scheduled',
      amountCents: 35,
      commissionPercent: 10,
      coverExpense: false,
      anonymous: false,
      donorFirstName: 'Ada',
      donorLastName: 'Lovelace',
      donorEmail: 'ada@example.com',
      createdAt: '2026-05-01T10:00:00.000Z',
    })
    .addPledge({
      pledgeId: 'p-cash',
      eventId: 'event-1',
      participantId: 'kid-1',
      teamId: 'team-1',
      kind: 'offline',
      status: 'Offline',
      amountCents: 1234,
      commissionPercent: 10,
      coverExpense: false,
      anonymous: false,
      donorFirstName: 'Grace',
      donorLastName: 'Hopper',
      donorEmail: '',
      createdAt: '2026-05-01T11:00:00.000Z',
    });
  const values = <T>(map: Map<string, T>) => [...map.values()];
  const listings: PledgeListings = {
    listPledgesOfDonor: (email) =>
      Promise.resolve(values(records.pledges).filter((pledge) => pledge.donorEmail === email)),
    listParticipantsOfEvent: (eventId) =>
      Promise.resolve(values(records.participants).filter((participant) => participant.eventId === eventId)),
    listTeamsOfEvent: () => Promise.resolve([]),
    getParticipants: (ids) =>
      Promise.resolve(
        values(records.participants).filter((participant) => ids.includes(participant.participantId)),
      ),
    getEvents: (ids) =>
      Promise.resolve(values(records.events).filter((event) => ids.includes(event.eventId))),
    listParentLinks: () => Promise.resolve([]),
  };
  const access = {
    getEvent: records.getEvent,
    getTeam: () => Promise.resolve(undefined),
    isParentLinked: (parentId: string) => Promise.resolve(parentId === 'parent-1'),
  };
  return { records, deps: { thons: records, pledges: records, listings, access } };
}

async function refused(answer: Promise<unknown>, kind: new (message: string) => Error, message: string) {
  const error: unknown = await answer.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(kind);
  expect((error as Error).message).toBe(message);
}

const query = { Page: 1, PageSize: 50 };

describe('an organizer’s pledge report', () => {
  it('totals the Thon’s pledges in exact cents: money received, and the estimate at the units recorded', async () => {
    const { deps } = readsWorld();
    const report = await thonPledges(deps, organizer, 'event-1', query);
    expect(report.Totals).toEqual({ Raised: 12.34, Pledged: 2.45, Count: 2 });
    expect(report.Pledges.map((pledge) => pledge.PledgeId)).toEqual(['p-cash', 'p-unit']);
  });

  it('refuses another organizer’s Thon and answers an unknown one as missing, for the report and processing alike', async () => {
    const { deps } = readsWorld();
    await refused(thonPledges(deps, otherOrganizer, 'event-1', query), NotFound, noSuchEvent);
    await refused(processingReport(deps, otherOrganizer, 'event-1'), NotFound, noSuchEvent);
    await refused(thonPledges(deps, organizer, 'event-9', query), NotFound, noSuchEvent);
    await refused(processingReport(deps, organizer, 'event-9'), NotFound, noSuchEvent);
  });
});

describe('a participant’s pledges', () => {
  it('are shown to the event’s organizer and a linked parent, with the participant’s totals', async () => {
    const { deps } = readsWorld();
    const shown = await participantPledges(deps, organizer, 'kid-1');
    expect(shown).toMatchObject({ Units: 7, Raised: 12.34 });
    expect(shown.Pledges).toHaveLength(2);
    await expect(participantPledges(deps, caller('parent-1', 'parent'), 'kid-1')).resolves.toBeDefined();
  });

  it('are refused to another organizer and another parent; an unknown participant is missing', async () => {
    const { deps } = readsWorld();
    await refused(participantPledges(deps, otherOrganizer, 'kid-1'), Forbidden, noAccess);
    await refused(participantPledges(deps, caller('parent-2', 'parent'), 'kid-1'), Forbidden, noAccess);
    await refused(participantPledges(deps, organizer, 'kid-9'), NotFound, noSuchParticipant);
  });
});

describe('a signed-in donor’s pledges', () => {
  it('are those made from their address, whatever its case', async () => {
    const { deps } = readsWorld();
    const mine = await myPledges(deps, caller('donor-1', 'participant'));
    expect(mine.Made.map((pledge) => pledge.PledgeId)).toEqual(['p-unit']);
    expect(mine.Received).toEqual([]);
  });
});
