// The donors' public pages on in-memory ports: the event page is one Query and draft Thons serve
// none; past the retention period a completed Thon lists no child (totals stay) and its student
// pages answer 404; a hidden or unapproved child answers like an unknown one; a student page shows
// at most ten supporters.
import { beforeEach, describe, expect, it } from 'vitest';
import { noSuchEvent, noSuchParticipant } from '@thon/shared/catalog/messages';
import { defaultPersonalGoal } from '@thon/shared/catalog/donations';
import { NotFound } from '../../../src/domain/errors';
import {
  eventPage,
  studentPage,
  type EventPageDeps,
  type StudentPageDeps,
} from '../../../src/domain/events/public-pages';
import { FixedClock } from '../../support/in-memory/clock';
import { PublicPageRecords } from '../../support/in-memory/public-pages';

const day = 24 * 60 * 60 * 1000;
/** The day after the Thon ended (noon UTC, the same calendar day in New York). */
const dayAfterEnd = Date.parse('2026-05-02T12:00:00Z');

let records: PublicPageRecords;
let clock: FixedClock;
let pageDeps: EventPageDeps;
let studentDeps: StudentPageDeps;

beforeEach(() => {
  records = new PublicPageRecords()
    .addEvent({
      eventId: 'e1',
      status: 'completed',
      name: 'Fun Run',
      goal: 1000,
      unitName: 'lap',
      endDate: '2026-05-01',
      timeZone: 'America/New_York',
    })
    .addEvent({ eventId: 'draft', status: 'draft', endDate: '2026-05-01', timeZone: 'America/New_York' })
    .addTeam({ eventId: 'e1', teamId: 't1', name: 'Room 1' })
    .addParticipant({
      participantId: 'p1',
      eventId: 'e1',
      teamId: 't1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      goal: 0,
      raisedCents: 12_550,
    })
    .addParticipant({
      participantId: 'hidden',
      eventId: 'e1',
      teamId: 't1',
      firstName: 'Hal',
      lastName: 'Hidden',
      goal: 50,
      raisedCents: 5_000,
      hiddenFromPublic: true,
    })
    .addParticipant({
      participantId: 'waiting',
      eventId: 'e1',
      teamId: 't1',
      firstName: 'Wes',
      lastName: 'Wait',
      goal: 50,
      awaitingApproval: true,
    })
    .addParticipant({
      participantId: 'in-draft',
      eventId: 'draft',
      teamId: 't9',
      firstName: 'Dee',
      lastName: 'Draft',
      goal: 50,
    });
  clock = new FixedClock(dayAfterEnd);
  const names = { privacy: { publicNamesRetentionDays: () => 30 }, clock };
  pageDeps = { ...names, eventPage: records };
  studentDeps = { ...names, events: records, participants: records, supporters: records, prizes: records };
});

describe('eventPage', () => {
  it('answers from one Query, listing only the children donors may see, counting everyone', async () => {
    const page = await eventPage(pageDeps, 'e1');

    expect(records.eventPageQueries).toBe(1);
    expect(page.Raised).toBe(175.5);
    expect(page.Participants.map((participant) => participant.DisplayName)).toEqual(['Ada L.']);
    expect(page.ParticipantsListed).toBe(true);
    expect(page.TopTeams).toEqual([{ TeamId: 't1', Name: 'Room 1', Raised: 175.5, ParticipantCount: 3 }]);
  });

  it('lists no child once the retention period is over, keeping the totals', async () => {
    clock.advance(30 * day);

    const page = await eventPage(pageDeps, 'e1');

    expect(page.ParticipantsListed).toBe(false);
    expect(page.Participants).toEqual([]);
    expect(page.Raised).toBe(175.5);
  });

  it('serves no page for a draft or unknown Thon', async () => {
    await expect(eventPage(pageDeps, 'draft')).rejects.toEqual(new NotFound(noSuchEvent));
    await expect(eventPage(pageDeps, 'nope')).rejects.toEqual(new NotFound(noSuchEvent));
  });
});

describe('studentPage', () => {
  it("shows the child's name, progress against the default goal, and the ten latest supporters", async () => {
    for (let n = 10; n < 25; n += 1) {
      records.addPledge({
        pledgeId: `pl${n}`,
        participantId: 'p1',
        createdAt: `2026-04-${n}T00:00:00Z`,
        kind: 'offline',
        status: 'Offline',
        donorFirstName: 'Don',
        donorLastName: `Donor${n}`,
      });
    }

    const page = await studentPage(studentDeps, 'p1');

    expect(page).toMatchObject({
      DisplayName: 'Ada L.',
      Goal: defaultPersonalGoal,
      Raised: 125.5,
      UnitName: 'lap',
    });
    expect(page.Supporters).toHaveLength(10);
    expect(page.Supporters[0]?.CreatedAt).toBe('2026-04-24T00:00:00Z');
  });

  it('answers a hidden, unapproved, unknown or draft-Thon child as not found', async () => {
    for (const participantId of ['hidden', 'waiting', 'nope', 'in-draft']) {
      await expect(studentPage(studentDeps, participantId)).rejects.toEqual(new NotFound(noSuchParticipant));
    }
  });

  it('answers not found once the retention period is over', async () => {
    await studentPage(studentDeps, 'p1');
    clock.advance(30 * day);

    await expect(studentPage(studentDeps, 'p1')).rejects.toEqual(new NotFound(noSuchParticipant));
  });
});
