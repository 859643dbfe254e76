// The parent dashboard on in-memory ports: only the parent's own (parent id and user id both
// theirs) unless a super admin asks, an unknown parent is 404, and each linked child shows its
// goal (the default when none is set), raised dollars, progress capped at 100, its approval wait,
// and its event's name only once the event is open to donors; children in first-name order.
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultPersonalGoal } from '@thon/shared/catalog/donations';
import { noSuchUser } from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { parentDashboard } from '../../../src/domain/parents/parent-dashboard';
import { ParentLinks } from '../../support/in-memory/parent-links';

const parent: Caller = { userId: 'par1', sessionId: 's', role: 'parent' };
const child = (participantId: string, firstName: string, eventId: string, more: object = {}) => ({
  participantId,
  firstName,
  lastName: 'Kid',
  eventId,
  teamId: 't1',
  goal: 100,
  accessCode: `code-${participantId}`,
  ...more,
});

let reads: ParentLinks;
const deps = () => ({ reads });

beforeEach(() => {
  reads = new ParentLinks()
    .addUser({ userId: 'par1' })
    .addUser({ userId: 'par2' })
    .addEvent({ eventId: 'live', eventCode: 'RUN11111', status: 'live', name: 'Spring Thon' })
    .addEvent({ eventId: 'draft', eventCode: 'RUN22222', status: 'draft', name: 'Secret Thon' })
    .addParticipant(child('k1', 'Zoe', 'live', { raisedCents: 2550 }))
    .addParticipant(child('k2', 'Ana', 'draft', { goal: 0, awaitingApproval: true }))
    .addParticipant(child('k3', 'Ana', 'live', { goal: 10, raisedCents: 5000 }))
    .addParticipant(child('other', 'Bo', 'live'));
  for (const id of ['k1', 'k2', 'k3']) reads.links.add(`par1/${id}`);
  reads.links.add('par2/other');
});

describe('the parent dashboard', () => {
  it("shows the parent's children in first-name order with goal, raised and progress", async () => {
    const { Participants } = await parentDashboard(deps(), parent, 'par1', 'par1');
    expect(Participants.map((entry) => entry.Participant.ParticipantId)).toEqual(['k2', 'k3', 'k1']);
    expect(Participants[2]).toMatchObject({
      EventName: 'Spring Thon',
      Goal: 100,
      Raised: 25.5,
      Progress: 25,
      AwaitingApproval: false,
    });
    // Raised past the goal: the bar stops at 100.
    expect(Participants[1]).toMatchObject({ Goal: 10, Raised: 50, Progress: 100 });
  });

  it("hides a draft event's name and uses the default goal when the child has none", async () => {
    const { Participants } = await parentDashboard(deps(), parent, 'par1', 'par1');
    expect(Participants[0]).toMatchObject({
      EventName: null,
      Goal: defaultPersonalGoal,
      Raised: 0,
      Progress: 0,
      AwaitingApproval: true,
    });
  });

  it("refuses another parent's dashboard, or a user id that is not the caller's", async () => {
    await expect(parentDashboard(deps(), parent, 'par2', 'par2')).rejects.toMatchObject({
      name: 'Forbidden',
    });
    await expect(parentDashboard(deps(), parent, 'par1', 'par2')).rejects.toMatchObject({
      name: 'Forbidden',
    });
  });

  it("lets a super admin read any parent's dashboard, and answers 404 for an unknown parent", async () => {
    const admin: Caller = { userId: 'adm', sessionId: 's', role: 'super-admin' };
    const { Participants } = await parentDashboard(deps(), admin, 'par2', 'adm');
    expect(Participants.map((entry) => entry.Participant.ParticipantId)).toEqual(['other']);
    await expect(parentDashboard(deps(), admin, 'ghost', 'ghost')).rejects.toMatchObject({
      name: 'NotFound',
      message: noSuchUser,
    });
  });
});
