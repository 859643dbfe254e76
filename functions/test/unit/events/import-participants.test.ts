// The CSV participant import on in-memory ports: each bad row is reported with the line a
// spreadsheet shows, good rows are created once (a re-run or a repeated row adds nobody), team names
// are matched however they are spaced or cased, and nothing is written once the Thon is locked; an
// event closed between two transactions keeps the first whole and nothing of the second.
import { beforeEach, describe, expect, it } from 'vitest';
import { thonLocked } from '@thon/shared/api/schemas/events';
import {
  importGoalNotPositive,
  participantImportFieldsRequired,
  participantsNotImported,
} from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { Conflict, NotFound } from '../../../src/domain/errors';
import {
  importParticipants,
  type ImportParticipantsDeps,
} from '../../../src/domain/events/import-participants';
import { importClaimKey } from '../../../src/domain/participants/create-participants';
import { RecordingCdn } from '../../support/in-memory/cdn';
import { FixedClock } from '../../support/in-memory/clock';
import { testIdKey } from '../../support/in-memory/id-key';
import { SequentialIds } from '../../support/in-memory/ids';
import { ParticipantWrites } from '../../support/in-memory/participant-creation';
import { InMemoryThonScopes } from '../../support/in-memory/thon-scopes';

const organizer: Caller = { userId: 'org1', sessionId: 's', role: 'organizer' };

let store: ParticipantWrites;
let cdn: RecordingCdn;
let deps: ImportParticipantsDeps;

function setUp(perTransaction?: number) {
  store = new ParticipantWrites(perTransaction)
    .addEvent({ eventId: 'e1', organizerUserId: 'org1', status: 'draft' })
    .addEvent({ eventId: 'done', organizerUserId: 'org1', status: 'completed' });
  cdn = new RecordingCdn();
  deps = {
    events: store,
    callers: new InMemoryThonScopes(),
    imports: store,
    teams: store,
    creation: store,
    ids: new SequentialIds(),
    clock: new FixedClock(Date.parse('2026-05-01T12:00:00Z')),
    idKey: testIdKey(),
    cdn,
  };
}

const run = (csv: string, eventId = 'e1', caller = organizer) =>
  importParticipants(deps, caller, { EventId: eventId, Csv: csv });

const names = () =>
  store
    .participantsOf('e1')
    .map((participant) => `${participant.firstName} ${participant.lastName}`)
    .sort();

beforeEach(() => setUp());

describe('importing participants', () => {
  it('creates the good rows and reports each bad one by the line it is on', async () => {
    const csv = [
      'First Name,Last Name,Goal,Class',
      'Ada,Lovelace,100,Room 12',
      ',Hopper,50,Room 12',
      '',
      'Alan,Turing,none,Room 3',
      '"Grace ""Amazing""",Hopper,"$1,200",room  12',
    ].join('\n');

    const answer = await run(csv);

    expect(answer).toEqual({
      Imported: 2,
      AlreadyImported: 0,
      Failed: [
        { Row: 3, Reason: participantImportFieldsRequired },
        { Row: 5, Reason: importGoalNotPositive },
      ],
      Message: participantsNotImported,
    });
    expect(names()).toEqual(['Ada Lovelace', 'Grace "Amazing" Hopper']);
    // "Room 12" and "room  12" are one team, created once.
    const [team, ...others] = store.teams.values();
    expect(others).toEqual([]);
    expect(team?.name.toLowerCase()).toMatch(/^room +12$/);
    expect(store.participantsOf('e1').map((participant) => participant.teamId)).toEqual([
      team?.teamId,
      team?.teamId,
    ]);
    expect(store.events.get('e1')?.participantCount).toBe(2);
    expect(cdn.invalidated).toEqual([['/api/events/GetEventPage/e1']]);
  });

  it('adds nobody on a re-run or for a repeated row, and empties no cache', async () => {
    await run('First,Last,Goal\nAda,Lovelace,100\n ada , LOVELACE ,100');
    expect(names()).toEqual(['Ada Lovelace']);

    const again = await run('First,Last,Goal\nAda,Lovelace,100\nAlan,Turing,80');
    expect(again).toMatchObject({ Imported: 1, AlreadyImported: 1, Failed: [], Message: null });
    expect(names()).toEqual(['Ada Lovelace', 'Alan Turing']);

    const third = await run('First,Last,Goal\nAda,Lovelace,100\nAlan,Turing,80');
    expect(third).toMatchObject({ Imported: 0, AlreadyImported: 2 });
    expect(cdn.invalidated).toHaveLength(2);
  });

  it('skips a row a concurrent import created between the claim read and the write', async () => {
    const adaKey = await importClaimKey(testIdKey(), 'e1', 'Ada', 'Lovelace', '');
    store.beforeTransaction = (transaction) => {
      if (transaction === 0) store.claims.set(adaKey, 'created-by-the-other-import');
    };

    const answer = await run('First,Last,Goal\nAda,Lovelace,100\nAlan,Turing,80');

    expect(answer).toMatchObject({ Imported: 1, AlreadyImported: 1 });
    expect(names()).toEqual(['Alan Turing']);
  });

  it('repairs a drifted participant count on a run that writes nothing', async () => {
    await run('First,Last,Goal\nAda,Lovelace,100');
    store.setEvent('e1', { participantCount: 7 });

    await run('First,Last,Goal\nAda,Lovelace,100');

    expect(store.events.get('e1')?.participantCount).toBe(1);
  });

  it('claims a team that predates name claims instead of making a second one', async () => {
    store.addUnclaimedTeam({ eventId: 'e1', teamId: 'old-team', name: 'Room 3' });

    await run('First,Last,Goal,Team\nAda,Lovelace,100,ROOM 3');

    expect([...store.teams.keys()]).toEqual(['old-team']);
    expect(store.participantsOf('e1')[0]?.teamId).toBe('old-team');
  });

  it('gives a row whose access code is taken a new one', async () => {
    store.firstAccessCodeTaken = true;

    await run('First,Last,Goal\nAda,Lovelace,100');

    expect(store.transactions).toBe(2);
    expect(names()).toEqual(['Ada Lovelace']);
  });

  it('writes nothing in a locked Thon or in another organizer’s', async () => {
    await expect(run('First,Last,Goal\nAda,Lovelace,100', 'done')).rejects.toThrow(new Conflict(thonLocked));
    await expect(
      run('First,Last,Goal\nAda,Lovelace,100', 'e1', { ...organizer, userId: 'org2' }),
    ).rejects.toBeInstanceOf(NotFound);
    expect(store.participants.size).toBe(0);
    expect(store.teams.size).toBe(0);
    expect(cdn.invalidated).toEqual([]);
  });

  it('keeps each transaction whole when the Thon is locked between two of them', async () => {
    setUp(2);
    store.beforeTransaction = (transaction) => {
      if (transaction === 1) store.setEvent('e1', { status: 'completed' });
    };

    await expect(run('First,Last,Goal\nA,One,1\nB,Two,2\nC,Three,3\nD,Four,4')).rejects.toThrow(thonLocked);

    // The first transaction's two rows, and none of the second's.
    expect(names()).toEqual(['A One', 'B Two']);
    expect(store.events.get('e1')?.participantCount).toBe(2);
    expect(store.claims.size).toBe(2);
  });

  it('refuses a file without the required columns', async () => {
    await expect(run('First,Goal\nAda,100')).rejects.toThrow(participantImportFieldsRequired);
    expect(store.participants.size).toBe(0);
  });
});
