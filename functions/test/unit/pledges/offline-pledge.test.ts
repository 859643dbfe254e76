// RecordOfflinePledge on in-memory ports: who may record cash or a check (the event's organizer,
// the participant's class teacher, a super admin; anyone else, another tenant's organizer included,
// is told the participant does not exist), once per idempotency key, and not after completion
// unless a super admin records it.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { recordOfflinePledgeRequestSchema } from '@thon/shared/api/schemas/pledges';
import { noSuchParticipant, offlinePledgeAfterCompletion } from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { Conflict, NotFound } from '../../../src/domain/errors';
import { recordOfflinePledge, type OfflinePledgeDeps } from '../../../src/domain/pledges/offline-pledge';
import { RecordingBusinessMetrics } from '../../support/in-memory/business-metrics';
import { SequentialIds } from '../../support/in-memory/ids';
import { intakeWorld } from './intake-fixture';

type Request = z.infer<typeof recordOfflinePledgeRequestSchema>;

const cash = (overrides: Partial<Request> = {}): Request => ({
  ParticipantId: 'kid-1',
  Amount: 12.34,
  Method: 'Cash',
  DonorName: 'Grace Brewster Hopper',
  Anonymous: false,
  ...overrides,
});

const caller = (userId: string, role: Caller['role']): Caller => ({ userId, sessionId: 's', role });
const organizer = caller('organizer-1', 'organizer');
const otherOrganizer = caller('organizer-2', 'organizer');
const teacher = caller('teacher-1', 'teacher');
const otherTeacher = caller('teacher-2', 'teacher');
const superAdmin = caller('admin-1', 'super-admin');

function offlineWorld(status: 'draft' | 'live' | 'completed' = 'live') {
  const world = intakeWorld();
  const { records } = world;
  records.events.set('event-1', { ...records.event('event-1'), status, organizerUserId: 'organizer-1' });
  records.addTeam({ eventId: 'event-1', teamId: 'team-1', teacherUserId: 'teacher-1' });
  const metrics = new RecordingBusinessMetrics();
  const deps: OfflinePledgeDeps = {
    thons: records,
    franchises: world.franchises,
    pledges: records,
    offline: records,
    ids: new SequentialIds(),
    metrics,
  };
  return { records, deps, metrics };
}

async function refused(answer: Promise<unknown>, kind: new (message: string) => Error, message: string) {
  const error: unknown = await answer.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(kind);
  expect((error as Error).message).toBe(message);
}

describe('RecordOfflinePledge', () => {
  it('records cash in exact cents, credited to the participant, never charged', async () => {
    const { records, deps } = offlineWorld();
    const answer = await recordOfflinePledge(deps, organizer, cash());
    const [stored] = records.pledges.values();
    expect(stored).toMatchObject({
      kind: 'offline',
      status: 'Offline',
      amountCents: 1234,
      offlineMethod: 'cash',
      donorFirstName: 'Grace',
      donorLastName: 'Brewster Hopper',
      recordedByUserId: 'organizer-1',
      pledgeId: '00000000-0000-4000-8000-000000000001',
    });
    expect(answer).toBeDefined();
    expect(records.participant('kid-1').raisedCents).toBe(1234);
  });

  it('records once per idempotency key: a retried form credits nothing twice', async () => {
    const { records, deps } = offlineWorld();
    const first = await recordOfflinePledge(deps, organizer, cash(), 'form-key-1');
    const again = await recordOfflinePledge(deps, organizer, cash(), 'form-key-1');
    expect(again).toEqual(first);
    expect(records.writes).toHaveLength(1);
    expect(records.participant('kid-1').raisedCents).toBe(1234);
    await recordOfflinePledge(deps, organizer, cash(), 'form-key-2');
    expect(records.participant('kid-1').raisedCents).toBe(2468);
  });

  it('lets the class teacher of the participant’s team and a super admin record', async () => {
    const { records, deps } = offlineWorld();
    await recordOfflinePledge(deps, teacher, cash({ Method: 'Check', Reference: '1042' }));
    await recordOfflinePledge(deps, superAdmin, cash());
    expect([...records.pledges.values()].map((pledge) => pledge.recordedByUserId)).toEqual([
      'teacher-1',
      'admin-1',
    ]);
  });

  it('answers another tenant’s organizer, another teacher, and a missing participant as not found', async () => {
    const { records, deps } = offlineWorld();
    await refused(recordOfflinePledge(deps, otherOrganizer, cash()), NotFound, noSuchParticipant);
    await refused(recordOfflinePledge(deps, otherTeacher, cash()), NotFound, noSuchParticipant);
    await refused(
      recordOfflinePledge(deps, caller('parent-1', 'parent'), cash()),
      NotFound,
      noSuchParticipant,
    );
    await refused(
      recordOfflinePledge(deps, organizer, cash({ ParticipantId: 'kid-9' })),
      NotFound,
      noSuchParticipant,
    );
    expect(records.pledges.size).toBe(0);
    expect(records.participant('kid-1').raisedCents ?? 0).toBe(0);
  });

  it('refuses after completion, unless a super admin records money that arrived late', async () => {
    const { records, deps } = offlineWorld('completed');
    await refused(recordOfflinePledge(deps, organizer, cash()), Conflict, offlinePledgeAfterCompletion);
    await refused(recordOfflinePledge(deps, teacher, cash()), Conflict, offlinePledgeAfterCompletion);
    expect(records.pledges.size).toBe(0);
    await recordOfflinePledge(deps, superAdmin, cash());
    expect(records.participant('kid-1').raisedCents).toBe(1234);
  });

  it('refuses when the Thon completes between the read and the write', async () => {
    const { records, deps } = offlineWorld();
    const racing: OfflinePledgeDeps = {
      ...deps,
      offline: {
        getTeam: records.getTeam,
        writeOfflinePledge: (input) => {
          records.events.set('event-1', { ...records.event('event-1'), status: 'completed' });
          return records.writeOfflinePledge(input);
        },
      },
    };
    await refused(recordOfflinePledge(racing, organizer, cash()), Conflict, offlinePledgeAfterCompletion);
    expect(records.pledges.size).toBe(0);
  });

  it('counts each pledge it records once, as a flat gift: never a retried form nor a refusal', async () => {
    const { deps, metrics } = offlineWorld();
    await recordOfflinePledge(deps, organizer, cash(), 'counted-form-1');
    await recordOfflinePledge(deps, organizer, cash(), 'counted-form-1');
    await recordOfflinePledge(deps, teacher, cash({ Method: 'Check', Reference: '77' }));
    await expect(recordOfflinePledge(deps, otherTeacher, cash())).rejects.toThrow(NotFound);
    expect(metrics.counted).toEqual([
      { metric: 'PledgesCreated', value: 1, split: 'Flat' },
      { metric: 'PledgesCreated', value: 1, split: 'Flat' },
    ]);
  });
});
