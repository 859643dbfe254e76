// A parent's list on in-memory ports: a created child waits for approval and counts toward the 9;
// linking by access code needs the child's own event code (a mismatch answers like a wrong code),
// costs an attempt unless it links, and refuses a child still waiting for approval; a completed
// Thon takes nobody; removing deletes only a child the parent created and nobody else holds.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  parentLimitReached,
  participantAlreadyLinked,
  participantEventClosed,
  participantNotLinked,
} from '@thon/shared/api/schemas/participants';
import {
  accessCodeInvalid,
  invalidEventCode,
  participantAwaitsApproval,
} from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { Conflict, NotFound, RuleBroken } from '../../../src/domain/errors';
import { addParentParticipant, type AddParticipantDeps } from '../../../src/domain/parents/add-participant';
import { removeParentParticipant } from '../../../src/domain/parents/remove-participant';
import { InMemoryAttemptWindows } from '../../support/in-memory/attempt-windows';
import { FixedClock } from '../../support/in-memory/clock';
import { RecordingLogger } from '../../support/in-memory/logger';
import { SequentialIds } from '../../support/in-memory/ids';
import { ParentLinks } from '../../support/in-memory/parent-links';

const parent: Caller = { userId: 'par1', sessionId: 's', role: 'parent' };
const ip = '203.0.113.9';

let store: ParentLinks;
let attempts: InMemoryAttemptWindows;
let deps: AddParticipantDeps;

beforeEach(() => {
  store = new ParentLinks()
    .addEvent({ eventId: 'e1', eventCode: 'RUN11111', status: 'live' })
    .addEvent({ eventId: 'e2', eventCode: 'RUN22222', status: 'live' })
    .addParticipant({
      participantId: 'kid',
      eventId: 'e1',
      accessCode: 'KIDCODE2',
      firstName: 'Ada',
      lastName: 'L',
    });
  attempts = new InMemoryAttemptWindows();
  deps = {
    attempts,
    clock: new FixedClock(Date.parse('2026-05-01T12:00:00Z')),
    logger: new RecordingLogger(),
    settings: { readReferenceLists: () => Promise.resolve(undefined) },
    eventCodes: store,
    events: store,
    teams: store,
    participants: store,
    accessCodes: store,
    links: store,
    ids: new SequentialIds(),
  };
});

const create = (firstName = 'Zed', caller = parent) =>
  addParentParticipant(deps, caller, { EventCode: 'run11111', FirstName: firstName, LastName: 'Lee' }, ip);
const link = (accessCode: string, eventCode = 'RUN11111') =>
  addParentParticipant(deps, parent, { AccessCode: accessCode, EventCode: eventCode }, ip);
const attemptsUsed = () => [...attempts.counts.values()].reduce((sum, used) => sum + used, 0);

describe("a parent's new child", () => {
  it('waits for approval and is on the list', async () => {
    const added = await create();

    expect(added).toMatchObject({ EventId: 'e1', FirstName: 'Zed', AwaitingApproval: true });
    expect(store.participants.get(added.ParticipantId)).toMatchObject({ awaitingApproval: true });
    expect(store.linksOf('par1')).toEqual([added.ParticipantId]);
  });

  it('stops at nine, writing nothing for the tenth', async () => {
    for (let child = 0; child < 9; child += 1) await create(`Kid${child}`);

    await expect(create('Tenth')).rejects.toThrow(new Conflict(parentLimitReached));
    expect(store.linksOf('par1')).toHaveLength(9);
    expect(store.participants.size).toBe(10);
  });

  it('is refused by an unknown event code or a completed Thon', async () => {
    await expect(
      addParentParticipant(deps, parent, { EventCode: 'NOPE', FirstName: 'A', LastName: 'B' }, ip),
    ).rejects.toThrow(invalidEventCode);
    store.setEvent('e1', { status: 'completed' });
    await expect(create()).rejects.toThrow(new Conflict(participantEventClosed));
    expect(store.links.size).toBe(0);
  });
});

describe('linking a child by its access code', () => {
  it("links with the child's own event code, giving the attempt back", async () => {
    expect(await link(' kidcode2 ')).toMatchObject({ ParticipantId: 'kid', AwaitingApproval: false });
    expect(store.linksOf('par1')).toEqual(['kid']);
    expect(attemptsUsed()).toBe(0);

    await expect(link('KIDCODE2')).rejects.toThrow(new Conflict(participantAlreadyLinked));
  });

  it("answers another Thon's event code exactly like a wrong code, and counts the attempt", async () => {
    await expect(link('KIDCODE2', 'RUN22222')).rejects.toThrow(new RuleBroken(accessCodeInvalid));
    await expect(link('WRONGONE')).rejects.toThrow(new RuleBroken(accessCodeInvalid));
    expect(store.links.size).toBe(0);
    // Each try counts against the parent and against the address.
    expect(attemptsUsed()).toBe(4);
  });

  it('refuses a child still waiting for approval', async () => {
    const waiting = await create('Wait', { ...parent, userId: 'par2' });
    const code = store.participants.get(waiting.ParticipantId)?.accessCode ?? '';

    await expect(link(code)).rejects.toThrow(new Conflict(participantAwaitsApproval));
    expect(store.linksOf('par1')).toEqual([]);
  });
});

describe('removing a child from the list', () => {
  it('deletes a child the parent created, and keeps a child of the school in its event', async () => {
    const created = await create();
    await link('KIDCODE2');

    await removeParentParticipant({ links: store }, parent, created.ParticipantId);
    await removeParentParticipant({ links: store }, parent, 'kid');

    expect(store.participants.has(created.ParticipantId)).toBe(false);
    expect(store.participants.has('kid')).toBe(true);
    expect(store.linksOf('par1')).toEqual([]);
    await expect(removeParentParticipant({ links: store }, parent, 'kid')).rejects.toThrow(
      new NotFound(participantNotLinked),
    );
  });
});
