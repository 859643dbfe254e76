// Creating participants on in-memory ports: a transaction cancelled by a concurrent one is tried
// again (after a back-off) until it writes, and a batch that never gets through answers a Conflict
// instead of writing half; an import row's claim key ignores case and spacing of names.
import { describe, expect, it } from 'vitest';
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import type { ParticipantsCreateOutcome } from '../../../src/data/repositories/participants-repository';
import {
  createParticipants,
  importClaimKey,
  type ParticipantRow,
} from '../../../src/domain/participants/create-participants';
import { FixedClock } from '../../support/in-memory/clock';
import { testIdKey } from '../../support/in-memory/id-key';
import { SequentialIds } from '../../support/in-memory/ids';
import { ParticipantWrites } from '../../support/in-memory/participant-creation';

const row = (firstName: string): ParticipantRow => ({
  participant: { eventId: 'e1', teamId: 't1', firstName, lastName: 'Kid', goal: 100 },
  claimKey: `claim-${firstName}`,
});

/** The store, with its first `conflicts` transactions cancelled by a concurrent writer. */
function storeWithConflicts(conflicts: number) {
  const store = new ParticipantWrites().addEvent({ eventId: 'e1', status: 'live' });
  let left = conflicts;
  const creation = {
    participantsPerTransaction: store.participantsPerTransaction,
    createParticipantsInEvent: (...args: Parameters<ParticipantWrites['createParticipantsInEvent']>) => {
      if (left > 0) {
        left -= 1;
        return Promise.resolve<ParticipantsCreateOutcome>({ kind: 'conflict' });
      }
      return store.createParticipantsInEvent(...args);
    },
  };
  return { store, deps: { creation, ids: new SequentialIds(), clock: new FixedClock(0) } };
}

describe('creating participants', () => {
  it('tries a transaction cancelled by a concurrent one again until it writes', async () => {
    const { store, deps } = storeWithConflicts(2);
    const created = await createParticipants(deps, 'e1', [row('Ada'), row('Bo')], ['live'], 'closed');
    expect(created.map((participant) => participant.firstName)).toEqual(['Ada', 'Bo']);
    expect(store.participantsOf('e1')).toHaveLength(2);
  });

  it('answers a Conflict and writes nothing when the transaction never gets through', async () => {
    const { store, deps } = storeWithConflicts(Number.POSITIVE_INFINITY);
    await expect(createParticipants(deps, 'e1', [row('Ada')], ['live'], 'closed')).rejects.toMatchObject({
      name: 'Conflict',
      message: changedAtTheSameTime,
    });
    expect(store.participantsOf('e1')).toEqual([]);
  });

  it('keys an import row by its names whatever their case and spacing', async () => {
    const key = testIdKey();
    expect(await importClaimKey(key, 'e1', '  ada ', 'LOVE lace', 'Room 1')).toBe(
      await importClaimKey(key, 'e1', 'ADA', 'love  lace', ' room 1'),
    );
    expect(await importClaimKey(key, 'e1', 'Ada', 'Lovelace', 'Room 1')).not.toBe(
      await importClaimKey(key, 'e2', 'Ada', 'Lovelace', 'Room 1'),
    );
  });
});
