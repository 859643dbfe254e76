// Who may read a participant, decided on in-memory ports: the one fact each role needs is read
// (parent link, the participant's event, the team's teacher), and a caller of another school or
// family is refused; the lists keep the access code only for those who may hold it.
import { beforeEach, describe, expect, it } from 'vitest';
import { noSuchUser } from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { Forbidden, NotFound } from '../../../src/domain/errors';
import { accessTo, assertEntitledToAll } from '../../../src/domain/participants/entitlement';
import { storeExperimentData } from '../../../src/domain/participants/experiment-data';
import { participantsOfParent, participantsOfUser } from '../../../src/domain/participants/participant-lists';
import { ParticipantRecords, participantPorts } from '../../support/in-memory/participant-records';

const caller = (userId: string, role: Caller['role']): Caller => ({ userId, sessionId: 's', role });

let records: ParticipantRecords;
beforeEach(() => {
  records = new ParticipantRecords()
    .addEvent({ eventId: 'e1', organizerUserId: 'org1' })
    .addEvent({ eventId: 'e2', organizerUserId: 'org2' })
    .addTeam({ eventId: 'e1', teamId: 't1', teacherUserId: 'teach1' })
    .addParticipant({
      participantId: 'p1',
      eventId: 'e1',
      teamId: 't1',
      userId: 'kid1',
      accessCode: 'AB12',
      firstName: 'Ana',
    })
    .addParticipant({
      participantId: 'p2',
      eventId: 'e2',
      teamId: 't9',
      userId: 'kid2',
      accessCode: 'CD34',
      firstName: 'Bo',
    })
    .addUser({ userId: 'kid1' })
    .addUser({ userId: 'par1' })
    .addUser({ userId: 'par2' })
    .linkParent('par1', 'p1');
});

function participant(participantId: string) {
  const found = records.participants.get(participantId);
  if (!found) throw new Error(`no participant ${participantId} in the fixture`);
  return found;
}
const p1 = () => participant('p1');

describe('access to a participant', () => {
  it("gives the child's organizer, linked parent and super admin the access code; the teacher and the child read", async () => {
    expect(await accessTo(records, caller('org1', 'organizer'), p1())).toBe('keeper');
    expect(await accessTo(records, caller('par1', 'parent'), p1())).toBe('keeper');
    expect(await accessTo(records, caller('sa', 'super-admin'), p1())).toBe('keeper');
    expect(await accessTo(records, caller('teach1', 'teacher'), p1())).toBe('reader');
    expect(await accessTo(records, caller('kid1', 'participant'), p1())).toBe('reader');
  });

  it("refuses another school's organizer, another family's parent and another class's teacher", async () => {
    expect(await accessTo(records, caller('org2', 'organizer'), p1())).toBe('none');
    expect(await accessTo(records, caller('par2', 'parent'), p1())).toBe('none');
    expect(await accessTo(records, caller('teach2', 'teacher'), p1())).toBe('none');
    await expect(
      assertEntitledToAll(records, caller('org1', 'organizer'), [p1(), participant('p2')]),
    ).rejects.toBeInstanceOf(Forbidden);
  });

  it("uses the event the caller already holds only when it is the participant's own", async () => {
    const otherEvent = await records.getEvent('e2');
    // org2 holds e2: for a participant of e1 that event must not decide, e1 is read instead.
    expect(await accessTo(records, caller('org2', 'organizer'), p1(), otherEvent)).toBe('none');
  });
});

describe('participant lists', () => {
  it('keeps the access code for a linked parent but not for the class teacher', async () => {
    records.addUser({ userId: 'teach1' });
    const asTeacher = await participantsOfUser(
      participantPorts(records),
      caller('teach1', 'teacher'),
      'kid1',
    );
    expect(asTeacher.map((entry) => [entry.ParticipantId, entry.AccessCode])).toEqual([['p1', undefined]]);
    const asParent = await participantsOfParent(
      participantPorts(records),
      caller('par1', 'parent'),
      'par1',
      'par1',
    );
    expect(asParent.map((entry) => [entry.ParticipantId, entry.AccessCode])).toEqual([['p1', 'AB12']]);
  });

  it("refuses another parent's list and a stranger's empty list; an unknown user is not found", async () => {
    const deps = participantPorts(records);
    await expect(participantsOfParent(deps, caller('par2', 'parent'), 'par1', 'par1')).rejects.toBeInstanceOf(
      Forbidden,
    );
    await expect(participantsOfUser(deps, caller('org2', 'organizer'), 'kid1')).rejects.toBeInstanceOf(
      Forbidden,
    );
    await expect(participantsOfUser(deps, caller('org2', 'organizer'), 'par2')).rejects.toBeInstanceOf(
      Forbidden,
    );
    await expect(participantsOfUser(deps, caller('org1', 'organizer'), 'nobody')).rejects.toThrow(noSuchUser);
  });
});

describe('experiment data', () => {
  const data = {
    ParticipantId: 'p1',
    GA_UserId: 'ga',
    G_ExperimentId: 'x',
    G_VariantId: '1',
    G_VariantName: 'mobile',
    E_ContainerId: 'c',
  };

  it('is stored for an entitled caller and refused, unwritten, for another family', async () => {
    const deps = participantPorts(records);
    await expect(storeExperimentData(deps, caller('par2', 'parent'), data)).rejects.toBeInstanceOf(Forbidden);
    expect(records.participants.get('p1')?.experiment).toBeUndefined();
    await storeExperimentData(deps, caller('par1', 'parent'), data);
    expect(records.participants.get('p1')?.experiment?.variantName).toBe('mobile');
    await expect(
      storeExperimentData(deps, caller('par1', 'parent'), { ...data, ParticipantId: 'nope' }),
    ).rejects.toBeInstanceOf(NotFound);
  });
});
