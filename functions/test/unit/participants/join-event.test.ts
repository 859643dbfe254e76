// Joining an event by its code on in-memory ports: one participant per user and event (a second
// join, or a join racing the first, answers alreadyParticipating and adds nobody); an unknown code
// or team is not found; a closed event takes nobody.
import { beforeEach, describe, expect, it } from 'vitest';
import { participantEventClosed } from '@thon/shared/api/schemas/participants';
import { alreadyParticipating, invalidEventCode, noSuchTeam } from '@thon/shared/catalog/messages';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import type { Caller } from '../../../src/domain/caller';
import { Conflict, NotFound } from '../../../src/domain/errors';
import { joinClaimKey } from '../../../src/domain/participants/create-participants';
import { joinEvent, type JoinEventDeps } from '../../../src/domain/participants/join-event';
import { FixedClock } from '../../support/in-memory/clock';
import { testIdKey } from '../../support/in-memory/id-key';
import { SequentialIds } from '../../support/in-memory/ids';
import { ParticipantWrites } from '../../support/in-memory/participant-creation';

const runner: Caller = { userId: 'u1', sessionId: 's', role: 'participant' };
const codes = new Map([
  ['RUN1', 'e1'],
  ['DONE', 'done'],
]);

let store: ParticipantWrites;
let deps: JoinEventDeps;

beforeEach(() => {
  store = new ParticipantWrites()
    .addEvent({ eventId: 'e1', status: 'live' })
    .addEvent({ eventId: 'done', status: 'completed' })
    .addUnclaimedTeam({ eventId: 'e1', teamId: 't1', name: 'Room 1' });
  const users = new Map([['u1', { userId: 'u1', firstName: 'Ada', lastName: 'Lovelace' } as UserRecord]]);
  deps = {
    eventCodes: { findEventIdByCode: (code) => Promise.resolve(codes.get(code)) },
    access: {
      getEvent: store.getEvent,
      getTeam: (eventId, teamId) =>
        Promise.resolve(
          [...store.teams.values()].find((team) => team.eventId === eventId && team.teamId === teamId),
        ),
    },
    users: { getUser: (userId) => Promise.resolve(users.get(userId)) },
    participants: {
      listParticipantsOfUser: (userId) =>
        Promise.resolve(
          [...store.participants.values()].filter((participant) => participant.userId === userId),
        ),
    },
    creation: store,
    ids: new SequentialIds(),
    clock: new FixedClock(Date.parse('2026-05-01T12:00:00Z')),
    idKey: testIdKey(),
  };
});

describe('joining an event by its code', () => {
  it("creates the user's participant in the team, with the code typed loosely", async () => {
    const entry = await joinEvent(deps, runner, { EventCode: ' run1 ', TeamId: 't1' });

    expect(entry).toMatchObject({
      UserId: 'u1',
      EventId: 'e1',
      TeamId: 't1',
      FirstName: 'Ada',
      LastName: 'Lovelace',
    });
    expect(store.participantsOf('e1')).toHaveLength(1);
    expect(store.events.get('e1')?.participantCount).toBe(1);
  });

  it('answers a second join as already participating, adding nobody', async () => {
    await joinEvent(deps, runner, { EventCode: 'RUN1' });

    await expect(joinEvent(deps, runner, { EventCode: 'RUN1' })).rejects.toThrow(
      new Conflict(alreadyParticipating),
    );
    expect(store.participantsOf('e1')).toHaveLength(1);
  });

  it('answers a join that loses the race to a concurrent one as already participating', async () => {
    // The other request's claim lands between this one's read of the user's participants and its write.
    const claim = await joinClaimKey(deps.idKey, 'e1', 'u1');
    store.beforeTransaction = () => store.claims.set(claim, 'the-other-join');

    await expect(joinEvent(deps, runner, { EventCode: 'RUN1' })).rejects.toThrow(alreadyParticipating);
    expect(store.participantsOf('e1')).toEqual([]);
  });

  it('answers an unknown code or team as not found, and a closed event as a conflict', async () => {
    await expect(joinEvent(deps, runner, { EventCode: 'NOPE' })).rejects.toThrow(
      new NotFound(invalidEventCode),
    );
    await expect(joinEvent(deps, runner, { EventCode: 'RUN1', TeamId: 't9' })).rejects.toThrow(
      new NotFound(noSuchTeam),
    );
    await expect(joinEvent(deps, runner, { EventCode: 'DONE' })).rejects.toThrow(
      new Conflict(participantEventClosed),
    );
    expect(store.participants.size).toBe(0);
  });
});
